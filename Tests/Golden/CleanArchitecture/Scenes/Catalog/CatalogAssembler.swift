// Created by scaffold from Specs/Catalog.yml. Yours to edit: scaffold only merges spec changes into it.

import UIKit

/// Builds the Catalog scene with what it needs, for CatalogNavigator to show.
@MainActor
struct CatalogAssembler {
    let dependencies: any CatalogDependencies

    func makeViewController(navigator: any CatalogNavigatorType) -> CatalogViewController {
        let viewModel = CatalogViewModel(navigator: navigator, cartService: dependencies.cartService)
        return CatalogViewController(viewModel: viewModel)
    }
}
