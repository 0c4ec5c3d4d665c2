import Foundation
import Testing

/// Making a filled-in transform view model a struct (`transform: {struct: true}`): the declaration changes and the
/// test that watches a class's release goes, while the person's bindings in `transform` are merged, not lost.
@Suite struct StructViewModelTests {
    static let viewModel = "Scenes/Profile/ProfileViewModel.swift"
    static let tests = "SceneTests/Profile/ProfileViewModelTests.swift"
    static let binding =
        "name: input.refresh.flatMapLatest { [profileService] in profileService.loadName().asDriver(onErrorJustReturn: \"\") }"

    /// The minimal scene in the transform convention, its view model filled in by a person, then its spec made to
    /// ask for a struct.
    func filledInProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", "conventions: {viewModel: transform}\n" + minimalSpec)
        try project.runner.run(["scene"])
        let text = try project.read(Self.viewModel)
        try project.write(Self.viewModel, text.replacingOccurrences(of: "name: .empty()", with: Self.binding))
        try project.write(
            "Specs/Profile.yml", "conventions: {viewModel: transform, transform: {struct: true}}\n" + minimalSpec)
        return project
    }

    @Test func checkNamesTheStructOptionThatLeftTheSkeletonsBehind() throws {
        let project = try filledInProject()
        let result = try project.runner.run(["scene", "--check"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("behind ") }
        #expect(
            lines == [
                "behind \(Self.viewModel) (+ convention transform.struct)",
                "behind \(Self.tests) (+ convention transform.struct)",
            ])
    }

    @Test func aFilledInClassViewModelIsMergedIntoAStructWithItsBindings() throws {
        let project = try filledInProject()
        let result = try project.runner.run(["scene"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("merge \(Self.viewModel) (+ convention transform.struct)\n"))
        let merged = try project.read(Self.viewModel)
        #expect(merged.contains("\nstruct ProfileViewModel: ViewModelType {\n"))
        #expect(merged.contains("            " + Self.binding + "\n"))
        #expect(!merged.contains("<<<<<<<"))
        #expect(!(try project.read(Self.tests)).contains("releasedViewModel"))
    }
}
