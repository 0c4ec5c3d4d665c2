/// The names `navigation: sceneCoordinator` generates once per project, the RxSwift book's names for them.
extension SceneNames {
    /// The property of a view model that holds the app's scene coordinator.
    public static let sceneCoordinatorProperty = "sceneCoordinator"

    /// The view model's dispose bag that keeps its subscriptions to routes and results, when nothing else names it.
    public static let sceneCoordinatorDisposeBag = "disposeBag"

    /// The class that shows scenes on the app's window.
    public static let sceneCoordinator = "SceneCoordinator"

    /// The protocol view models call, which the scene coordinator and its mock conform to.
    public static let sceneCoordinatorProtocol = "SceneCoordinatorType"

    /// The enum of every scene, with what each needs.
    public static let sceneEnum = "Scene"

    /// The enum of the ways a scene appears.
    public static let sceneTransition = "SceneTransition"

    /// The mock of the scene coordinator in the tests.
    public static let sceneCoordinatorMock = "SceneCoordinatorMock"

    /// The file in the output's `Support` folder that declares the scene coordinator, its enums and protocol.
    public static let sceneCoordinatorFile = NamingTableBuilder.generatedFile(named: sceneCoordinator)

    /// The file in the tests' `Support` folder that declares the scene coordinator's mock.
    public static let sceneCoordinatorMockFile = NamingTableBuilder.generatedFile(named: sceneCoordinatorMock)
}
