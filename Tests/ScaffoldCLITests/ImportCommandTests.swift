import Foundation
import Testing

/// `scaffold import` as a person runs it: on a generated scene, with `--output`, and on files it refuses.
@Suite struct ImportCommandTests {
    static let viewModel = """
        import RxSwift

        protocol NotesViewModelInputsType {
            var refresh: PublishSubject<Void> { get }
        }

        final class NotesViewModel {
            var inputs: any NotesViewModelInputsType { self }
            let refresh = PublishSubject<Void>()
        }
        """
    static let spec = "scene: Notes\ninputs:\n  - refresh\n"

    @Test func printsTheSpecOnStandardOutput() throws {
        let project = try TemporaryProject()
        try project.write("Notes/NotesViewModel.swift", Self.viewModel)
        #expect(
            try project.runner.run(["import", "Notes/NotesViewModel.swift"])
                == .init(status: 0, stdout: Self.spec, stderr: ""))
    }

    @Test func readsTheGeneratedContractNextToTheViewModel() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Notes.yml", "scene: Notes\ninputs:\n  - refresh\n  - search: String\n")
        #expect(try project.runner.run(["scene"]).status == 0)
        try project.runner.run(["import", "Scenes/Notes/NotesViewModel.swift", "--output", "Imported"])
        #expect(try project.read("Imported/Notes.yml") == "scene: Notes\ninputs:\n  - refresh\n  - search: String\n")
    }

    @Test func outputWritesTheSpecIntoTheFolder() throws {
        let project = try TemporaryProject()
        try project.write("NotesViewModel.swift", Self.viewModel)
        let result = try project.runner.run(["import", "NotesViewModel.swift", "--output", "Specs"])
        #expect(result == .init(status: 0, stdout: "wrote Specs/Notes.yml\n", stderr: ""))
        #expect(try project.read("Specs/Notes.yml") == Self.spec)
    }

    @Test func outputRefusesToReplaceASpecWithoutForce() throws {
        let project = try TemporaryProject()
        try project.write("NotesViewModel.swift", Self.viewModel)
        try project.write("Specs/Notes.yml", "scene: Notes\n")
        let result = try project.runner.run(["import", "NotesViewModel.swift", "--output", "Specs"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr:
                        "Specs/Notes.yml:1:1: error: Specs/Notes.yml exists; pass --force to replace it, or choose "
                        + "another --output folder\n"))
        #expect(try project.read("Specs/Notes.yml") == "scene: Notes\n")
    }

    @Test func forceReplacesTheSpec() throws {
        let project = try TemporaryProject()
        try project.write("NotesViewModel.swift", Self.viewModel)
        try project.write("Specs/Notes.yml", "scene: Notes\n")
        #expect(try project.runner.run(["import", "NotesViewModel.swift", "--output", "Specs", "--force"]).status == 0)
        #expect(try project.read("Specs/Notes.yml") == Self.spec)
    }

    @Test func aMissingFileIsAnErrorWithExitCodeTwo() throws {
        let project = try TemporaryProject()
        #expect(
            try project.runner.run(["import", "Missing.swift"])
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: "Missing.swift:1:1: error: cannot read Missing.swift: no such file or folder\n"))
    }

    @Test func aFileThatIsNotSwiftIsRefused() throws {
        let project = try TemporaryProject()
        try project.write("Notes.txt", "scene: Notes\n")
        #expect(
            try project.runner.run(["import", "Notes.txt"])
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: "Notes.txt:1:1: error: not a Swift file: pass the view model's '.swift' file\n"))
    }
}
