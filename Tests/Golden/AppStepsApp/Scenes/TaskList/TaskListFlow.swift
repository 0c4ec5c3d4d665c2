// Created by scaffold from Specs/TaskList.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import UIKit

/// Builds the TaskList scene and leads the steps of its view model to the scenes they show.
@MainActor
final class TaskListFlow {
    /// The scene's view model: the stepper whose steps this flow follows.
    let viewModel: TaskListViewModel
    /// The scene's screen, the flow's root, from which it shows the scenes its steps lead to.
    let viewController: TaskListViewController

    init() {
        let viewModel = TaskListViewModel()
        self.viewModel = viewModel
        viewController = TaskListViewController(viewModel: viewModel)
    }
}

// MARK: - Flow

extension TaskListFlow: @MainActor Flow {
    var root: Presentable { viewController }

    func navigate(to step: Step) -> FlowContributors {
        switch step {
        case AppStep.taskIsPicked(let value):
            let nextFlow = TaskDetailFlow(id: value)
            let navigationController = UINavigationController(rootViewController: nextFlow.viewController)
            viewController.present(navigationController, animated: true)
            return .one(
                flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))
        case AppStep.onboardingIsRequired:
            let nextFlow = OnboardingFlow()
            let navigationController = UINavigationController(rootViewController: nextFlow.viewController)
            viewController.present(navigationController, animated: true)
            return .one(
                flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))
        case AppStep.settings:
            let nextFlow = SettingsFlow()
            viewController.show(nextFlow.viewController, sender: nil)
            return .one(
                flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))
        case AppStep.dueDateIsPicked(let day, let month):
            let nextFlow = DueDateFlow(day: day, month: month)
            let navigationController = UINavigationController(rootViewController: nextFlow.viewController)
            viewController.present(navigationController, animated: true)
            return .one(
                flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))
        case AppStep.taskIsDone, AppStep.taskDetailIsDismissed:
            viewController.dismiss(animated: true)
            // TODO: react to how TaskDetail finished; match each step in a case of its own to tell them apart.
            // `case AppStep.taskIsDone(let value)` reads its value.
            return .none
        case AppStep.onboardingIsCompleted, AppStep.onboardingIsSkipped:
            viewController.dismiss(animated: true)
            // TODO: react to how Onboarding finished; match each step in a case of its own to tell them apart.
            return .none
        case AppStep.dueDateFinished:
            viewController.dismiss(animated: true)
            // TODO: react to how DueDate finished: `case AppStep.dueDateFinished(let result)` reads it.
            return .none
        default:
            return .none
        }
    }
}
