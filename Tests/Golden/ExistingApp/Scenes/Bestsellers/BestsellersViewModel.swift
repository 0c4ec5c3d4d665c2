// Created by scaffold from Specs/Bestsellers.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Lists the products that sell best this week.
final class BestsellersViewModel {
    var inputs: any BestsellersViewModelInputsType { self }
    var outputs: any BestsellersViewModelOutputsType { self }

    // MARK: - Inputs

    let refresh = PublishSubject<Void>()
    let select = PublishSubject<Int>()

    // MARK: - Outputs

    let titles: Observable<[String]>

    // MARK: - Arguments

    /// The category the list covers.
    private let category: String

    // MARK: - Dependencies

    typealias Dependencies = HasCatalogRepository & HasImageCache & HasShopAPI

    private let catalogRepository: any CatalogRepository
    private let imageCache: any ImageCacheType
    private let shopAPI: ShopAPI
    private let bestsellersService: any BestsellersServiceType

    // MARK: - Init

    init(
        category: String,
        dependencies: any Dependencies,
        bestsellersService: any BestsellersServiceType = BestsellersService()
    ) {
        self.category = category
        self.catalogRepository = dependencies.catalogRepository
        self.imageCache = dependencies.imageCache
        self.shopAPI = dependencies.shopAPI
        self.bestsellersService = bestsellersService

        // TODO: derive every output from the inputs and bestsellersService; all bindings live here.
        self.titles = .empty()
    }

    // MARK: - Properties

    /// The name the analytics logs give the screen.
    var screenName: String {
        // TODO: compute `screenName`.
        ""
    }
}

// MARK: - Conformances

extension BestsellersViewModel:
    BestsellersViewModelType,
    BestsellersViewModelInputsType,
    BestsellersViewModelOutputsType
{}
