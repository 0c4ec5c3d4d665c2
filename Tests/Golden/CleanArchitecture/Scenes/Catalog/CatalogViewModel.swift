// Created by scaffold from Specs/Catalog.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift

/// Lists the products on sale.
final class CatalogViewModel: ViewModel, ViewModelType {
    // MARK: - Dependencies

    private weak var navigator: (any CatalogNavigatorType)?
    private let cartService: any CartServiceType
    private let catalogUseCase: any CatalogUseCaseType

    /// Keeps the subscriptions that lead inputs to the navigator alive as long as the view model lives.
    private let disposeBag = DisposeBag()

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
        // `showCart` opens Cart (a route of the spec).
        input.showCart.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] _ in self?.navigator?.showCart() ?? .empty() }
            .subscribe()
            .disposed(by: disposeBag)

        // `showWishlist` opens Wishlist (a route of the spec).
        input.showWishlist.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] _ in self?.navigator?.showWishlist() ?? .empty() }
            .subscribe()
            .disposed(by: disposeBag)

        return Output(
            titles: .empty(),
            loading: .empty(),
            openProduct: .empty()
        )
    }
}
