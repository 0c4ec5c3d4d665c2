// Created by scaffold from Specs/ReviewEditor.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Writes a review of one product.
final class ReviewEditorViewModel: BaseViewModel {
    var inputs: any ReviewEditorViewModelInputsType { self }
    var outputs: any ReviewEditorViewModelOutputsType { self }

    // MARK: - Inputs

    let close = PublishSubject<Void>()

    // MARK: - Outputs

    let didClose: Observable<Void>

    // MARK: - Arguments

    let product: Product!
    private let draft: String

    // MARK: - Init

    init(product: Product!, draft: String = "", catalogRepository: any CatalogRepository) {
        self.product = product
        self.draft = draft

        // TODO: derive every output from the inputs; all bindings live here.
        self.didClose = .empty()

        super.init(repository: catalogRepository)
    }
}

// MARK: - Conformances

extension ReviewEditorViewModel:
    ReviewEditorViewModelType,
    ReviewEditorViewModelInputsType,
    ReviewEditorViewModelOutputsType
{}
