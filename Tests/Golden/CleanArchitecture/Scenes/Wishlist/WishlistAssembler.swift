// Created by scaffold from Specs/Wishlist.yml. Yours to edit: scaffold only merges spec changes into it.

import UIKit

/// Builds the Wishlist scene with what it needs, for WishlistNavigator to show.
@MainActor
struct WishlistAssembler {
    let dependencies: any WishlistDependencies

    func makeViewController(navigator: any WishlistNavigatorType) -> WishlistViewController {
        let viewModel = WishlistViewModel(navigator: navigator, cartService: dependencies.cartService)
        return WishlistViewController(viewModel: viewModel)
    }
}
