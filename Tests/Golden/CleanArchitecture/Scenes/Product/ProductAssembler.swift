// Created by scaffold from Specs/Product.yml. Yours to edit: scaffold only merges spec changes into it.

import UIKit

/// Builds the Product scene with what it needs, for ProductNavigator to show.
@MainActor
struct ProductAssembler {
    let productID: Int
    let dependencies: any ProductDependencies

    func makeViewController(navigator: any ProductNavigatorType) -> ProductViewController {
        let viewModel = ProductViewModel(
            productID: productID,
            navigator: navigator,
            cartService: dependencies.cartService,
            prices: dependencies.prices
        )
        return ProductViewController(viewModel: viewModel)
    }
}
