// Created by scaffold from Specs/Launches.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import UIKit

/// Builds the Launches scene and leads the steps of its view model to the scenes they show.
@MainActor
public final class LaunchesFlow {
    /// The scene's view model: the stepper whose steps this flow follows.
    public let viewModel: LaunchesViewModel
    /// The scene's screen, the flow's root, from which it shows the scenes its steps lead to.
    public let viewController: LaunchesViewController
    private let dependencies: any LaunchesDependencies

    public init(dependencies: any LaunchesDependencies) {
        self.dependencies = dependencies
        let viewModel = LaunchesViewModel(dependencies: dependencies)
        self.viewModel = viewModel
        viewController = LaunchesViewController(viewModel: viewModel)
    }
}

// MARK: - Flow

extension LaunchesFlow: @MainActor Flow {
    public var root: Presentable { viewController }

    public func navigate(to step: Step) -> FlowContributors {
        switch step {
        case LaunchesStep.companyDetailIsRequired(let companyID, let recruitmentID):
            let nextFlow = CompanyDetailFlow(
                companyID: companyID,
                recruitmentID: recruitmentID,
                dependencies: dependencies
            )
            let navigationController = UINavigationController(rootViewController: nextFlow.viewController)
            viewController.present(navigationController, animated: true)
            return .one(
                flowContributor: .contribute(withNextPresentable: nextFlow, withNextStepper: nextFlow.viewModel))
        case CompanyDetailStep.popIsRequired:
            viewController.dismiss(animated: true)
            // TODO: react to how CompanyDetail finished.
            return .none
        default:
            return .none
        }
    }
}
