// Created by scaffold from Specs/Coupons.yml. Yours to edit: scaffold only merges spec changes into it.

import UIKit

/// Builds the Coupons scene with what it needs, for CouponsNavigator to show.
@MainActor
struct CouponsAssembler {
    let dependencies: any CouponsDependencies

    func makeViewController(navigator: any CouponsNavigatorType) -> CouponsViewController {
        let viewModel = CouponsViewModel(
            navigator: navigator,
            prices: dependencies.prices,
            cartService: dependencies.cartService
        )
        return CouponsViewController(viewModel: viewModel)
    }
}
