import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// The mock of an app protocol read from the app's own Swift (`appCode`) conforms to it exactly: the generated
/// scene, its tests and the mock type-check with the app's protocol files as they are, in both language modes.
@Suite struct AppProtocolCompileTests {
    static let config = """
        tests: {folder: SceneTests, testableImport: App}
        services: Scenes/Services
        appCode: App
        appServices:
          PricesUseCase:
        """

    static let scene = """
        scene: Product
        dependencies: [PricesUseCase]
        inputs: [refresh]
        outputs: [title: String]
        coordinator: {}
        """

    /// Every shape the mock templates implement: labels, `_`, each RxSwift kind, a plain return value, an optional,
    /// a dictionary, an escaping closure, an attribute the mock need not repeat, and a method of an inherited
    /// protocol declared in another file.
    static let app = [
        "App/UseCase.swift": """
        import RxSwift

        /// What every use case of the app can do.
        protocol UseCase: AnyObject {
            func cancel()
        }

        """,
        "App/PricesUseCase.swift": """
        import Foundation
        import RxSwift

        struct Price: Equatable {
            var amount: Decimal
            var currency: String
        }

        /// Prices in the user's currency, from the domain layer.
        protocol PricesUseCase: UseCase {
            /// The price of a product, as the shop shows it.
            func price(for productID: Int) -> Observable<Price>
            func prices(_ productIDs: [Int], in currency: String) -> Single<[Int: Price]>
            func cached(productID: Int) -> Maybe<Price>
            func refresh() -> Completable
            @discardableResult
            func format(_ price: Price, locale: Locale?) -> String
            func observe(_ handler: @escaping (Price) -> Void)
        }

        """,
    ]

    /// What `scaffold scene` writes for the Product scene with `app` as the app's Swift.
    static func generate() throws -> GeneratedOutput {
        try AppCodeCompileTests.generate(
            config: config, specs: app.merging(["Specs/Product.yml": scene], uniquingKeysWith: { first, _ in first }))
    }

    /// `app`'s files under their own names, for the app module.
    static func handWritten(_ app: [String: String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: app.map { (String($0.key.dropFirst("App/".count)), $0.value) })
    }

