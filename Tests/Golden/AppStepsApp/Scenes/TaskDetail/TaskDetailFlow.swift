// Created by scaffold from Specs/TaskDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import UIKit

/// Builds the TaskDetail scene and leads the steps of its view model to the scenes they show.
@MainActor
final class TaskDetailFlow {
    /// The scene's view model: the stepper whose steps this flow follows.
    let viewModel: TaskDetailViewModel
    /// The scene's screen, the flow's root, from which it shows the scenes its steps lead to.
    let viewController: TaskDetailViewController

    init(id: Int) {
        let viewModel = TaskDetailViewModel(id: id)
        self.viewModel = viewModel
        viewController = TaskDetailViewController(viewModel: viewModel)
    }
}

// MARK: - Flow

extension TaskDetailFlow: @MainActor Flow {
    var root: Presentable { viewController }

    func navigate(to step: Step) -> FlowContributors {
        switch step {
        case AppStep.taskIsDone, AppStep.taskDetailIsDismissed:
            return .end(forwardToParentFlowWithStep: step)
        default:
            return .none
        }
    }
}
