// Created by scaffold from Specs/Favorites.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Lists the products the user marked as favorites.
final class FavoritesViewModel: BaseViewModel {
    var inputs: any FavoritesViewModelInputsType { self }
    var outputs: any FavoritesViewModelOutputsType { self }

    // MARK: - Inputs

    /// The product the user tapped.
    let select = PublishSubject<Int>()
    let tapGuide = PublishSubject<Void>()

    // MARK: - Outputs

    let titles: Observable<[String]>

    // MARK: - Dependencies

    weak var coordinator: (any FavoritesCoordinatorType)?
    var imageCache: (any ImageCacheType)!

    // MARK: - Init

    init(catalogRepository: any CatalogRepository) {
        // TODO: derive every output from the inputs; all bindings live here.
        // TODO: `imageCache` is set after init: bind what calls it
        // once every stored property is set, reading it when an event arrives:
        // `select.flatMapLatest { [unowned self] _ in self.imageCache... }`.
        self.titles = .empty()

        super.init(repository: catalogRepository)

        // `select` opens ProductDetail (a route of the spec).
        select
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] value in self?.coordinator?.select(value) ?? .empty() }
            .subscribe()
            .disposed(by: disposeBag)

        // `tapGuide` opens ReviewGuide (a route of the spec).
        tapGuide
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] _ in self?.coordinator?.tapGuide() ?? .empty() }
            .subscribe()
            .disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension FavoritesViewModel:
    FavoritesViewModelType,
    FavoritesViewModelInputsType,
    FavoritesViewModelOutputsType
{}
