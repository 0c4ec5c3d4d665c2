// Created by scaffold from Specs/Catalog.yml. This file is yours: scaffold never overwrites it.

import RxSwift

/// Lists the products of the catalog.
final class CatalogViewModel {
    var inputs: any CatalogViewModelInputsType { self }
    var outputs: any CatalogViewModelOutputsType { self }

    // MARK: - Inputs

    /// The screen appeared or the user pulled to refresh.
    let appear = PublishSubject<Void>()
    /// The row the user tapped.
    let pick = PublishSubject<Int>()

    // MARK: - Outputs

    let titles: Observable<[String]>
    let loading: Observable<Bool>
    let openProduct: Observable<Int>

    // MARK: - Dependencies

    private let catalogRepository: any CatalogRepository
    private let imageCache: any ImageCacheType

    // MARK: - Init

    init(catalogRepository: any CatalogRepository, imageCache: any ImageCacheType) {
        self.catalogRepository = catalogRepository
        self.imageCache = imageCache

        // TODO: derive every output from the inputs; all bindings live here.
        self.titles = .empty()
        self.loading = .empty()
        self.openProduct = .empty()
    }
}

// MARK: - Conformances

extension CatalogViewModel:
    CatalogViewModelType,
    CatalogViewModelInputsType,
    CatalogViewModelOutputsType
{}
