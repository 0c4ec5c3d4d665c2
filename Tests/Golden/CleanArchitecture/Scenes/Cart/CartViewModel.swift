// Created by scaffold from Specs/Cart.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift

/// What the user is about to buy.
final class CartViewModel: ViewModel {
    var inputs: any CartViewModelInputsType { self }
    var outputs: any CartViewModelOutputsType { self }

    // MARK: - Inputs

    let remove = PublishSubject<Int>()
    /// The product of the row the user tapped.
    let selectProduct = PublishSubject<Int>()

    // MARK: - Outputs

    let itemCount: Driver<Int>
    let didFinish: Driver<Void>

    // MARK: - Dependencies

    private let cartService: any CartServiceType

    // MARK: - Init

    init(cartService: any CartServiceType) {
        self.cartService = cartService

        // TODO: derive every output from the inputs; all bindings live here.
        self.itemCount = .empty()
        self.didFinish = .empty()

        super.init(cart: cartService)
    }
}

// MARK: - Conformances

extension CartViewModel:
    CartViewModelType,
    CartViewModelInputsType,
    CartViewModelOutputsType
{}
