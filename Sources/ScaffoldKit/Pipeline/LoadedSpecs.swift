import ScaffoldCore

/// Specs that were decoded and validated, with the other project specs used to resolve routes and dependencies.
public struct LoadedSpecs: Sendable {
    /// The scene specs the request named (all of the project's when it named none), in path order.
    public var requested: [SceneSpec]
    /// The service specs the request named, in path order.
    public var requestedServices: [SharedServiceSpec] = []
    public var requestedFiles: [SpecFile]
    /// Every valid scene spec read, requested or not, for looking up route targets.
    public var all: [SceneSpec]
    /// Every valid service spec read, requested or not, for looking up dependencies.
    public var allServices: [SharedServiceSpec] = []
    /// Warnings about the requested specs (errors are thrown).
    public var warnings: [Diagnostic]
    /// True when the request covers every spec of the config.
    public var coversWholeProject: Bool
    /// What the run read of the app's Swift (`appCode`): the declarations the fixtures of the tests are made from,
    /// among others; empty without `appCode`.
    public var appCodeIndex = AppCodeIndex()
    /// The Foundation names the specs use that `appCode` declares as the app's own types.
    public var appTypesNamedLikeFoundation: Set<String> = []
    /// The library type names (RxSwift's `Event`, RxCocoa's `Driver`) that `appCode` declares as the app's own types,
    /// used by a spec or not.
    public var appTypesNamedLikeLibraryTypes: Set<String> = []
    /// The type names of every scene in `all` by spec file, kept from validation's naming tables.
    public var sceneTypeNames: [String: SceneTypeNames] = [:]
}
