// Created by scaffold from Specs/DealSearch.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxRelay
import RxSwift

/// Searches today's deals.
final class DealSearchViewModel: BaseViewModel {
    var inputs: any DealSearchViewModelInputsType { self }
    var outputs: any DealSearchViewModelOutputsType { self }

    // MARK: - Inputs

    let search = PublishRelay<String>()
    let tapCatalog = PublishRelay<Void>()

    // MARK: - Outputs

    let results: Driver<[String]>

    // MARK: - Init

    init(catalogRepository: any CatalogRepository) {
        // TODO: derive every output from the inputs; all bindings live here.
        self.results = .empty()

        super.init(repository: catalogRepository)
    }
}

// MARK: - Conformances

extension DealSearchViewModel:
    DealSearchViewModelType,
    DealSearchViewModelInputsType,
    DealSearchViewModelOutputsType
{}
