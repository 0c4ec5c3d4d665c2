// Created by scaffold from Specs/RecruitmentDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import UIKit

/// Builds the RecruitmentDetail scene and leads the steps of its view model to the scenes they show.
@MainActor
public final class RecruitmentDetailFlow {
    /// The scene's view model: the stepper whose steps this flow follows.
    public let viewModel: RecruitmentDetailViewModel
    /// The scene's screen, the flow's root, from which it shows the scenes its steps lead to.
    public let viewController: RecruitmentDetailViewController
    private let dependencies: any RecruitmentDetailDependencies

    public init(id: Int, dependencies: any RecruitmentDetailDependencies) {
        self.dependencies = dependencies
        let viewModel = RecruitmentDetailViewModel(id: id)
        self.viewModel = viewModel
        viewController = RecruitmentDetailViewController(viewModel: viewModel)
    }
}

// MARK: - Flow

extension RecruitmentDetailFlow: @MainActor Flow {
    public var root: Presentable { viewController }

    public func navigate(to step: Step) -> FlowContributors {
        switch step {
        case RecruitmentDetailStep.companyDetailIsRequired(let companyID, let recruitmentID):
            let nextFlow = CompanyDetailFlow(
                companyID: companyID,
                recruitmentID: recruitmentID,
                dependencies: dependencies
            )
            let navigationController = UINavigationController(rootViewController: nextFlow.viewController)
            viewController.present(navigationController, animated: true)
            return .one(
                flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))
        case RecruitmentDetailStep.applyIsRequired(let id, let name):
            let nextFlow = ApplyFlow(id: id, name: name)
            let navigationController = UINavigationController(rootViewController: nextFlow.viewController)
            viewController.present(navigationController, animated: true)
            return .one(
                flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))
        case CompanyDetailStep.popIsRequired:
            viewController.dismiss(animated: true)
            // TODO: react to how CompanyDetail finished.
            return .none
        case ApplyStep.popToRecruitmentDetail:
            viewController.dismiss(animated: true)
            // TODO: react to how Apply finished.
            return .none
        default:
            return .none
        }
    }
}
