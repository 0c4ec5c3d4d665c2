import Testing

@testable import ScaffoldCore

/// Disk failures read as the operation, the path and a reason a user can act on.
@Suite struct FileSystemProblemTests {
    @Test func namesTheOperationThePathAndTheReason() {
        let messages = [
            FileSystemProblem(.write, "Scenes/Login/Login.generated.swift", .folderNotWritable),
            FileSystemProblem(.write, "Scenes/Login/LoginViewModel.swift", .readOnlyFileSystem),
            FileSystemProblem(.write, "Scenes/Login/LoginViewModel.swift", .diskFull),
            FileSystemProblem(.createFolder, "afile/Scenes/Login", .fileInTheWay("afile")),
            FileSystemProblem(.read, "Specs/Login.yml", .permissionDenied),
            FileSystemProblem(.delete, "Scenes/Old/Old.generated.swift", .noSuchFile),
        ].map(\.description)
        #expect(
            messages == [
                "cannot write Scenes/Login/Login.generated.swift: permission denied; the folder is not writable",
                "cannot write Scenes/Login/LoginViewModel.swift: the file system is read-only",
                "cannot write Scenes/Login/LoginViewModel.swift: the disk is full; free some space and run again",
                "cannot create folder afile/Scenes/Login: 'afile' is a file, not a folder",
                "cannot read Specs/Login.yml: permission denied",
                "cannot delete Scenes/Old/Old.generated.swift: no such file or folder",
            ])
    }

    @Test func aDiagnosticStandsAtTheStartOfTheFile() {
        let diagnostic = Diagnostic.error(FileSystemProblem(.read, "scaffold.yml", .isAFolder))
        #expect(
            diagnostic
                == Diagnostic(
                    severity: .error, location: .startOf("scaffold.yml"),
                    message: "cannot read scaffold.yml: it is a folder, not a file"))
    }
}
