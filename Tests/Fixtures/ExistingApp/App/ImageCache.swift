import Foundation
import RxSwift

enum ImageSize {
    case thumbnail, full
}

/// The app's image cache: a concrete class, as most apps' dependencies are. scaffold extracts `ImageCacheType`
/// from its API, declares the class conforming to it, and mocks the protocol.
final class ImageCache {
    static var current: ImageCache { ImageCache() }
    let createdAt = Date()
    lazy var label = "cache of \(limit)"
    private var storage: [URL: Data] = [:]
    private(set) var hits = 0
    var limit: Int = 100
    weak var owner: AnyObject?
    let name: String

    init(name: String = "images") {
        self.name = name
    }

    func image(for url: URL, size: ImageSize = .full) -> Single<Data> {
        hits += 1
        return .just(storage[url] ?? Data())
    }

    @discardableResult
    func store(_ data: Data, for url: URL) -> Bool {
        storage[url] = data
        return true
    }

    func clear(olderThan age: TimeInterval = 3600, keep: Int = 0) async throws {}

    class func makeDefault() -> ImageCache { ImageCache() }

    private func evict() {}

    subscript(url: URL) -> Data? { storage[url] }
}

/// How the app makes the container: scaffold's `AppDependencies` takes the app's own objects.
func makeDependencies() -> AppDependencies {
    AppDependencies(catalogRepository: RemoteCatalog(), imageCache: ImageCache(), shopAPI: ShopAPI())
}
