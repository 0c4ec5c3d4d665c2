import ScaffoldCore

/// What `SceneCoordinator.generated.swift` and `SceneCoordinatorMock.generated.swift` print for a project with
/// `navigation: sceneCoordinator`: the `Scene` enum, the ways a scene appears, the protocol view models call, the
/// class that shows scenes on the window, and what builds each scene's view controller; rendered once per project.
/// - Template object: scene coordinator
struct SceneCoordinatorModel: Sendable, Equatable {
    /// The enum of every scene.
    /// - Example: `Scene`
    var sceneEnum: String
    /// The enum of the ways a scene appears.
    /// - Example: `SceneTransition`
    var transition: String
    /// The protocol view models call.
    /// - Example: `SceneCoordinatorType`
    var protocolName: String
    /// The class that shows scenes on the window.
    /// - Example: `SceneCoordinator`
    var name: String
    /// The mock of the protocol in the tests.
    /// - Example: `SceneCoordinatorMock`
    var mock: String
    /// The parameter the view model's `init` takes it by.
    /// - Example: `sceneCoordinator`
    var property: String
    /// Every generated screen scene of the project, sorted by name.
    var scenes: [SceneCaseModel]
    /// The type of the app's shared services the builder reads, `AppServices`; nil when the project has none.
    /// - Example: `AppServices`
    var dependenciesType: String?
    /// The imports of the app's file, sorted: RxSwift, UIKit and the specs' own.
    /// - Example: `["RxSwift", "UIKit"]`
    var imports: [String]
    /// The imports of the mock's file, sorted.
    /// - Example: `["RxSwift"]`
    var mockImports: [String]
    /// `@testable import App` in the mock's file; nil when the tests do not import the app.
    /// - Example: `App`
    var testableImport: String?
    /// How the files write the library types.
    /// - Template key: rx
    var libraryNames: LibraryNames
}

/// One case of the `Scene` enum: a screen scene with its arguments, and how its view controller is built.
/// - Template object: scene case
struct SceneCaseModel: Sendable, Equatable {
    /// The case, the scene's name in lower camel case.
    /// - Example: `todoDetail`
    var name: String
    /// The scene.
    /// - Example: `TodoDetail`
    var scene: String
    /// The case's declaration, with the scene's arguments labelled (their defaults kept).
    /// - Example: `case todoDetail(item: TodoItem)`
    var declaration: String
    /// The pattern that binds the arguments in the builder's `switch`.
    /// - Example: `case .todoDetail(let item):`
    var bindingPattern: String
    /// The pattern without bindings, for the case's `name`.
    /// - Example: `case .todoDetail:`
    var pattern: String
    /// The statements that make the view model and return its view controller, one per line.
    /// - Example: `["let viewModel = TodoDetailViewModel(item: item, sceneCoordinator: sceneCoordinator)",
    ///   "return TodoDetailViewController(viewModel: viewModel)"]`
    var constructionLines: [String]
}

extension SceneCoordinatorModel {
    /// The scene coordinator of a project whose `models` navigate with it, nil when none does: its cases are the
    /// screens among `models`, and it reads the shared services from the app's `container`, when there is one.
    init?(models: [SceneModel], container: ServiceContainerModel?) {
        self.init(scenes: SupportFileInputs(models), container: container)
    }

    /// The scene coordinator of the scenes `inputs` gathered, as `init?(models:container:)` makes it from their models.
    init?(scenes inputs: SupportFileInputs, container: ServiceContainerModel?) {
        let scenes = inputs.sceneCases.sorted { $0.name < $1.name }
        guard !scenes.isEmpty else { return nil }
        let libraryNames = inputs.libraryNames ?? LibraryNames()
        let appImports = inputs.viewModelImports.union(["UIKit"])
        self.init(
            sceneEnum: SceneNames.sceneEnum, transition: SceneNames.sceneTransition,
            protocolName: SceneNames.sceneCoordinatorProtocol, name: SceneNames.sceneCoordinator,
            mock: SceneNames.sceneCoordinatorMock, property: SceneNames.sceneCoordinatorProperty, scenes: scenes,
            dependenciesType: container.map { _ in ServiceNames.containerProtocol },
            imports: appImports.sorted(), mockImports: ["RxSwift"],
            testableImport: inputs.firstTests?.testableImport, libraryNames: libraryNames)
    }
}
