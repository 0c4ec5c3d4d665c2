// Created by scaffold from Specs/Orders.yml. Yours to edit: scaffold only merges spec changes into it.

import UIKit

/// Builds the Orders scene with what it needs, for OrdersNavigator to show.
@MainActor
struct OrdersAssembler {
    let dependencies: any OrdersDependencies

    func makeViewModel() -> OrdersViewModel {
        OrdersViewModel(cartService: dependencies.cartService)
    }

    func makeViewController(viewModel: any OrdersViewModelType) -> OrdersViewController {
        OrdersViewController(viewModel: viewModel)
    }
}
