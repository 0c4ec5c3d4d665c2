// Created by scaffold from Specs/ShelfBrowse.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift

/// Browses the shelf and opens a product, the review guide or the help.
final class ShelfBrowseViewModel: BaseViewModel, ViewModelType {
    // MARK: - Init

    init(catalogRepository: any CatalogRepository) {
        super.init(repository: catalogRepository)
    }

    // MARK: - Transform

    func transform(input: Input) -> Output {
        // TODO: derive every output from the input; all bindings live here.
        // Side effects that no output carries are subscribed here with `.disposed(by: disposeBag)`,
        // the bag `BaseViewModel` holds.
        // TODO: `openProduct` opens ProductDetail: the view controller leads what it emits there through its router.
        return Output(
            titles: .empty(),
            openProduct: .empty()
        )
    }
}
