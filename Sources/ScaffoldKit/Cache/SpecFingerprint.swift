/// A spec file's project-relative path and the hash of the bytes read from it.
public struct SpecFingerprint: Equatable, Sendable {
    public var projectPath: String
    var hash: ContentHash
}
