// Created by scaffold from Specs/OrderStatus.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Shows where the user's last order is.
final class OrderStatusViewModel: APIViewModel {
    var inputs: any OrderStatusViewModelInputsType { self }
    var outputs: any OrderStatusViewModelOutputsType { self }

    // MARK: - Inputs

    let refresh = PublishSubject<Void>()
    let close = PublishSubject<Void>()

    // MARK: - Outputs

    let status: Observable<String>
    let didClose: Observable<Void>

    // MARK: - Dependencies

    private let imageCache: any ImageCacheType

    // MARK: - Init

    init(imageCache: any ImageCacheType, shopAPI: ShopAPI) {
        self.imageCache = imageCache

        // TODO: derive every output from the inputs; all bindings live here.
        self.status = .empty()
        self.didClose = .empty()

        super.init(api: shopAPI)
    }

    // MARK: - Properties

    /// The name the analytics logs give the screen.
    var screenName: String {
        // TODO: compute `screenName`.
        ""
    }
}

// MARK: - Conformances

extension OrderStatusViewModel:
    OrderStatusViewModelType,
    OrderStatusViewModelInputsType,
    OrderStatusViewModelOutputsType,
    ScreenTracking
{}
