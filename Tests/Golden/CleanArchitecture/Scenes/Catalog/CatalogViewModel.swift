// Created by scaffold from Specs/Catalog.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift

/// Lists the products on sale.
final class CatalogViewModel: ViewModel, ViewModelType {
    // MARK: - Dependencies

    private weak var navigator: (any CatalogNavigatorType)?
    private let cartService: any CartServiceType
    private let catalogUseCase: any CatalogUseCaseType

    // MARK: - Init

    init(
        navigator: any CatalogNavigatorType,
        cartService: any CartServiceType,
        catalogUseCase: any CatalogUseCaseType = CatalogUseCase()
    ) {
        self.navigator = navigator
        self.cartService = cartService
        self.catalogUseCase = catalogUseCase
        super.init(cart: cartService)
    }

    // MARK: - Transform

    func transform(input: Input) -> Output {
        // TODO: derive every output from the input and catalogUseCase; all bindings live here.
        // TODO: `openProduct`: call navigator?.openProduct(value) to open Product, for example in `flatMapFirst`, so a double tap opens one.
        // TODO: `openCart`: call navigator?.openCart() to open Cart, for example in `flatMapFirst`, so a double tap opens one.
        return Output(
            titles: .empty(),
            loading: .empty(),
            openProduct: .empty(),
            openCart: .empty()
        )
    }
}
