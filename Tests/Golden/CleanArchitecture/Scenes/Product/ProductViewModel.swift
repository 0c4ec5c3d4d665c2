// Created by scaffold from Specs/Product.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift

/// Shows one product and lets the user put it in the cart.
final class ProductViewModel: ViewModel, ViewModelType {
    // MARK: - Arguments

    /// The product this page shows.
    private let productID: Int

    // MARK: - Dependencies

    private weak var navigator: (any ProductNavigatorType)?
    private let cartService: any CartServiceType
    private let prices: any PricesUseCase
    private let productUseCase: any ProductUseCaseType

    // MARK: - Init

    init(
        productID: Int,
        navigator: any ProductNavigatorType,
        cartService: any CartServiceType,
        prices: any PricesUseCase,
        productUseCase: any ProductUseCaseType = ProductUseCase()
    ) {
        self.productID = productID
        self.navigator = navigator
        self.cartService = cartService
        self.prices = prices
        self.productUseCase = productUseCase
        super.init(cart: cartService)
    }

    // MARK: - Transform

    func transform(input: Input) -> Output {
        // TODO: derive every output from the input and productUseCase; all bindings live here.
        // TODO: call navigator?.finishAdded(value) when `didAdd` emits.
        // TODO: call navigator?.finishClosed() when `didClose` emits.
        return Output(
            name: .empty(),
            price: .empty(),
            didAdd: .empty(),
            didClose: .empty()
        )
    }
}
