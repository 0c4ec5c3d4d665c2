// Created by scaffold from Specs/Cart.yml. Yours to edit: scaffold only merges spec changes into it.

import UIKit

/// Builds the Cart scene with what it needs, for CartNavigator to show.
@MainActor
struct CartAssembler {
    let dependencies: any CartDependencies

    func makeViewModel() -> CartViewModel {
        CartViewModel(cartService: dependencies.cartService)
    }

    func makeViewController(viewModel: any CartViewModelType) -> CartViewController {
        CartViewController(viewModel: viewModel)
    }
}
