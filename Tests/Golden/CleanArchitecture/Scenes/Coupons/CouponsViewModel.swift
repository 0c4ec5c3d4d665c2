// Created by scaffold from Specs/Coupons.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxRelay
import RxSwift

/// The coupons the user can redeem.
final class CouponsViewModel: ViewModel, ViewModelType {
    // MARK: - Dependencies

    private weak var navigator: (any CouponsNavigatorType)?
    private let prices: any PricesUseCase
    private let cartService: any CartServiceType

    /// Keeps the subscriptions that lead inputs to the navigator alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Init

    init(navigator: any CouponsNavigatorType, prices: any PricesUseCase, cartService: any CartServiceType) {
        self.navigator = navigator
        self.prices = prices
        self.cartService = cartService
        super.init(cart: cartService)
    }

    // MARK: - Transform

    func transform(input: Input) -> Output {
        // TODO: derive every output from the input; all bindings live here.
        // `pick` opens Product (a route of the spec).
        input.pick.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] value in self?.navigator?.pick(value) ?? .empty() }
            .subscribe()
            .disposed(by: disposeBag)

        return Output(
            titles: .empty()
        )
    }
}
