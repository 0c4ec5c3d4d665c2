import Yams

extension ConfigDecoder {
    /// `xcode: {inputFileList: scaffold-inputs.xcfilelist, outputFileList: scaffold-outputs.xcfilelist}`, with an
    /// optional `projectFolder:` when the `.xcodeproj` is not next to `scaffold.yml`.
    static func xcode(_ node: Node, reader: inout NodeReader) -> XcodeFileListsSpec? {
        if NodeReader.isNull(node) { return nil }
        guard
            let pairs = reader.mapping(
                node, expected: "a mapping with 'inputFileList', 'outputFileList' and 'projectFolder'")
        else { return nil }
        var spec = XcodeFileListsSpec()
        for (key, value) in reader.checkingKeys(pairs, allowed: SpecVocabulary.Xcode.names) {
            switch key.value {
            case "inputFileList":
                spec.inputFileList = reader.string(value, expected: "a file path ending in .xcfilelist")
            case "outputFileList":
                spec.outputFileList = reader.string(value, expected: "a file path ending in .xcfilelist")
            case "projectFolder":
                spec.projectFolder = reader.string(value, expected: "a folder path")
            default:
                break
            }
        }
        for list in [spec.inputFileList, spec.outputFileList].compactMap({ $0 })
        where !list.value.hasSuffix(".xcfilelist") {
            reader.report(.error(.xcodeFileListExtension(list.value), at: list.location))
        }
        if let input = spec.inputFileList, let output = spec.outputFileList,
            Self.normalized(input.value) == Self.normalized(output.value)
        {
            reader.report(.error(.xcodeFileListsShareAFile(input.value), at: output.location))
        }
        // Committed lists name paths from this folder; an absolute one would hold one machine's paths.
        if let folder = spec.projectFolder, folder.value.hasPrefix("/") {
            reader.report(.error(.xcodeProjectFolderIsAbsolute(folder.value), at: folder.location))
        }
        return spec
    }

    /// `path` without `.` and empty components: `./a.xcfilelist` and `a.xcfilelist` are one file.
    private static func normalized(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }
}
