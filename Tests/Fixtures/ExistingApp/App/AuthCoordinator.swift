import UIKit

/// The app's coordinator of its sign-in flow, older than scaffold, as many apps have one: a class of its own, with no
/// base class, that shows each screen of the flow and hands itself to their view models, which call its methods.
/// The SignIn and PasswordReset specs name it (`coordinator: {type: AuthCoordinator}`): scaffold writes no
/// coordinator for them, and each contract makes this class conform to the protocol of the methods its view model
/// calls.
@MainActor
final class AuthCoordinator {
    private let navigationController: UINavigationController
    private let repository: any CatalogRepository

    init(navigationController: UINavigationController, repository: any CatalogRepository) {
        self.navigationController = navigationController
        self.repository = repository
    }

    func start() {
        let viewModel = SignInViewModel(coordinator: self, catalogRepository: repository)
        navigationController.setViewControllers([SignInViewController(viewModel: viewModel)], animated: false)
    }

    func showPasswordReset(email: String) {
        let viewModel = PasswordResetViewModel(email: email, coordinator: self, catalogRepository: repository)
        navigationController.pushViewController(PasswordResetViewController(viewModel: viewModel), animated: true)
    }

    func showHelp() {
        navigationController.present(UIViewController(), animated: true)
    }

    func showTerms() {
        navigationController.present(UIViewController(), animated: true)
    }

    func finishSignIn() {
        navigationController.setViewControllers([], animated: true)
    }

    func close() {
        _ = navigationController.popViewController(animated: true)
    }
}
