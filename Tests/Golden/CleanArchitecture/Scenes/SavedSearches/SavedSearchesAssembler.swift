// Created by scaffold from Specs/SavedSearches.yml. Yours to edit: scaffold only merges spec changes into it.

import UIKit

/// Builds the SavedSearches scene with what it needs, for SavedSearchesNavigator to show.
@MainActor
struct SavedSearchesAssembler {
    let dependencies: any SavedSearchesDependencies

    func makeViewController(navigator: any SavedSearchesNavigatorType) -> SavedSearchesViewController {
        let viewModel = SavedSearchesViewModel(navigator: navigator, cartService: dependencies.cartService)
        return SavedSearchesViewController(viewModel: viewModel)
    }
}
