// Created by scaffold from Specs/DueDate.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import UIKit

/// Builds the DueDate scene and leads the steps of its view model to the scenes they show.
@MainActor
final class DueDateFlow {
    /// The scene's view model: the stepper whose steps this flow follows.
    let viewModel: DueDateViewModel
    /// The scene's screen, the flow's root, from which it shows the scenes its steps lead to.
    let viewController: DueDateViewController

    init(day: Int, month: Int) {
        let viewModel = DueDateViewModel(day: day, month: month)
        self.viewModel = viewModel
        viewController = DueDateViewController(viewModel: viewModel)
    }
}

// MARK: - Flow

extension DueDateFlow: @MainActor Flow {
    var root: Presentable { viewController }

    func navigate(to step: Step) -> FlowContributors {
        switch step {
        case AppStep.dueDateFinished:
            return .end(forwardToParentFlowWithStep: step)
        default:
            return .none
        }
    }
}
