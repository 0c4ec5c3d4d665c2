import Foundation
import Testing

/// Moving a scene to the transform convention: the contract is regenerated, untouched skeletons are rewritten,
/// and a person's bindings, which now belong in `transform`, come back as a conflict to resolve.
@Suite struct TransformConventionTests {
    static let viewModel = "Scenes/Profile/ProfileViewModel.swift"

    /// The minimal scene, generated without tests, with its view model filled in by a person.
    func filledInProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene", "--tests", "none"])
        let text = try project.read(Self.viewModel)
        try project.write(
            Self.viewModel,
            text.replacingOccurrences(
                of: "self.name = .empty()",
                with: "self.name = refresh.flatMapLatest { [profileService] in profileService.loadName() }"))
        try project.write(
            "Specs/Profile.yml", "conventions: {viewModel: transform}\n" + minimalSpec)
        return project
    }

    @Test func checkNamesTheConventionThatLeftTheSkeletonsBehind() throws {
        let project = try filledInProject()
        let result = try project.runner.run(["scene", "--tests", "none", "--check"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("behind ") || $0.hasPrefix("missing ") }
        #expect(
            lines == [
                "behind Scenes/Profile/ProfileViewModel.swift (+ convention viewModel)",
                "behind Scenes/Profile/ProfileCoordinator.swift (+ convention viewModel)",
                "behind Scenes/Profile/ProfileViewController.swift (+ convention viewModel)",
                "missing Scenes/Support/ViewModelType.generated.swift",
            ])
    }

    @Test func aFilledInViewModelComesBackAsAConflictAtItsBindings() throws {
        let project = try filledInProject()
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(result.status == 3)
        #expect(result.stdout.contains("conflict \(Self.viewModel) (+ convention viewModel)\n"))
        let merged = try project.read(Self.viewModel)
        let markers = merged.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.hasPrefix("<<<<<<<") }.map { $0.offset + 1 }
        #expect(markers.count == 1)
        #expect(
            result.stderr
                == "\(Self.viewModel):\(markers[0]):1: error: your edits and scaffold's change overlap here; keep what "
                + "you need between '<<<<<<< yours' and '>>>>>>> scaffold', delete the markers, then run 'scaffold "
                + "scene' again\n")
        #expect(merged.contains("self.name = refresh.flatMapLatest { [profileService] in profileService.loadName() }"))
        #expect(merged.contains("    func transform(input: Input) -> Output {\n"))
    }

    @Test func untouchedSkeletonsAreRewrittenInTheNewShape() throws {
        let project = try filledInProject()
        try project.runner.run(["scene", "--tests", "none"])
        #expect(
            try project.read("Scenes/Profile/ProfileViewController.swift").contains(
                "        let output = viewModel.transform(input: input)\n"))
        #expect(try project.read("Scenes/Support/ViewModelType.generated.swift").contains("protocol ViewModelType {"))
    }
}
