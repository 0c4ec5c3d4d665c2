// Created by scaffold from Specs/PlaceSearch.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxRelay
import RxSwift

/// Finds a place by name, or by where the device is.
final class PlaceSearchViewModel {
    var inputs: any PlaceSearchViewModelInputsType { self }
    var outputs: any PlaceSearchViewModelOutputsType { self }

    // MARK: - Inputs

    /// What the user typed.
    let searchValue = BehaviorRelay<String?>(value: nil)
    /// The user pressed search.
    let performSearch = PublishSubject<Void>()
    /// The hint the user tapped.
    let locationHintTap = PublishRelay<Int>()
    let searchByLocation = PublishRelay<Void>()

    // MARK: - Outputs

    let searchPlaceholder: Driver<String>
    let searchHints: Driver<[String]?>
    let sceneDidHide: Observable<Void>

    // MARK: - Arguments

    /// The region searches look in.
    private let region: String
    /// Whether a pan can hide the screen.
    let isInteractiveAnimationEnabled: Bool

    // MARK: - Dependencies

    private let catalogRepository: any CatalogRepository
    let imageCache: any ImageCacheType
    private let shopAPI: ShopAPI

    // MARK: - Init

    init(
        apiService catalogRepository: any CatalogRepository,
        theme imageCache: any ImageCacheType,
        region: String,
        storage shopAPI: ShopAPI,
        isInteractiveAnimationEnabled: Bool
    ) {
        self.region = region
        self.isInteractiveAnimationEnabled = isInteractiveAnimationEnabled
        self.catalogRepository = catalogRepository
        self.imageCache = imageCache
        self.shopAPI = shopAPI

        // TODO: derive every output from the inputs; all bindings live here.
        self.searchPlaceholder = .empty()
        self.searchHints = .empty()
        self.sceneDidHide = .empty()
    }

    // MARK: - Properties

    /// Whether the screen is shown or hidden.
    var animationState: String {
        // TODO: compute `animationState`.
        ""
    }
}

// MARK: - Conformances

extension PlaceSearchViewModel:
    PlaceSearchViewModelType,
    PlaceSearchViewModelInputsType,
    PlaceSearchViewModelOutputsType
{}
