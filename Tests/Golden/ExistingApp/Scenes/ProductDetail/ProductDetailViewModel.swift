// Created by scaffold from Specs/ProductDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import Foundation
import RxSwift

/// Shows one product with its picture.
final class ProductDetailViewModel: BaseViewModel {
    var inputs: any ProductDetailViewModelInputsType { self }
    var outputs: any ProductDetailViewModelOutputsType { self }

    // MARK: - Inputs

    let close = PublishSubject<Void>()

    // MARK: - Outputs

    let name: Observable<String>
    let picture: Observable<Data>
    let failure: Observable<String>
    let didClose: Observable<Void>

    // MARK: - Arguments

    /// The product this page shows.
    private let productID: Int

    // MARK: - Dependencies

    private let imageCache: any ImageCacheType

    // MARK: - Tracking

    private let errorTracker = ErrorTracker()

    // MARK: - Init

    init(productID: Int, catalogRepository: any CatalogRepository, dependency: Dependency) {
        self.productID = productID
        self.imageCache = dependency.imageCache

        // TODO: derive every output from the inputs; all bindings live here.
        // TODO: send each request and each action's work through the tracker, then catch its error:
        // `.trackError(errorTracker)` sends why it failed to `failure`.
        self.name = .empty()
        self.picture = .empty()
        self.failure = errorTracker.asObservable().map(\.localizedDescription)
        self.didClose = .empty()

        super.init(repository: catalogRepository)
    }
}

// MARK: - Conformances

extension ProductDetailViewModel:
    ProductDetailViewModelType,
    ProductDetailViewModelInputsType,
    ProductDetailViewModelOutputsType
{}
