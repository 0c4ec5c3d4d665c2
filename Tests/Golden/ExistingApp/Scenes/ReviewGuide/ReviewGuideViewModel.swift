// Created by scaffold from Specs/ReviewGuide.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Turns the ReviewGuide screen's inputs into the outputs it shows.
final class ReviewGuideViewModel: BaseViewModel {
    var inputs: any ReviewGuideViewModelInputsType { self }
    var outputs: any ReviewGuideViewModelOutputsType { self }

    // MARK: - Inputs

    let close = PublishSubject<Void>()

    // MARK: - Outputs

    let didClose: Observable<Void>

    // MARK: - Arguments

    private let section: String

    // MARK: - Init

    init(section: String = "writing", catalogRepository: any CatalogRepository = RemoteCatalog()) {
        self.section = section

        // TODO: derive every output from the inputs; all bindings live here.
        self.didClose = .empty()

        super.init(repository: catalogRepository)
    }
}

// MARK: - Conformances

extension ReviewGuideViewModel:
    ReviewGuideViewModelType,
    ReviewGuideViewModelInputsType,
    ReviewGuideViewModelOutputsType
{}
