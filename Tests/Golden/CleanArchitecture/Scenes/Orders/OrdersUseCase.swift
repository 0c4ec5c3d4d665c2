// Created by scaffold from Specs/Orders.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Carries out the Orders use case: the work its view model asks for, over the app's services.
struct OrdersUseCase: OrdersUseCaseType {
    func orders(customerID: Int) -> Single<[String]> {
        // TODO: implement `orders`.
        .error(NotImplemented("OrdersUseCase.orders(customerID:)"))
    }
}
