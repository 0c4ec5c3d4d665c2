// Created by scaffold from Specs/Reviews.yml. Yours to edit: scaffold only merges spec changes into it.

import RxRelay
import RxSwift

/// Lists the reviews of one product.
final class ReviewsViewModel: BaseViewModel {
    var inputs: any ReviewsViewModelInputsType { self }
    var outputs: any ReviewsViewModelOutputsType { self }

    // MARK: - Inputs

    let write = PublishSubject<Void>()
    let help = PublishSubject<Void>()

    // MARK: - Outputs

    var title: Observable<String> { titleRelay.asObservable() }
    private lazy var titleRelay = BehaviorRelay<String>(value: heading)
    let writeReview: Observable<Product?>
    let openGuide: Observable<Void>

    // MARK: - Arguments

    /// Set by the catalog before the screen shows.
    private let product: Product!
    /// How many reviews a page loads.
    private let pageSize: Int
    /// The title the screen starts with.
    let heading: String

    // MARK: - Init

    init(product: Product!, pageSize: Int = 20, heading: String = "Reviews", catalogRepository: any CatalogRepository) {
        self.product = product
        self.pageSize = pageSize
        self.heading = heading

        // TODO: derive every output from the inputs; all bindings live here.
        self.writeReview = .empty()
        self.openGuide = .empty()
        // TODO: bind into titleRelay: `.bind(to: titleRelay).disposed(by: disposeBag)`

        super.init(repository: catalogRepository)
    }
}

// MARK: - Conformances

extension ReviewsViewModel:
    ReviewsViewModelType,
    ReviewsViewModelInputsType,
    ReviewsViewModelOutputsType
{}
