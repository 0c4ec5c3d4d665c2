// Created by scaffold from Specs/ProductSearch.yml. Yours to edit: scaffold only merges spec changes into it.

import UIKit

/// Builds the ProductSearch scene with what it needs, for ProductSearchNavigator to show.
@MainActor
struct ProductSearchAssembler {
    let initialQuery: String
    let dependencies: any ProductSearchDependencies

    func makeViewController(navigator: any ProductSearchNavigatorType) -> ProductSearchViewController {
        let viewModel = ProductSearchViewModel(
            initialQuery: initialQuery,
            navigator: navigator,
            prices: dependencies.prices,
            cartService: dependencies.cartService
        )
        return ProductSearchViewController(viewModel: viewModel)
    }
}
