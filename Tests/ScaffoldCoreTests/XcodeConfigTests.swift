import Foundation
import Testing

@testable import ScaffoldCore

/// `xcode:` in `scaffold.yml`: the Xcode file lists every run keeps, read with their positions; every mistake a
/// positioned diagnostic.
struct XcodeConfigTests {
    private func decode(_ yaml: String) -> (input: MarkedText, result: Result<ProjectConfig, DiagnosticsError>) {
        let input = MarkedText(yaml, file: "scaffold.yml")
        return (
            input,
            ConfigDecoder().decode(input.data, file: input.file).mapError { DiagnosticsError($0.diagnostics.sorted()) }
        )
    }

    private func failure(_ message: String, at location: SourceLocation) -> Result<ProjectConfig, DiagnosticsError> {
        .failure(DiagnosticsError([Diagnostic(severity: .error, location: location, message: message)]))
    }

    @Test func withoutTheKeyNoListIsKept() throws {
        #expect(try decode("output: Scenes\n").result.get().xcode == nil)
    }

    @Test func everyKeyIsReadWithItsPosition() throws {
        let (input, result) = decode(
            """
            xcode:
              inputFileList: 1️⃣Build/scaffold-inputs.xcfilelist
              outputFileList: 2️⃣Build/scaffold-outputs.xcfilelist
              projectFolder: 3️⃣..
            """)
        #expect(
            try result.get().xcode
                == XcodeFileListsSpec(
                    inputFileList: input.located("Build/scaffold-inputs.xcfilelist", at: "1️⃣"),
                    outputFileList: input.located("Build/scaffold-outputs.xcfilelist", at: "2️⃣"),
                    projectFolder: input.located("..", at: "3️⃣")))
    }

    @Test func theProjectFolderIsTheConfigsFolderUnlessSaid() throws {
        let config = try decode("xcode: {inputFileList: in.xcfilelist}\n").result.get()
        #expect(config.xcode?.projectFolderPath == ".")
    }

    @Test func aMisspeltKeyIsReportedWithItsSuggestion() {
        let (input, result) = decode("xcode: {1️⃣inputFilelist: in.xcfilelist}\n")
        #expect(result == failure("unknown key 'inputFilelist'; did you mean 'inputFileList'?", at: input["1️⃣"]))
    }

    @Test func aListNotNamedXcfilelistIsReportedAtItsName() {
        let (input, result) = decode("xcode: {outputFileList: 1️⃣outputs.txt}\n")
        #expect(
            result
                == failure(
                    "'outputs.txt' is not an Xcode file list: its name must end in '.xcfilelist', which is what "
                        + "Xcode's Run Script phase takes under Input File Lists and Output File Lists",
                    at: input["1️⃣"]))
    }

    @Test func oneFileForBothListsIsReportedAtTheOutputList() {
        let (input, result) = decode("xcode: {inputFileList: a.xcfilelist, outputFileList: 1️⃣a.xcfilelist}\n")
        #expect(
            result
                == failure(
                    "the input and output file lists are both 'a.xcfilelist'; give the output list a name of its "
                        + "own, such as 'scaffold-outputs.xcfilelist'", at: input["1️⃣"]))
    }

    @Test func oneFileWrittenTwoWaysForBothListsIsRefused() {
        let (input, result) = decode("xcode: {inputFileList: a.xcfilelist, outputFileList: 1️⃣./a.xcfilelist}\n")
        #expect(
            result
                == failure(
                    "the input and output file lists are both 'a.xcfilelist'; give the output list a name of its "
                        + "own, such as 'scaffold-outputs.xcfilelist'", at: input["1️⃣"]))
    }

    @Test func anAbsoluteProjectFolderIsRefused() {
        let (input, result) = decode("xcode: {inputFileList: a.xcfilelist, projectFolder: 1️⃣/Users/me/App}\n")
        #expect(
            result
                == failure(
                    "'/Users/me/App' is an absolute path, which holds on one machine only; write the folder of the "
                        + ".xcodeproj relative to scaffold.yml, such as '..'", at: input["1️⃣"]))
    }

    @Test func aNameAFileListCannotHoldIsRefusedWithTheReason() {
        #expect(XcodeFileListProblem.problem(with: "Specs/Price$.yml") == .dollarSign)
        #expect(XcodeFileListProblem.problem(with: "Specs/Login.yml ") == .trailingWhiteSpace)
        #expect(XcodeFileListProblem.problem(with: "Specs/a\nb.yml") == .controlCharacter("\n"))
        #expect(XcodeFileListProblem.problem(with: "Specs/My Login #2.yml") == nil)
    }
}
