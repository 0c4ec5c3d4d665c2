// Created by scaffold from Specs/OrderHistory.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift

/// The products the user ordered before.
final class OrderHistoryViewModel: ViewModel {
    var inputs: any OrderHistoryViewModelInputsType { self }
    var outputs: any OrderHistoryViewModelOutputsType { self }

    // MARK: - Inputs

    /// The product of the order the user tapped.
    let selectOrder: AnyObserver<Int>
    /// Each `selectOrder`, which the navigator leads to Product.
    let selectOrderEvents: Observable<Int>
    let tapCart: AnyObserver<Void>
    /// Each `tapCart`, which the navigator leads to Cart.
    let tapCartEvents: Observable<Void>

    // MARK: - Outputs

    let orders: Driver<[String]>

    // MARK: - Dependencies

    private let cartService: any CartServiceType

    // MARK: - Init

    init(cartService: any CartServiceType) {
        self.cartService = cartService

        let selectOrderSubject = PublishSubject<Int>()
        self.selectOrder = selectOrderSubject.asObserver()
        self.selectOrderEvents = selectOrderSubject.asObservable()
        let tapCartSubject = PublishSubject<Void>()
        self.tapCart = tapCartSubject.asObserver()
        self.tapCartEvents = tapCartSubject.asObservable()

        // TODO: derive every output from the inputs; all bindings live here.
        self.orders = .empty()

        super.init(cart: cartService)
    }
}

// MARK: - Conformances

extension OrderHistoryViewModel:
    OrderHistoryViewModelType,
    OrderHistoryViewModelInputsType,
    OrderHistoryViewModelOutputsType
{}
