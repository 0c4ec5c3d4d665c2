// Created by scaffold from Specs/SavedSearches.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxRelay
import RxSwift

/// The searches the user saved.
final class SavedSearchesViewModel: ViewModel {
    var inputs: any SavedSearchesViewModelInputsType { self }
    var outputs: any SavedSearchesViewModelOutputsType { self }

    // MARK: - Inputs

    let appear = PublishRelay<Void>()
    /// The product the user tapped.
    let selectProduct = PublishRelay<Int>()
    let tapAccount = PublishRelay<Void>()

    // MARK: - Outputs

    let titles: Driver<[String]>

    // MARK: - Dependencies

    private weak var navigator: (any SavedSearchesNavigatorType)?
    private let cartService: any CartServiceType

    /// Keeps the subscriptions that lead inputs to the navigator alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Init

    init(navigator: any SavedSearchesNavigatorType, cartService: any CartServiceType) {
        self.navigator = navigator
        self.cartService = cartService

        // TODO: derive every output from the inputs; all bindings live here.
        self.titles = .empty()

        super.init(cart: cartService)

        // `selectProduct` opens Product (a route of the spec).
        selectProduct
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] value in self?.navigator?.selectProduct(value) ?? .empty() }
            .subscribe()
            .disposed(by: disposeBag)

        // `tapAccount` opens Account (a route of the spec).
        tapAccount
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] _ in self?.navigator?.tapAccount() ?? .empty() }
            .subscribe()
            .disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension SavedSearchesViewModel:
    SavedSearchesViewModelType,
    SavedSearchesViewModelInputsType,
    SavedSearchesViewModelOutputsType
{}