    @Test(arguments: LanguageMode.allCases)
    func theMockConformsToTheAppsOwnProtocol(in mode: LanguageMode) throws {
        let output = try Self.generate()
        #expect(output.warnings == [])
        let mock = try #require(
            output.files.first { $0.path == "SceneTests/Services/PricesUseCaseMock.generated.swift" })
        #expect(mock.contents.contains("final class PricesUseCaseMock: PricesUseCase {"))
        #expect(mock.contents.contains("    func cancel() {\n"))
        let result = try AppCodeCompileTests.typecheck(output, handWritten: Self.handWritten(Self.app), mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// The check has teeth: the same mock does not compile against the protocol once a label changes.
    @Test func theMockDoesNotCompileAgainstAnotherDeclaration() throws {
        let output = try Self.generate()
        var changed = Self.app
        changed["App/PricesUseCase.swift"] = changed["App/PricesUseCase.swift"]!.replacingOccurrences(
            of: "func cached(productID: Int)", with: "func cached(product productID: Int)")
        let result = try AppCodeCompileTests.typecheck(output, handWritten: Self.handWritten(changed), mode: .swift5)
        #expect(result.status != 0)
        #expect(result.output.contains("has different argument labels from those required by protocol 'PricesUseCase'"))
    }

    /// A protocol as real apps write them, with what the first mocks refused: properties with and without a
    /// neutral value, `async` and `throws` (typed too), overloads sharing a base name, generic methods, static
    /// members, an unnamed parameter and isolation the mock must repeat.
    static let repository = [
        "App/CatalogRepository.swift": """
        import Foundation
        import RxSwift

        struct Product: Equatable, Decodable {
            var id: Int
            var slug: String
        }

        struct Session {
            var token: String
        }

        enum ValidationError: Error {
            case tooShort
        }

        protocol CatalogRepository: AnyObject {
            var currency: String { get set }
            var session: Session { get }
            var onChange: (() -> Void)? { get set }
            static var apiVersion: Int { get }
            static var shared: CatalogRepository { get }
            @MainActor var title: String { get }
            @MainActor static var region: Session { get set }
            nonisolated var isCached: Bool { get }
            func products(page: Int) async throws -> [Product]
            func product(id: Int) throws -> Product
            func product(slug: String) -> Single<Product>
            func product(_ id: Int, cached: Bool) async -> Product?
            func save(_ product: Product) throws
            func validate(code: String) throws(ValidationError) -> Bool
            func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
            func cached<Value>(key: String) -> Observable<Value>
            func first<C: Collection>(of items: C) -> C.Element? where C.Element: Equatable
            static func reset()
            @MainActor func refresh()
            func remove(_: Int)
        }

        """
    ]

    @Test(arguments: LanguageMode.allCases)
    func theMockImplementsEveryShapeOfTheAppsProtocol(in mode: LanguageMode) throws {
        let config = Self.config.replacingOccurrences(of: "PricesUseCase:", with: "CatalogRepository:")
        let scene = Self.scene.replacingOccurrences(of: "PricesUseCase", with: "CatalogRepository")
        let output = try AppCodeCompileTests.generate(
            config: config,
            specs: Self.repository.merging(["Specs/Product.yml": scene], uniquingKeysWith: { first, _ in first }))
        #expect(output.warnings == [])
        #expect(output.files.contains { $0.path == "SceneTests/Services/CatalogRepositoryMock.generated.swift" })
        let result = try AppCodeCompileTests.typecheck(
            output, handWritten: Self.handWritten(Self.repository), mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// A concrete class, as 9 of 20 real view models depend on one: scaffold extracts a protocol from its API.
    static let imageCache = [
        "App/ImageCache.swift": """
        import Foundation
        import RxSwift

        enum ImageSize {
            case thumbnail, full
        }

        final class ImageCache {
            static var current: ImageCache { ImageCache() }
            let createdAt = Date()
            private var storage: [URL: Data] = [:]
            private(set) var hits = 0
            var limit: Int = 100
            weak var owner: AnyObject?
            let name: String

            init(name: String = "images") {
                self.name = name
            }

            func image(for url: URL, size: ImageSize = .full) -> Single<Data> {
                .just(storage[url] ?? Data())
            }

            @discardableResult
            func store(_ data: Data, for url: URL) -> Bool {
                storage[url] = data
                return true
            }

            func clear(olderThan age: TimeInterval = 3600, keep: Int = 0) async throws {}

            class func makeDefault() -> ImageCache { ImageCache() }

            private func evict() {}

            fileprivate func trim() {}

            subscript(url: URL) -> Data? { storage[url] }
        }

        """
    ]

    @Test(arguments: LanguageMode.allCases)
    func aClassGetsAnExtractedProtocolItConformsToAndAMock(in mode: LanguageMode) throws {
        let config = Self.config.replacingOccurrences(of: "PricesUseCase:", with: "ImageCache:")
        let scene = Self.scene.replacingOccurrences(of: "PricesUseCase", with: "ImageCache")
        let output = try AppCodeCompileTests.generate(
            config: config,
            specs: Self.imageCache.merging(["Specs/Product.yml": scene], uniquingKeysWith: { first, _ in first }))
        #expect(
            output.warnings.map(\.description) == [
                """
                App/ImageCache.swift:39:5: warning: 'subscript' of class 'ImageCache' is left out of 'ImageCacheType', \
                so view models cannot call it through the protocol: it is a subscript
                scaffold.yml:5:3: note: 'appServices' reads 'ImageCache' from 'appCode' here
                """
            ])
        let contract = try #require(output.files.first { $0.path == "Scenes/Services/ImageCache.generated.swift" })
        #expect(
            contract.contents == """
                // Generated by scaffold from scaffold.yml. Do not edit.

                import Foundation
                import RxSwift

                /// The API view models use of the app's class `ImageCache`, read from its declaration,
                /// so that their tests can hand them `ImageCacheMock` instead.
                protocol ImageCacheType: AnyObject {
                    static var current: ImageCache { get }
                    var createdAt: Date { get }
                    var hits: Int { get }
                    var limit: Int { get set }
                    var owner: AnyObject? { get set }
                    var name: String { get }
                    func image(for url: URL, size: ImageSize) -> Single<Data>
                    func store(_ data: Data, for url: URL) -> Bool
                    func clear(olderThan age: TimeInterval, keep: Int) async throws
                    static func makeDefault() -> ImageCache
                }

                extension ImageCache: ImageCacheType {}

                /// The calls `ImageCache`'s default values allow.
                extension ImageCacheType {
                    func image(for url: URL) -> Single<Data> {
                        return image(for: url, size: .full)
                    }

                    func clear() async throws {
                        try await clear(olderThan: 3600, keep: 0)
                    }
                }

                """)
        #expect(contract.dependencies == ["App/ImageCache.swift"])
        let result = try AppCodeCompileTests.typecheck(
            output, handWritten: Self.handWritten(Self.imageCache), mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// An app model named like a Foundation type (SwiftHub's `Notification`): the test module imports Foundation and
    /// the app, so the mock writes the app's with its module, found declared in `appCode`.
    @Test(arguments: LanguageMode.allCases)
    func anAppTypeNamedLikeAFoundationTypeIsTheAppsInTheMock(in mode: LanguageMode) throws {
        let app = [
            "App/Notification.swift": """
            /// A GitHub notification, as the app's API returns it.
            struct Notification: Equatable {
                var id: String
            }

            """,
            "App/NotificationsAPI.swift": """
            import Foundation
            import RxSwift

            protocol NotificationsAPI {
                func notifications(all: Bool) -> Single<[Notification]>
                func download(url: URL) -> Single<Data>
                var latest: Notification? { get }
            }

            """,
        ]
        let config = Self.config.replacingOccurrences(of: "PricesUseCase:", with: "NotificationsAPI:")
        let scene = Self.scene.replacingOccurrences(of: "PricesUseCase", with: "NotificationsAPI")
        let output = try AppCodeCompileTests.generate(
            config: config, specs: app.merging(["Specs/Product.yml": scene], uniquingKeysWith: { first, _ in first }))
        #expect(output.warnings == [])
        let mock = try #require(
            output.files.first { $0.path == "SceneTests/Services/NotificationsAPIMock.generated.swift" })
        #expect(mock.contents.contains("var notificationsResult: Single<[App.Notification]>"))
        #expect(mock.contents.contains("var latest: App.Notification? = nil"))
        let result = try AppCodeCompileTests.typecheck(output, handWritten: Self.handWritten(app), mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }
}
