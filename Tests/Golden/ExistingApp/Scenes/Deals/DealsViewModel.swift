// Created by scaffold from Specs/Deals.yml. Yours to edit: scaffold only merges spec changes into it.

import RxRelay
import RxSwift

/// Shows today's deals and opens the one the user picks.
final class DealsViewModel: BaseViewModel {
    var inputs: any DealsViewModelInputsType { self }
    var outputs: any DealsViewModelOutputsType { self }

    // MARK: - Inputs

    /// The screen appeared.
    let appear = PublishRelay<Void>()
    /// The deal the user tapped.
    let pick = PublishRelay<Int>()
    let tapGuide = PublishRelay<Void>()
    /// What the user typed to narrow the deals.
    let filter = BehaviorRelay<String>(value: "")

    // MARK: - Outputs

    let titles: Observable<[String]>

    // MARK: - Init

    init(catalogRepository: any CatalogRepository) {
        // TODO: derive every output from the inputs; all bindings live here.
        self.titles = .empty()

        super.init(repository: catalogRepository)
    }
}

// MARK: - Conformances

extension DealsViewModel:
    DealsViewModelType,
    DealsViewModelInputsType,
    DealsViewModelOutputsType
{}
