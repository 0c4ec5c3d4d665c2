import Foundation
import Testing

/// Moving a filled-in scene to `inputs: init`, and giving filled-in view models a base class: the contract is
/// regenerated, and what a person wrote comes back merged, or as a conflict where the shape of `init` changed.
@Suite struct InitInputsConventionTests {
    static let viewModel = "Scenes/Profile/ProfileViewModel.swift"
    static let binding = "self.name = refresh.flatMapLatest { [profileService] in profileService.loadName() }"

    /// The minimal scene, generated without tests, with its view model filled in by a person, and its spec then
    /// changed by `change`.
    func filledInProject(changingSpecTo spec: String, config: String? = nil) throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene", "--tests", "none"])
        let text = try project.read(Self.viewModel)
        try project.write(Self.viewModel, text.replacingOccurrences(of: "self.name = .empty()", with: Self.binding))
        try project.write("Specs/Profile.yml", spec)
        if let config { try project.write("scaffold.yml", config) }
        return project
    }

    @Test func movingToInitInputsKeepsTheBindingsForThePersonToPointAtInput() throws {
        let project = try filledInProject(changingSpecTo: "conventions: {inputs: init}\n" + minimalSpec)
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("merge \(Self.viewModel) (+ convention inputs)\n"))
        let merged = try project.read(Self.viewModel)
        #expect(merged.contains("        " + Self.binding + "\n"))
        #expect(merged.contains("        input: Input,\n"))
        #expect(!merged.contains("PublishSubject"))
        #expect(
            try project.read("Scenes/Profile/Profile.generated.swift").contains(
                "        let refresh: Observable<Void>\n"))
    }

    @Test func aBaseClassMergesIntoAFilledInViewModel() throws {
        let project = try filledInProject(changingSpecTo: "viewModelBaseClass: NSObject\n" + minimalSpec)
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("merge \(Self.viewModel) (+ viewModelBaseClass NSObject)\n"))
        let merged = try project.read(Self.viewModel)
        #expect(merged.contains(Self.binding))
        #expect(merged.contains("final class ProfileViewModel: NSObject {\n"))
        #expect(merged.contains("        super.init()\n    }\n"))
        #expect(!merged.contains("<<<<<<<"))
    }
}
