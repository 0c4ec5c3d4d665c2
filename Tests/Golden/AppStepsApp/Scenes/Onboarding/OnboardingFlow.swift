// Created by scaffold from Specs/Onboarding.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import UIKit

/// Builds the Onboarding scene and leads the steps of its view model to the scenes they show.
@MainActor
final class OnboardingFlow {
    /// The scene's view model: the stepper whose steps this flow follows.
    let viewModel: OnboardingViewModel
    /// The scene's screen, the flow's root, from which it shows the scenes its steps lead to.
    let viewController: OnboardingViewController

    init() {
        let viewModel = OnboardingViewModel()
        self.viewModel = viewModel
        viewController = OnboardingViewController(viewModel: viewModel)
    }
}

// MARK: - Flow

extension OnboardingFlow: @MainActor Flow {
    var root: Presentable { viewController }

    func navigate(to step: Step) -> FlowContributors {
        switch step {
        case AppStep.onboardingIsCompleted, AppStep.onboardingIsSkipped:
            return .end(forwardToParentFlowWithStep: step)
        default:
            return .none
        }
    }
}
