// Created by scaffold from Specs/Settings.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import UIKit

/// Builds the Settings scene and leads the steps of its view model to the scenes they show.
@MainActor
final class SettingsFlow {
    /// The scene's view model: the stepper whose steps this flow follows.
    let viewModel: SettingsViewModel
    /// The scene's screen, the flow's root, from which it shows the scenes its steps lead to.
    let viewController: SettingsViewController

    init() {
        let viewModel = SettingsViewModel()
        self.viewModel = viewModel
        viewController = SettingsViewController(viewModel: viewModel)
    }
}

// MARK: - Flow

extension SettingsFlow: @MainActor Flow {
    var root: Presentable { viewController }

    func navigate(to step: Step) -> FlowContributors {
        switch step {
        case AppStep.onboardingIsRequired:
            let nextFlow = OnboardingFlow()
            let navigationController = UINavigationController(rootViewController: nextFlow.viewController)
            viewController.present(navigationController, animated: true)
            return .one(
                flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))
        case AppStep.onboardingIsCompleted, AppStep.onboardingIsSkipped:
            viewController.dismiss(animated: true)
            // TODO: react to how Onboarding finished; match each step in a case of its own to tell them apart.
            return .none
        default:
            return .none
        }
    }
}
