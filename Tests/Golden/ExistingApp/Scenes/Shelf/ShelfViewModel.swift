// Created by scaffold from Specs/Shelf.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Shows a shelf of products and opens the one the user picks.
final class ShelfViewModel: BaseViewModel {
    var inputs: any ShelfViewModelInputsType { self }
    var outputs: any ShelfViewModelOutputsType { self }

    // MARK: - Inputs

    /// The user asked how to write a review.
    let tapGuide = PublishSubject<Void>()
    /// The row the user tapped.
    let pick = PublishSubject<Int>()

    // MARK: - Outputs

    let titles: Observable<[String]>
    let openProduct: Observable<Int>

    // MARK: - Init

    init(catalogRepository: any CatalogRepository) {
        // TODO: derive every output from the inputs; all bindings live here.
        self.titles = .empty()
        self.openProduct = .empty()

        super.init(repository: catalogRepository)
    }
}

// MARK: - Conformances

extension ShelfViewModel:
    ShelfViewModelType,
    ShelfViewModelInputsType,
    ShelfViewModelOutputsType
{}
