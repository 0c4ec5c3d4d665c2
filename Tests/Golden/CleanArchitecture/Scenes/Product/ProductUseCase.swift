// Created by scaffold from Specs/Product.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Carries out the Product use case: the work its view model asks for, over the app's services.
struct ProductUseCase: ProductUseCaseType {
    func details(productID: Int) -> Single<String> {
        // TODO: implement `details`.
        .error(NotImplemented("ProductUseCase.details(productID:)"))
    }
}
