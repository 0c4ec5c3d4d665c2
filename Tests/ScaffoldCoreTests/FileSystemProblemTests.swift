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

    @Test func specialFilesLinksAndSizesSayWhatToDo() {
        let messages = [
            FileSystemProblem(.read, "Specs/Login.yml", .notARegularFile(.fifo)),
            FileSystemProblem(.write, "Scenes/Login/Login.generated.swift", .notARegularFile(.socket)),
            FileSystemProblem(.createFolder, "Scenes/Login", .symbolicLinkInTheWay("Scenes")),
            FileSystemProblem(.read, "Specs/Login.yml", .tooLarge(bytes: 2_000_000, limit: .spec)),
            FileSystemProblem(
                .read, "x", .tooLarge(bytes: 20, limit: FileSizeLimit(bytes: 10, kind: "a test", advice: "trim it"))),
        ].map(\.description)
        #expect(
            messages == [
                "cannot read Specs/Login.yml: it is a FIFO, not a regular file; remove it",
                "cannot write Scenes/Login/Login.generated.swift: it is a socket, not a regular file; remove it",
                "cannot create folder Scenes/Login: 'Scenes' is a symbolic link; scaffold follows no links inside "
                    + "the folders it writes, so that no write can leave them; remove the link",
                "cannot read Specs/Login.yml: it is 2000000 bytes, more than the limit of 1 MiB (1048576 bytes) for "
                    + "a spec; split it into one spec per scene",
                "cannot read x: it is 20 bytes, more than the limit of 10 bytes for a test; trim it",
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
