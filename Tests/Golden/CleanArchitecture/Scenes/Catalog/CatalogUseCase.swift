// Created by scaffold from Specs/Catalog.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Carries out the Catalog use case: the work its view model asks for, over the app's services.
struct CatalogUseCase: CatalogUseCaseType {
    func products() -> Single<[String]> {
        // TODO: implement `products`.
        .error(NotImplemented("CatalogUseCase.products()"))
    }
}
