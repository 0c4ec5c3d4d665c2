import Foundation
import RxCocoa
import RxSwift

/// The reviews of one product. As in RxSwift's GitHub sign-up example, the view controller builds `Input` from
/// its controls and the view model derives every output from it once, in `init`.
final class ProductReviewsViewModel {
    struct Input {
        /// The user pulled to refresh.
        let refresh: Observable<Void>
        /// The stars the user gave.
        let rating: Observable<Int>
    }

    /// The reviews' texts, newest first.
    let reviews: Driver<[String]>
    let averageRating: Driver<Double>
    let productImage: Driver<Data>
    let ratingSent: Signal<Int>

    private let productID: Int
    private let repository: CatalogRepository
    private let imageCache: ImageCache

    init(input: Input, productID: Int, repository: CatalogRepository, imageCache: ImageCache) {
        self.productID = productID
        self.repository = repository
        self.imageCache = imageCache
        let product = input.refresh.startWith(())
            .flatMapLatest { _ in repository.product(slug: "\(productID)").asObservable() }
            .share(replay: 1)
        reviews = product.map { ["\($0.name) is great"] }.asDriver(onErrorJustReturn: [])
        averageRating = input.rating.scan(0.0) { average, stars in (average + Double(stars)) / 2 }
            .asDriver(onErrorJustReturn: 0)
        productImage =
            product
            .compactMap { URL(string: "https://img.example.com/\($0.slug)") }
            .flatMapLatest { imageCache.image(for: $0).asObservable() }
            .asDriver(onErrorJustReturn: Data())
        ratingSent = input.rating.asSignal(onErrorSignalWith: .empty())
    }

    /// Asks the repository again after a failure; the screen's retry button calls it.
    func retry() {
        _ = try? repository.product(id: productID)
    }
}
