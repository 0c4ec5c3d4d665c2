// An app that asks for a sign-in before anything else: the sign-in scene is the only screen of the window's
// navigation controller, and signing in puts the repository list in its place; a sign-out puts the sign-in back.
// Each swap starts the next scene with `.root`, which replaces the stack, and the scene it replaced ends and is
// released. Type-checked with the golden files and run by the navigation flows (Tests/Flows/Bundled).
import RxSwift
import UIKit

/// The app's one long flow: it shows the sign-in scene or the repositories, each as the root of the stack, and
/// never ends. The scene delegate keeps it, as it would keep a first scene's coordinator.
@MainActor
final class AppCoordinator: BaseCoordinator<Void> {
    private let navigationController: UINavigationController
    private let dependencies: AppDependencies

    init(navigationController: UINavigationController, dependencies: AppDependencies) {
        self.navigationController = navigationController
        self.dependencies = dependencies
    }

    override func start() -> Observable<Void> {
        showSignIn()
        return .never()
    }

    /// Puts the sign-in scene in place of whatever the stack shows: at launch, and when the session ends (a
    /// sign-out, an expired token).
    func showSignIn() {
        let signIn = LoginCoordinator(
            rootViewController: navigationController, presentation: .root, dependencies: dependencies)
        coordinate(to: signIn)
            .subscribe(onNext: { [weak self] result in
                // The app has nothing to show without a user: a sign-in that ends otherwise starts again.
                if case .loggedIn = result { self?.showRepositories() } else { self?.showSignIn() }
            })
            .disposed(by: disposeBag)
    }

    private func showRepositories() {
        coordinate(
            to: RepositoryListCoordinator(
                rootViewController: navigationController, presentation: .root, dependencies: dependencies))
    }
}
