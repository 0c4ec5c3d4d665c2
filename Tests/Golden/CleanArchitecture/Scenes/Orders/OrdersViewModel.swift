// Created by scaffold from Specs/Orders.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxRelay
import RxSwift

/// The orders the user has placed.
struct OrdersViewModel: ViewModelType {
    // MARK: - Arguments

    /// Whose orders the page shows.
    private let customerID: Int

    // MARK: - Dependencies

    private weak var navigator: (any OrdersNavigatorType)?
    private let prices: any PricesUseCase
    private let ordersUseCase: any OrdersUseCaseType

    /// Keeps the bindings into the output relays alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Init

    init(
        customerID: Int,
        navigator: any OrdersNavigatorType,
        prices: any PricesUseCase,
        ordersUseCase: any OrdersUseCaseType = OrdersUseCase()
    ) {
        self.customerID = customerID
        self.navigator = navigator
        self.prices = prices
        self.ordersUseCase = ordersUseCase
    }

    // MARK: - Transform

    func transform(input: Input) -> Output {
        let isLoading = BehaviorRelay<Bool>(value: false)
        // TODO: derive every output from the input and ordersUseCase; all bindings live here.
        // TODO: `openProduct`: call navigator?.openProduct(value) to open Product, for example in `flatMapFirst`, so a double tap opens one.
        // TODO: bind what `isLoading` holds into it: `.bind(to: isLoading).disposed(by: disposeBag)`.
        return Output(
            titles: .empty(),
            isLoading: isLoading,
            openProduct: .empty()
        )
    }
}
