// Created by scaffold from Specs/CompanyDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import UIKit

/// Builds the CompanyDetail scene and leads the steps of its view model to the scenes they show.
@MainActor
public final class CompanyDetailFlow {
    /// The scene's view model: the stepper whose steps this flow follows.
    public let viewModel: CompanyDetailViewModel
    /// The scene's screen, the flow's root, from which it shows the scenes its steps lead to.
    public let viewController: CompanyDetailViewController
    private let dependencies: any CompanyDetailDependencies

    public init(companyID: Int?, recruitmentID: Int?, dependencies: any CompanyDetailDependencies) {
        self.dependencies = dependencies
        let viewModel = CompanyDetailViewModel(
            fetchCompanyInfoDetailUseCase: dependencies.fetchCompanyInfoDetailUseCase,
            fetchReviewListUseCase: dependencies.fetchReviewListUseCase
        )
        viewModel.companyID = companyID
        viewModel.recruitmentID = recruitmentID
        self.viewModel = viewModel
        viewController = CompanyDetailViewController(viewModel: viewModel)
    }
}

// MARK: - Flow

extension CompanyDetailFlow: @MainActor Flow {
    public var root: Presentable { viewController }

    public func navigate(to step: Step) -> FlowContributors {
        switch step {
        case CompanyDetailStep.recruitmentDetailIsRequired(let id):
            let nextFlow = RecruitmentDetailFlow(id: id, dependencies: dependencies)
            viewController.show(nextFlow.viewController, sender: nil)
            return .one(
                flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))
        case CompanyDetailStep.popIsRequired:
            return .end(forwardToParentFlowWithStep: step)
        default:
            return .none
        }
    }
}
