// Created by scaffold from Specs/RepositoryDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import UIKit

/// Builds the RepositoryDetail scene and leads the steps of its view model to the scenes they show.
@MainActor
final class RepositoryDetailFlow {
    /// The scene's view model: the stepper whose steps this flow follows.
    let viewModel: RepositoryDetailViewModel
    /// The scene's screen, the flow's root, from which it shows the scenes its steps lead to.
    let viewController: RepositoryDetailViewController

    init(repository: Repository, highlight: String?) {
        let viewModel = RepositoryDetailViewModel(repository: repository, highlight: highlight)
        self.viewModel = viewModel
        viewController = RepositoryDetailViewController(viewModel: viewModel)
    }
}

// MARK: - Flow

extension RepositoryDetailFlow: @MainActor Flow {
    var root: Presentable { viewController }

    func navigate(to step: Step) -> FlowContributors {
        switch step {
        case AppStep.signIn:
            let nextFlow = SignInFlow()
            viewController.present(nextFlow.viewController, animated: true)
            return .one(
                flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))
        case AppStep.signInFinished:
            viewController.dismiss(animated: true)
            // TODO: react to how SignIn finished: `case AppStep.signInFinished(let result)` reads it.
            return .none
        default:
            return .none
        }
    }
}
