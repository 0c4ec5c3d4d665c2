// Created by scaffold from Specs/Apply.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import UIKit

/// Builds the Apply scene and leads the steps of its view model to the scenes they show.
@MainActor
public final class ApplyFlow {
    /// The scene's view model: the stepper whose steps this flow follows.
    public let viewModel: ApplyViewModel
    /// The scene's screen, the flow's root, from which it shows the scenes its steps lead to.
    public let viewController: ApplyViewController

    public init(id: Int, name: String) {
        let viewModel = ApplyViewModel(id: id, name: name)
        self.viewModel = viewModel
        viewController = ApplyViewController(viewModel: viewModel)
    }
}

// MARK: - Flow

extension ApplyFlow: @MainActor Flow {
    public var root: Presentable { viewController }

    public func navigate(to step: Step) -> FlowContributors {
        switch step {
        case ApplyStep.popToRecruitmentDetail:
            return .end(forwardToParentFlowWithStep: step)
        default:
            return .none
        }
    }
}
