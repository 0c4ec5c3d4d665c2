import Foundation
import Testing

/// Moving a filled-in scene to `inputs: publishRelay`: the contract is regenerated, and the view model comes back
/// merged, its inputs PublishRelays and the bindings a person wrote kept.
@Suite struct PublishRelayConventionTests {
    static let viewModel = "Scenes/Profile/ProfileViewModel.swift"
    static let binding = "self.name = refresh.flatMapLatest { [profileService] in profileService.loadName() }"

    /// The minimal scene, generated without tests, with its view model filled in by a person, then moved to
    /// `inputs: publishRelay`.
    func filledInProjectMovedToPublishRelays() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene", "--tests", "none"])
        let text = try project.read(Self.viewModel)
        try project.write(Self.viewModel, text.replacingOccurrences(of: "self.name = .empty()", with: Self.binding))
        try project.write("Specs/Profile.yml", "conventions: {inputs: publishRelay}\n" + minimalSpec)
        return project
    }

    @Test func movingToPublishRelaysMergesTheInputsAndKeepsTheBindings() throws {
        let project = try filledInProjectMovedToPublishRelays()
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("merge \(Self.viewModel) (+ convention inputs)\n"))
        let merged = try project.read(Self.viewModel)
        #expect(merged.contains("        " + Self.binding + "\n"))
        #expect(merged.contains("    let refresh = PublishRelay<Void>()\n"))
        #expect(merged.contains("import RxRelay\n"))
        #expect(!merged.contains("PublishSubject"))
        #expect(!merged.contains("<<<<<<<"))
        #expect(
            try project.read("Scenes/Profile/Profile.generated.swift").contains(
                "    var refresh: PublishRelay<Void> { get }\n"))
    }
}
