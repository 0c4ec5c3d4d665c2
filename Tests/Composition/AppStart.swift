// How an app starts the bundled scenes: the scene delegate makes one container of shared services and hands it
// to the first coordinator, which hands it on. It keeps that coordinator, and so every scene it starts, for as
// long as the window shows it. Type-checked with the golden files, so the composition compiles, and run by the
// navigation flows (Tests/Flows), so it works.
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// The first scene's coordinator: a coordinator nobody keeps is freed, and its routes go dead with it.
    private var rootCoordinator: RepositoryListCoordinator?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        start(in: UIWindow(windowScene: windowScene))
    }

    /// Shows the first scene as the root of `window`, inside a navigation controller its routes push onto.
    func start(in window: UIWindow) {
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        let rootCoordinator = RepositoryListCoordinator(
            rootViewController: navigationController, presentation: .root, dependencies: AppDependencies())
        rootCoordinator.startAsRoot()
        self.window = window
        self.rootCoordinator = rootCoordinator
    }
}
