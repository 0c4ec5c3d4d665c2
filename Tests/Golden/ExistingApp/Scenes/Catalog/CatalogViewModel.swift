// Created by scaffold from Specs/Catalog.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift

/// Lists the products of the catalog.
final class CatalogViewModel: BaseViewModel, ViewModelType {
    // MARK: - Dependencies

    private weak var coordinator: (any CatalogCoordinatorType)?
    private let imageCache: any ImageCacheType

    // MARK: - Tracking

    private let activityTracker = ActivityIndicator()

    // MARK: - Init

    init(
        coordinator: any CatalogCoordinatorType,
        catalogRepository: any CatalogRepository,
        imageCache: any ImageCacheType
    ) {
        self.coordinator = coordinator
        self.imageCache = imageCache
        super.init(repository: catalogRepository)
    }

    // MARK: - Transform

    func transform(input: Input) -> Output {
        // TODO: derive every output from the input; all bindings live here.
        // Side effects that no output carries are subscribed here with `.disposed(by: disposeBag)`,
        // the bag `BaseViewModel` holds.
        // TODO: `openProduct`: call coordinator?.openProduct(value) to open ProductDetail, for example in `flatMapFirst`, so a double tap opens one.
        // TODO: send each request and each action's work through the tracker:
        // `.trackActivity(activityTracker)` makes `loading` true while it runs.
        return Output(
            titles: .empty(),
            loading: activityTracker.asDriver(onErrorDriveWith: .empty()),
            openProduct: .empty()
        )
    }
}
