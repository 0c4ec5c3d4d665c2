// Created by scaffold from Specs/Starred.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import UIKit

/// Builds the Starred scene and leads the steps of its view model to the scenes they show.
@MainActor
final class StarredFlow {
    /// The scene's view model: the stepper whose steps this flow follows.
    let viewModel: StarredViewModel
    /// The scene's screen, the flow's root, from which it shows the scenes its steps lead to.
    let viewController: StarredViewController

    init() {
        let viewModel = StarredViewModel()
        self.viewModel = viewModel
        viewController = StarredViewController(viewModel: viewModel)
    }
}

// MARK: - Flow

extension StarredFlow: @MainActor Flow {
    var root: Presentable { viewController }

    func navigate(to step: Step) -> FlowContributors {
        switch step {
        case AppStep.signIn:
            let nextFlow = SignInFlow()
            let navigationController = UINavigationController(rootViewController: nextFlow.viewController)
            viewController.present(navigationController, animated: true)
            return .one(
                flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))
        case AppStep.onboarding:
            let nextFlow = OnboardingFlow()
            let navigationController = UINavigationController(rootViewController: nextFlow.viewController)
            viewController.present(navigationController, animated: true)
            return .one(
                flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))
        case AppStep.signInFinished:
            viewController.dismiss(animated: true)
            // TODO: react to how SignIn finished: `case AppStep.signInFinished(let result)` reads it.
            return .none
        case AppStep.onboardingIsComplete, AppStep.onboardingIsSkipped:
            viewController.dismiss(animated: true)
            // TODO: react to how Onboarding finished; match each step in a case of its own to tell them apart.
            return .none
        default:
            return .none
        }
    }
}
