// Created by scaffold from Specs/ProductDetail.yml. This file is yours: scaffold never overwrites it.

import Foundation
import RxSwift

/// Shows one product with its picture.
final class ProductDetailViewModel {
    var inputs: any ProductDetailViewModelInputsType { self }
    var outputs: any ProductDetailViewModelOutputsType { self }

    // MARK: - Inputs

    let close = PublishSubject<Void>()

    // MARK: - Outputs

    let name: Observable<String>
    let picture: Observable<Data>
    let didClose: Observable<Void>

    // MARK: - Arguments

    /// The product this page shows.
    private let productID: Int

    // MARK: - Dependencies

    private let catalogRepository: any CatalogRepository
    private let imageCache: any ImageCacheType

    // MARK: - Init

    init(productID: Int, catalogRepository: any CatalogRepository, imageCache: any ImageCacheType) {
        self.productID = productID
        self.catalogRepository = catalogRepository
        self.imageCache = imageCache

        // TODO: derive every output from the inputs; all bindings live here.
        self.name = .empty()
        self.picture = .empty()
        self.didClose = .empty()
    }
}

// MARK: - Conformances

extension ProductDetailViewModel:
    ProductDetailViewModelType,
    ProductDetailViewModelInputsType,
    ProductDetailViewModelOutputsType
{}
