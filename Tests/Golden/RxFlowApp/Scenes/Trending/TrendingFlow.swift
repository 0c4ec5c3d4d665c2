// Created by scaffold from Specs/Trending.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import UIKit

/// Builds the Trending scene and leads the steps of its view model to the scenes they show.
@MainActor
final class TrendingFlow {
    /// The scene's view model: the stepper whose steps this flow follows.
    let viewModel: TrendingViewModel
    /// The scene's screen, the flow's root, from which it shows the scenes its steps lead to.
    let viewController: TrendingViewController

    init() {
        let viewModel = TrendingViewModel()
        self.viewModel = viewModel
        viewController = TrendingViewController(viewModel: viewModel)
    }
}

// MARK: - Flow

extension TrendingFlow: @MainActor Flow {
    var root: Presentable { viewController }

    func navigate(to step: Step) -> FlowContributors {
        switch step {
        case AppStep.signIn:
            let nextFlow = SignInFlow()
            let navigationController = UINavigationController(rootViewController: nextFlow.viewController)
            viewController.present(navigationController, animated: true)
            return .one(
                flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))
        case AppStep.repositoryDetail(let repository, let highlight):
            let nextFlow = RepositoryDetailFlow(repository: repository, highlight: highlight)
            viewController.show(nextFlow.viewController, sender: nil)
            return .one(
                flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))
        case AppStep.signInFinished:
            viewController.dismiss(animated: true)
            // TODO: react to how SignIn finished: `case AppStep.signInFinished(let result)` reads it.
            return .none
        case AppStep.trendingFinished:
            return .end(forwardToParentFlowWithStep: step)
        default:
            return .none
        }
    }
}
