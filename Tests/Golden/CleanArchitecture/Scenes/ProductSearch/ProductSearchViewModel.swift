// Created by scaffold from Specs/ProductSearch.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import RxCocoa
import RxRelay
import RxSwift

/// Finds products whose name matches what the user types.
final class ProductSearchViewModel: ViewModel, InputOutputViewModelType {
    let input: Input
    let output: Output

    // MARK: - Arguments

    /// What the search starts with.
    private let initialQuery: String

    // MARK: - Relays

    /// How many results a page shows; read by value.
    let pageSize = BehaviorRelay<Int>(value: 20)

    // MARK: - Dependencies

    private weak var navigator: (any ProductSearchNavigatorType)?
    private let prices: any PricesUseCase
    private let cartService: any CartServiceType
    private let productSearchUseCase: any ProductSearchUseCaseType

    // MARK: - Tracking

    private let activityTracker = ActivityTracker()

    /// Keeps the view model's bindings into its relays, and the subscriptions that lead inputs to the navigator, alive as long as it lives.
    private let disposeBag = DisposeBag()

    // MARK: - Init

    init(
        initialQuery: String,
        navigator: any ProductSearchNavigatorType,
        prices: any PricesUseCase,
        cartService: any CartServiceType,
        productSearchUseCase: any ProductSearchUseCaseType = ProductSearchUseCase()
    ) {
        self.initialQuery = initialQuery
        self.navigator = navigator
        self.prices = prices
        self.cartService = cartService
        self.productSearchUseCase = productSearchUseCase

        let query = PublishRelay<String>()
        let refresh = PublishRelay<Void>()
        let sortOrder = PublishSubject<Int>()
        let showCart = PublishRelay<Void>()
        let resultCount = BehaviorRelay<Int>(value: 0)
        // TODO: derive every output from the inputs above and productSearchUseCase; all bindings live here.
        // Bindings that read `self` (its dispose bag) go after `self.output` is set.
        // TODO: `openProduct`: call navigator?.openProduct(value) to open Product, for example in `flatMapFirst`, so a double tap opens one.
        // TODO: call navigator?.finishClosed() when `didClose` emits.
        // TODO: do the work of `clearHistory`.
        // TODO: bind what `resultCount` holds into it: `.bind(to: resultCount).disposed(by: disposeBag)`.
        // TODO: send each request and each action's work through the tracker:
        // `.trackActivity(activityTracker)` makes `searching` true while it runs.
        self.input = Input(
            query: query,
            refresh: refresh,
            sortOrder: sortOrder,
            showCart: showCart
        )
        self.output = Output(
            results: .empty(),
            searching: activityTracker.asDriver(onErrorDriveWith: .empty()),
            resultCount: resultCount,
            errorMessage: .empty(),
            openProduct: .empty(),
            didClose: .empty(),
            clearHistory: Action { _ in .empty() }
        )
        super.init(cart: cartService)

        // `showCart` opens Cart (a route of the spec).
        showCart.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] _ in self?.navigator?.showCart() ?? .empty() }
            .subscribe()
            .disposed(by: disposeBag)
    }

    // MARK: - Properties

    /// The hint the empty search field shows.
    var placeholder: String {
        // TODO: compute `placeholder`.
        ""
    }
}
