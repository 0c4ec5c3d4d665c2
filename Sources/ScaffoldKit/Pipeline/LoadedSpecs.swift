import ScaffoldCore

/// Specs that were decoded and validated, with the other project specs used to resolve routes.
public struct LoadedSpecs: Sendable {
    /// The specs the request named (all of the project's when it named none), in path order.
    public var requested: [SceneSpec]
    public var requestedFiles: [SpecFile]
    /// Every valid spec read, requested or not, for looking up route targets.
    public var all: [SceneSpec]
    /// Warnings about the requested specs (errors are thrown).
    public var warnings: [Diagnostic]
    /// True when the request covers every spec of the config.
    public var coversWholeProject: Bool
}
