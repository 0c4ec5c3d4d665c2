// Created by scaffold from Specs/OrderHistory.yml. Yours to edit: scaffold only merges spec changes into it.

import UIKit

/// Builds the OrderHistory scene with what it needs, for OrderHistoryNavigator to show.
@MainActor
struct OrderHistoryAssembler {
    let dependencies: any OrderHistoryDependencies

    func makeViewModel() -> OrderHistoryViewModel {
        OrderHistoryViewModel(cartService: dependencies.cartService)
    }

    func makeViewController(viewModel: any OrderHistoryViewModelType) -> OrderHistoryViewController {
        OrderHistoryViewController(viewModel: viewModel)
    }
}
