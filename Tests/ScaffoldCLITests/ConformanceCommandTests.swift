import Foundation
import Testing

/// `conformsTo:` on a scene whose view model a person filled in: `--check` reports the skeleton as behind, and the
/// conformance merges into the extension of conformances, the person's bindings kept.
@Suite struct ConformanceCommandTests {
    static let viewModel = "Scenes/Profile/ProfileViewModel.swift"
    static let binding = "self.name = refresh.flatMapLatest { [profileService] in profileService.loadName() }"

    /// The minimal scene, generated without tests, its view model filled in, then its spec given `conformsTo`.
    func filledInProjectConforming() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene", "--tests", "none"])
        let text = try project.read(Self.viewModel)
        try project.write(Self.viewModel, text.replacingOccurrences(of: "self.name = .empty()", with: Self.binding))
        try project.write("Specs/Profile.yml", "conformsTo: [ScreenTracking]\n" + minimalSpec)
        return project
    }

    @Test func checkReportsTheViewModelBehindTheSpec() throws {
        let project = try filledInProjectConforming()
        let result = try project.runner.run(["scene", "--check", "--tests", "none"])
        #expect(result.status == 1)
        #expect(result.stdout.contains(Self.viewModel))
    }

    @Test func theConformanceMergesIntoAFilledInViewModel() throws {
        let project = try filledInProjectConforming()
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("merge \(Self.viewModel) (+ conformance ScreenTracking)\n"))
        let merged = try project.read(Self.viewModel)
        #expect(merged.contains(Self.binding))
        #expect(merged.contains("    ProfileViewModelOutputsType,\n    ScreenTracking\n{}\n"))
        #expect(!merged.contains("<<<<<<<"))
    }
}
