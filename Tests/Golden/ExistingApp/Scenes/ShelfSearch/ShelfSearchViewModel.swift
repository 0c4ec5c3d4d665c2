// Created by scaffold from Specs/ShelfSearch.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift

/// Searches the shelf and opens the catalog or a result.
final class ShelfSearchViewModel: BaseViewModel {
    var inputs: any ShelfSearchViewModelInputsType { self }
    var outputs: any ShelfSearchViewModelOutputsType { self }

    // MARK: - Inputs

    private let searchSubject = PublishSubject<String>()
    private let tapCatalogSubject = PublishSubject<Void>()
    /// Each `tapCatalog`, which the view controller leads to Catalog.
    var tapCatalogEvents: Observable<Void> { tapCatalogSubject.asObservable() }

    // MARK: - Outputs

    let results: Driver<[String]>
    let openResult: Driver<Int>

    // MARK: - Init

    init(catalogRepository: any CatalogRepository) {
        // TODO: derive every output from the inputs; all bindings live here.
        self.results = .empty()
        self.openResult = .empty()

        super.init(repository: catalogRepository)
    }

    // MARK: - Input methods

    func search(_ value: String) {
        searchSubject.onNext(value)
    }

    func tapCatalog() {
        tapCatalogSubject.onNext(())
    }
}

// MARK: - Conformances

extension ShelfSearchViewModel:
    ShelfSearchViewModelType,
    ShelfSearchViewModelInputsType,
    ShelfSearchViewModelOutputsType
{}
