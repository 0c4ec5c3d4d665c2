extension SceneSpec {
    /// Where to blame a generated type or file of `origin`: the scene name; the service's name (or `service:`
    /// when the name is the default); or `coordinator:`, which needs the shared base class.
    func location(of origin: SceneNames.Origin) -> SourceLocation {
        switch origin {
        case .scene: return name.location
        case .service: return service.map { $0.name?.location ?? $0.location } ?? name.location
        case .shared: return coordinator?.location ?? name.location
        }
    }
}

extension SpecValidator {
    /// An error for the longest of `files` when it is longer than a file system takes, less the temporary
    /// file name every write goes through; nil when all fit.
    static func fileNameTooLong(among files: [(name: String, location: SourceLocation)]) -> Diagnostic? {
        let limit = SceneNames.maximumFileNameBytes - SceneNames.temporaryFileNameOverhead
        guard let longest = files.max(by: { $0.name.utf8.count < $1.name.utf8.count }),
            longest.name.utf8.count > limit
        else { return nil }
        return .error(
            .fileNameTooLong(file: longest.name, bytes: longest.name.utf8.count, limit: limit), at: longest.location)
    }
}
