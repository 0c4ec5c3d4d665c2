// Created by scaffold from Specs/Wishlist.yml. Yours to edit: scaffold only merges spec changes into it.

import Foundation
import RxCocoa
import RxSwift

/// Products the user saved for later.
final class WishlistViewModel: ViewModel {
    var inputs: any WishlistViewModelInputsType { self }
    var outputs: any WishlistViewModelOutputsType { self }

    // MARK: - Inputs

    /// The product the user tapped.
    let selectProduct = PublishSubject<Int>()
    let tapAccount = PublishSubject<Void>()
    let tapShare = PublishSubject<Void>()
    /// Two products the user picked to see side by side.
    let compare = PublishSubject<(first: Int, second: Int)>()

    // MARK: - Outputs

    let titles: Driver<[String]>
    /// The settings page where the user lets the app notify price drops.
    let notificationSettings: Driver<URL>

    // MARK: - Dependencies

    private weak var navigator: (any WishlistNavigatorType)?
    private let cartService: any CartServiceType

    /// Keeps the subscriptions that lead inputs to the navigator alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Init

    init(navigator: any WishlistNavigatorType, cartService: any CartServiceType) {
        self.navigator = navigator
        self.cartService = cartService

        // TODO: derive every output from the inputs; all bindings live here.
        self.titles = .empty()
        self.notificationSettings = .empty()
        // TODO: call navigator?.openSettings(url: value) to open the system; it completes when the route may run again.

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

        // `tapShare` is handled by `shareWishlist` (a route of the spec).
        tapShare
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] _ in self?.navigator?.tapShare() ?? .empty() }
            .subscribe()
            .disposed(by: disposeBag)

        // `compare` is handled by `compareProducts` (a route of the spec).
        compare
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] value in self?.navigator?.compare(value.first, with: value.second) ?? .empty() }
            .subscribe()
            .disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension WishlistViewModel:
    WishlistViewModelType,
    WishlistViewModelInputsType,
    WishlistViewModelOutputsType
{}
