/// What the output stage may do to the disk, from the command line.
public struct OutputOptions: Sendable {
    /// What a run may do to the disk.
    public enum Mode: Sendable {
        /// Write generated files that differ and skeletons that are missing.
        case write
        /// Report what `write` would do; touch nothing.
        case dryRun
        /// Compare generated files with disk; touch nothing.
        case check
    }

    public var mode: Mode
    /// Overwrite existing skeletons.
    public var force: Bool
    /// Delete orphaned generated files.
    public var prune: Bool
    /// Whether a whole-project run may use and refresh `.scaffold/scene.cache`.
    public var usesCache: Bool
    /// Where to write a Makefile dependency file (relative to the working folder), if anywhere.
    public var depfile: String?
    /// With `depfile`: one rule for this target instead of one per generated file.
    public var depfileTarget: String?
    /// Record the current render as the base of skeletons that have none (made before scaffold.lock).
    public var adopt: Bool

    public init(
        mode: Mode = .write, force: Bool = false, prune: Bool = false, usesCache: Bool = true,
        depfile: String? = nil, depfileTarget: String? = nil, adopt: Bool = false
    ) {
        self.mode = mode
        self.force = force
        self.prune = prune
        self.usesCache = usesCache
        self.depfile = depfile
        self.depfileTarget = depfileTarget
        self.adopt = adopt
    }
}
