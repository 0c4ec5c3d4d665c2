// Created by scaffold from Specs/ProductSearch.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Carries out the ProductSearch use case: the work its view model asks for, over the app's services.
struct ProductSearchUseCase: ProductSearchUseCaseType {
    func search(query: String) -> Single<[String]> {
        // TODO: implement `search`.
        .error(NotImplemented("ProductSearchUseCase.search(query:)"))
    }
}
