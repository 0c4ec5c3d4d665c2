import Foundation
import RxCocoa
import RxSwift

/// Searches one category of the catalog as the user types.
final class ProductSearchViewModel: ViewModelType {
    struct Input {
        /// The screen appeared.
        let trigger: Driver<Void>
        /// The search field's text.
        let query: Driver<String>
        /// The row the user picked.
        let selection: Signal<Int>
    }

    struct Output {
        let fetching: Driver<Bool>
        let names: Driver<[String]>
        let thumbnail: Driver<Data>
        let selectedProduct: Driver<Product>
    }

    private let category: String
    private let repository: any CatalogRepository
    private let imageCache: ImageCache
    /// How many results a page shows; the screen sets it from its height.
    var pageSize = 20

    init(category: String, repository: any CatalogRepository, imageCache: ImageCache) {
        self.category = category
        self.repository = repository
        self.imageCache = imageCache
    }

    func transform(input: Input) -> Output {
        let fetching = BehaviorRelay(value: false)
        let repository = self.repository
        let category = self.category
        let found = Driver.combineLatest(input.trigger, input.query) { _, query in query }
            .flatMapLatest { query in
                repository.product(slug: "\(category)/\(query)")
                    .asObservable()
                    .do(onNext: { _ in fetching.accept(false) }, onSubscribe: { fetching.accept(true) })
                    .asDriver(onErrorDriveWith: .empty())
            }
        let imageCache = self.imageCache
        let thumbnail =
            found
            .compactMap { URL(string: "https://img.example.com/\($0.slug)") }
            .flatMapLatest { imageCache.image(for: $0).asDriver(onErrorJustReturn: Data()) }
        let selected = input.selection.asDriver(onErrorDriveWith: .empty())
            .withLatestFrom(found)
        return Output(
            fetching: fetching.asDriver(),
            names: found.map { [$0.name] },
            thumbnail: thumbnail,
            selectedProduct: selected)
    }
}
