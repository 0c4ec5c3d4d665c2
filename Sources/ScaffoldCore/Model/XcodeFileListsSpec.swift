/// The Xcode file lists a project keeps: `xcode:` in `scaffold.yml`. Every run over the whole project writes them,
/// and `--check` holds them current like a generated file, so a Run Script phase that names them knows what
/// `scaffold scene` reads and writes, and Xcode skips the phase while none of it has changed.
public struct XcodeFileListsSpec: Equatable, Sendable {
    /// The input file list (`.xcfilelist`), project-relative: the config, the spec files and their folders, the
    /// template overrides, and the app's Swift files that shaped an output with the `appCode` folders.
    public var inputFileList: Located<String>?
    /// The output file list, project-relative: every file a run writes (generated files, skeletons, tests, mocks,
    /// fixtures) and `scaffold.lock`.
    public var outputFileList: Located<String>?
    /// The folder that holds the `.xcodeproj` (Xcode's `SRCROOT`), relative to the project: the lists name each
    /// file as `$(SRCROOT)/` and its path from there.
    public var projectFolder: Located<String>?

    public init(
        inputFileList: Located<String>? = nil, outputFileList: Located<String>? = nil,
        projectFolder: Located<String>? = nil
    ) {
        self.inputFileList = inputFileList
        self.outputFileList = outputFileList
        self.projectFolder = projectFolder
    }

    /// The folder of the `.xcodeproj` as written, or the project folder.
    public var projectFolderPath: String { projectFolder?.value ?? "." }
}
