import Foundation
import RxSwift

/// A product of the catalog, as the app's API returns it.
struct Product: Equatable, Decodable {
    var id: Int
    var slug: String
    var name: String
}

/// The signed-in session the repository works in.
struct Session {
    var token: String
}

enum ValidationError: Error {
    case tooShort
}

/// The app's access to the catalog, written by hand before scaffold, with everything real repositories have:
/// properties, async and throwing methods, overloads sharing a name, generic and static members.
protocol CatalogRepository: AnyObject {
    var currency: String { get set }
    var session: Session { get }
    var onChange: (() -> Void)? { get set }
    static var apiVersion: Int { get }
    func products(page: Int) async throws -> [Product]
    func product(id: Int) throws -> Product
    func product(slug: String) -> Single<Product>
    func save(_ product: Product) throws
    func validate(code: String) throws(ValidationError) -> Bool
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
    func cached<Value>(key: String) -> Observable<Value>
    static func reset()
    @MainActor func refresh()
    func remove(_: Int)
}

/// The app's implementation, which scaffold never sees.
final class RemoteCatalog: CatalogRepository {
    var currency = "EUR"
    let session = Session(token: "")
    var onChange: (() -> Void)?
    static let apiVersion = 2

    func products(page: Int) async throws -> [Product] { [] }
    func product(id: Int) throws -> Product { Product(id: id, slug: "", name: "") }
    func product(slug: String) -> Single<Product> { .just(Product(id: 0, slug: slug, name: "")) }
    func save(_ product: Product) throws {}
    func validate(code: String) throws(ValidationError) -> Bool {
        guard code.count > 3 else { throw .tooShort }
        return true
    }
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try JSONDecoder().decode(type, from: data)
    }
    func cached<Value>(key: String) -> Observable<Value> { .empty() }
    static func reset() {}
    @MainActor func refresh() {}
    func remove(_: Int) {}
}
