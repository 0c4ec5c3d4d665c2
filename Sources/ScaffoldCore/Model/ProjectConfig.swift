/// The project settings in `scaffold.yml`; every field has a default so the file is optional.
public struct ProjectConfig: Equatable, Sendable {
    /// Spec files or folders, relative to the project folder. A default value is located at its own
    /// path, so a problem with it (such as a missing folder) names the folder.
    public var specs: [Located<String>]
    /// The folder scenes are written to, relative to the project folder.
    public var output: Located<String>
    /// A folder whose `*.mustache` files override built-in templates of the same name.
    public var templates: Located<String>?
    /// The folder generated test skeletons and mocks go to; nil turns test generation off.
    public var tests: Located<String>?
    /// The app module the tests `@testable import`; nil when tests and scenes share a module.
    public var testableImport: Located<String>?
    public var conventions: ConventionOverrides
    /// The folder shared services and the app's dependency container go to, relative to the project folder;
    /// their mocks go to a `Services` folder in the tests folder.
    public var services: Located<String>
    /// Scenes written by hand that routes may start, in the order written.
    public var externalScenes: [ExternalSceneSpec]
    /// The class generated coordinators subclass, and whether scaffold writes it.
    public var baseCoordinator: BaseCoordinatorSpec
    /// What scenes' own services and coordinators are called.
    public var naming: Naming
    /// The class every view model subclasses unless its spec says otherwise; nil for none.
    public var viewModelBaseClass: ViewModelBaseClassSpec? = nil
    /// Protocols the app already has that scenes may list under `dependencies` (`appServices`), in the order
    /// written; each is marked `isAppProtocol` and named in diagnostics by the config's path.
    public var appServices: [SharedServiceSpec] = []
    /// The app's own Swift (`appCode`): project-relative folders, files and glob patterns, in the order written.
    /// An app protocol under `appServices` without `methods:` is read from these.
    public var appCode: [AppCodePattern] = []
    /// The app's own types that replace scaffold's support types (`supportTypes`).
    public var supportTypes = SupportTypesSpec()
    /// The Xcode file lists every run over the whole project keeps current (`xcode`); nil for none.
    public var xcode: XcodeFileListsSpec? = nil

    public static let defaultSpecs = "Specs"
    public static let defaultServices = "Services"
    public static let defaultOutput = "Scenes"
    public static let defaultTests = "SceneTests"

    public init(
        specs: [Located<String>] = [Located(defaultSpecs, at: .startOf(defaultSpecs))],
        output: Located<String> = Located(defaultOutput, at: .startOf(defaultOutput)),
        templates: Located<String>? = nil,
        tests: Located<String>? = Located(defaultTests, at: .startOf(defaultTests)),
        testableImport: Located<String>? = nil,
        conventions: ConventionOverrides = ConventionOverrides(),
        services: Located<String> = Located(defaultServices, at: .startOf(defaultServices)),
        externalScenes: [ExternalSceneSpec] = [],
        baseCoordinator: BaseCoordinatorSpec = BaseCoordinatorSpec(), naming: Naming = Naming()
    ) {
        self.services = services
        self.testableImport = testableImport
        self.specs = specs
        self.output = output
        self.templates = templates
        self.tests = tests
        self.conventions = conventions
        self.externalScenes = externalScenes
        self.baseCoordinator = baseCoordinator
        self.naming = naming
    }

    /// The name `scaffold` looks for in the working folder.
    public static let fileName = "scaffold.yml"

    /// The app protocols whose mocks are made from their declarations in `appCode`: those without `methods:`, when
    /// the project lists app code. Empty means no run needs to read the app's Swift.
    public var appProtocolsReadFromCode: [SharedServiceSpec] {
        appCode.isEmpty ? [] : appServices.filter { !$0.listsMethods }
    }

    /// Whether a run reads the app's Swift: when it lists `appCode` and something is read or checked there (an app
    /// protocol without methods, a support type, a base class of the app's own, the types the tests' fixtures make).
    public var readsAppCode: Bool {
        // Every project with app code: an app type it declares named like a library type (its own `Event`) changes
        // how generated code spells the library's, whatever else the config says.
        !appCode.isEmpty
    }

    /// The project-wide conventions, defaults filled in.
    public var resolvedConventions: Conventions { Conventions().applying(conventions) }
}
