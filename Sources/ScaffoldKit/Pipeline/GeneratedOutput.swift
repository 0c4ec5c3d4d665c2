import ScaffoldCore

/// What the generator produced: every file of the requested scenes, in memory.
public struct GeneratedOutput: Sendable {
    public var files: [OutputFile]
    public var specs: [SceneSpec]
    /// The service specs the run generated.
    public var services: [SharedServiceSpec] = []
    /// The services in the app's container, sorted, when the run produced the container.
    public var containerServices: [String]? = nil
    public var specFiles: [SpecFile]
    /// Warnings found along the way (errors stop the run).
    public var warnings: [Diagnostic]
    /// Where the files go.
    public var roots: OutputRoots
    /// True when the run covers every spec of the config, so unplanned generated files are orphans.
    public var coversWholeProject: Bool
    /// The app types whose fixtures the run wrote, as the app writes them, when it wrote tests; nil without tests.
    /// Every run writes all of them, whichever scenes it renders.
    public var fixtureTypes: [String]? = nil
    /// The plans made as the files were rendered (`Generator.batchPlanner`), by index in `files`; a file past their
    /// end, or whose plan is nil, is planned by `OutputStage.apply`.
    var earlyPlans: [FilePlan?] = []
}
