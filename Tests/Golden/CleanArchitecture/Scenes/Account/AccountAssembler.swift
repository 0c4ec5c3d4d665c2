// Created by scaffold from Specs/Account.yml. Yours to edit: scaffold only merges spec changes into it.

import UIKit

/// Builds the Account scene with what it needs, for AccountNavigator to show.
@MainActor
struct AccountAssembler {
    let dependencies: any AccountDependencies

    func makeViewModel() -> AccountViewModel {
        AccountViewModel(cartService: dependencies.cartService)
    }

    func makeViewController(viewModel: any AccountViewModelType) -> AccountViewController {
        AccountViewController(viewModel: viewModel)
    }
}
