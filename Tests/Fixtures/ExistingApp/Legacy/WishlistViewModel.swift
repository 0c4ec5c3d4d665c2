import Foundation
import RxCocoa
import RxSwift

/// What the wishlist screen tells its view model.
protocol WishlistViewModelInputs {
    /// Call from the view controller's viewDidLoad.
    func viewDidLoad()
    /// Call when the user taps the product at this row.
    func productTapped(at index: Int)
    /// Call when the user swipes a product away.
    func removeProduct(id: Int)
}

/// What the wishlist screen shows.
protocol WishlistViewModelOutputs {
    /// The names of the wished products.
    var productNames: Driver<[String]> { get }
    /// The picture shown above the list.
    var headerImage: Driver<Data> { get }
    /// Emits the product to open.
    var goToProduct: Observable<Product> { get }
    /// Whether the list is empty right now.
    var isEmpty: Bool { get }
}

protocol WishlistViewModelType {
    var inputs: WishlistViewModelInputs { get }
    var outputs: WishlistViewModelOutputs { get }
}

/// The products a person wished for, in the inputs/outputs style of Kickstarter's iOS app.
final class WishlistViewModel: WishlistViewModelType, WishlistViewModelInputs, WishlistViewModelOutputs {
    private let repository: CatalogRepository
    private let imageCache: ImageCache
    private let wishlistID: Int
    private let products = BehaviorSubject<[Product]>(value: [])

    init(wishlistID: Int, repository: CatalogRepository, imageCache: ImageCache) {
        self.wishlistID = wishlistID
        self.repository = repository
        self.imageCache = imageCache
        let loaded =
            viewDidLoadProperty
            .flatMapLatest { _ in repository.product(slug: "wishlist-\(wishlistID)").asObservable() }
            .map { [$0] }
            .share(replay: 1)
        productNames = loaded.map { $0.map(\.name) }.asDriver(onErrorJustReturn: [])
        headerImage =
            loaded
            .compactMap { $0.first.flatMap { URL(string: "https://img.example.com/\($0.slug)") } }
            .flatMapLatest { imageCache.image(for: $0).asObservable() }
            .asDriver(onErrorJustReturn: Data())
        let products = self.products
        goToProduct = productTappedProperty.withLatestFrom(products) { index, products in products[index] }
    }

    var inputs: WishlistViewModelInputs { return self }
    var outputs: WishlistViewModelOutputs { return self }

    private let viewDidLoadProperty = PublishSubject<Void>()
    func viewDidLoad() {
        viewDidLoadProperty.onNext(())
    }

    private let productTappedProperty = PublishSubject<Int>()
    func productTapped(at index: Int) {
        productTappedProperty.onNext(index)
    }

    func removeProduct(id: Int) {
        let remaining = ((try? products.value()) ?? []).filter { $0.id != id }
        products.onNext(remaining)
    }

    let productNames: Driver<[String]>
    let headerImage: Driver<Data>
    let goToProduct: Observable<Product>
    var isEmpty: Bool { ((try? products.value()) ?? []).isEmpty }
}
