import ScaffoldCore

/// What the support files every scene shares (the scene coordinator, the base coordinator, the trackers) need of the
/// scene models, gathered model by model: a run keeps this, not the models, so it can let go of each scene's model
/// once the scene's own files are rendered.
struct SupportFileInputs: Sendable {
    /// The first model's library names, which the support files spell library types with.
    var libraryNames: LibraryNames?
    /// Whether a scene has a coordinator class (a flow scene shares the step enum instead).
    var hasCoordinators = false
    /// Whether a scene's coordinator routes to a web page.
    var routesToSafari = false
    /// The scene coordinator's cases, in model order.
    var sceneCases: [SceneCaseModel] = []
    /// The modules the scenes' view models import.
    var viewModelImports: Set<String> = []
    /// The folder of the first scene with tests, and the module its tests import.
    var firstTests: (folder: String, testableImport: String?)?
    /// The tests folder of the first scene whose tests watch outputs for the main thread.
    var mainThreadTestsFolder: String?
    /// The first scene's transform, which the shared view model protocol is spelled from.
    var transform: TransformModel?
    /// The first input/output scene's transform model, which the shared input/output protocol is spelled from.
    var inputOutput: TransformModel?
    /// Whether a scene tracks activity and errors.
    var usesTracking = false
    /// Whether a scene's generated code throws the not-implemented error.
    var usesNotImplemented = false

    init() {}

    init(_ models: [SceneModel]) {
        for model in models { add(model) }
    }

    /// Takes in what `model` adds, after the models added before it.
    mutating func add(_ model: SceneModel) {
        if libraryNames == nil { libraryNames = model.libraryNames }
        hasCoordinators =
            hasCoordinators
            || ((model.coordinator.map { $0.appCoordinator == nil } ?? false) && model.rxFlow == nil)
        routesToSafari =
            routesToSafari
            || (model.coordinator?.routes.contains { $0.childCoordinator == SceneNames.safariPageCoordinator } ?? false)
        if let sceneCase = model.sceneCase { sceneCases.append(sceneCase) }
        viewModelImports.formUnion(model.viewModelImports)
        if let tests = model.tests {
            if firstTests == nil { firstTests = (tests.folder, tests.testableImport) }
            if mainThreadTestsFolder == nil, tests.mainThreadTest != nil { mainThreadTestsFolder = tests.folder }
        }
        if model.transform?.inputOutput != nil {
            if inputOutput == nil { inputOutput = model.transform }
        } else if transform == nil {
            transform = model.transform
        }
        usesTracking = usesTracking || model.tracking != nil
        usesNotImplemented = usesNotImplemented || model.usesNotImplemented
    }
}
