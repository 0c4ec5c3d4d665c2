// Created by scaffold from Specs/Orders.yml. Yours to edit: scaffold only merges spec changes into it.

import UIKit

/// Builds the Orders scene with what it needs, for OrdersNavigator to show.
@MainActor
struct OrdersAssembler {
    let customerID: Int
    let dependencies: any OrdersDependencies

    func makeViewController(navigator: any OrdersNavigatorType) -> OrdersViewController {
        let viewModel = OrdersViewModel(customerID: customerID, navigator: navigator, prices: dependencies.prices)
        return OrdersViewController(viewModel: viewModel)
    }
}
