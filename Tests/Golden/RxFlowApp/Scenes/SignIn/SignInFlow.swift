// Created by scaffold from Specs/SignIn.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import UIKit

/// Builds the SignIn scene and leads the steps of its view model to the scenes they show.
@MainActor
final class SignInFlow {
    /// The scene's view model: the stepper whose steps this flow follows.
    let viewModel: SignInViewModel
    /// The scene's screen, the flow's root, from which it shows the scenes its steps lead to.
    let viewController: SignInViewController

    init() {
        let viewModel = SignInViewModel()
        self.viewModel = viewModel
        viewController = SignInViewController(viewModel: viewModel)
    }
}

// MARK: - Flow

extension SignInFlow: @MainActor Flow {
    var root: Presentable { viewController }

    func navigate(to step: Step) -> FlowContributors {
        switch step {
        case AppStep.signInFinished:
            return .end(forwardToParentFlowWithStep: step)
        default:
            return .none
        }
    }
}
