// Created by scaffold from Specs/ShelfPicks.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift

/// Shows today's picks and opens the one the user picks.
struct ShelfPicksViewModel: ViewModelType, ScreenTracking {
    // MARK: - Dependencies

    private let catalogRepository: any CatalogRepository

    // MARK: - Init

    init(catalogRepository: any CatalogRepository) {
        self.catalogRepository = catalogRepository
    }

    // MARK: - Transform

    func transform(input: Input) -> Output {
        // TODO: derive every output from the input; all bindings live here.
        // TODO: `openPick` opens ProductDetail: the view controller leads what it emits there through its router.
        return Output(
            picks: .empty(),
            openPick: .empty()
        )
    }

    // MARK: - Properties

    /// The name the analytics logs give the screen.
    var screenName: String {
        // TODO: compute `screenName`.
        ""
    }
}
