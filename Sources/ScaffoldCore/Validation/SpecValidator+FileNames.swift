// File names the disk cannot hold apart or at all fail the write, so they are refused before anything is written.
extension SpecValidator {
    /// A service file named like another file of the scene but for case (on the case-insensitive disks most iOS
    /// developers use), and a name longer than a file system takes (the temporary file a write goes through is what
    /// must fit), each blamed where its name comes from.
    func fileNameProblems(_ names: SceneNames) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let files = names.fileNames
        if let service = files.first(where: { $0.role == .serviceFile }),
            let other = files.first(where: {
                $0.role != .serviceFile && $0.spelling != service.spelling
                    && $0.spelling.lowercased() == service.spelling.lowercased()
            })
        {
            diagnostics.append(
                .error(
                    .fileNamesDifferOnlyInCase(service.spelling, other: other.spelling),
                    at: service.provenance.location))
        }
        if let tooLong = Self.fileNameTooLong(among: files) {
            diagnostics.append(tooLong)
        }
        return diagnostics
    }

    /// An error for the longest of `files` when it is longer than a file system takes, less the temporary
    /// file name every write goes through; nil when all fit.
    static func fileNameTooLong(among files: [GeneratedName]) -> Diagnostic? {
        let limit = SceneNames.maximumFileNameBytes - SceneNames.temporaryFileNameOverhead
        guard let longest = files.max(by: { $0.spelling.utf8.count < $1.spelling.utf8.count }),
            longest.spelling.utf8.count > limit
        else { return nil }
        return .error(
            .fileNameTooLong(file: longest.spelling, bytes: longest.spelling.utf8.count, limit: limit),
            at: longest.provenance.location)
    }
}
