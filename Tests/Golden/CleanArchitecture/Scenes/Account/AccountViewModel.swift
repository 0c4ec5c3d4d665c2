// Created by scaffold from Specs/Account.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift

/// The user's account, from which past orders can be bought again.
final class AccountViewModel: ViewModel {
    var inputs: any AccountViewModelInputsType { self }
    var outputs: any AccountViewModelOutputsType { self }

    // MARK: - Inputs

    private let tapOrdersSubject = PublishSubject<Void>()
    /// Each `tapOrders`, which the navigator leads to OrderHistory.
    var tapOrdersEvents: Observable<Void> { tapOrdersSubject.asObservable() }
    private let reorderSubject = PublishSubject<Int>()
    /// Each `reorder`, which the navigator leads to Product.
    var reorderEvents: Observable<Int> { reorderSubject.asObservable() }

    // MARK: - Outputs

    let name: Driver<String>

    // MARK: - Dependencies

    private let cartService: any CartServiceType

    // MARK: - Init

    init(cartService: any CartServiceType) {
        self.cartService = cartService

        // TODO: derive every output from the inputs; all bindings live here.
        self.name = .empty()

        super.init(cart: cartService)
    }

    // MARK: - Input methods

    func tapOrders() {
        tapOrdersSubject.onNext(())
    }

    /// Buys a past order's product again.
    func reorder(productID: Int) {
        reorderSubject.onNext(productID)
    }
}

// MARK: - Conformances

extension AccountViewModel:
    AccountViewModelType,
    AccountViewModelInputsType,
    AccountViewModelOutputsType
{}
