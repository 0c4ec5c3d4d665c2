// The existing app's mocks at work: what a test sets is what the view model's call gets, an unset answer fails
// naming the property, and calls are recorded under the names Documentation/Services.md gives. Compiled with the fixture's app
// code, its generated services and its generated mocks (without their `@testable import`) against the stand-ins.
import Foundation
import RxSwift

/// The events `observable` sends at once: its elements, and the error that ended it, if any.
@MainActor
func events<Element>(of observable: Observable<Element>) -> (elements: [Element], error: (any Error)?) {
    var elements: [Element] = []
    var failure: (any Error)?
    _ = observable.subscribe(onNext: { elements.append($0) }, onError: { failure = $0 })
    return (elements, failure)
}

let product = Product(id: 7, slug: "chair", name: "Chair")

MainActor.assumeIsolated {
    runFlows([
        (
            "aThrowingMethodFailsUntilTheTestSetsItsResult",
            { record in
                let repository = CatalogRepositoryMock()
                record.expect((try? repository.product(id: 1)) == nil, "an unset result answered")
                repository.productIdResult = .success(product)
                record.expect((try? repository.product(id: 2)) == product, "the set result was not returned")
                record.expect(repository.productIdCalls == [1, 2], "calls recorded: \(repository.productIdCalls)")
                do {
                    _ = try repository.product(id: 3)
                } catch {
                    record.expect(false, "the set result threw \(error)")
                }
            }
        ),
        (
            "aVoidThrowingMethodSucceedsUntilTheTestSetsAFailure",
            { record in
                let repository = CatalogRepositoryMock()
                record.expect((try? repository.save(product)) != nil, "an unset Void result failed")
                repository.saveResult = .failure(ValidationError.tooShort)
                record.expect((try? repository.save(product)) == nil, "the set failure was not thrown")
                record.expect(repository.saveCalls == [product, product], "calls recorded: \(repository.saveCalls)")
            }
        ),
        (
            "aGenericMethodAnswersWithWhatTheTestStoredCastToTheTypeAskedFor",
            { record in
                let repository = CatalogRepositoryMock()
                do {
                    _ = try repository.decode(Product.self, from: Data())
                    record.expect(false, "an unset generic result answered")
                } catch {
                    record.expect(error is NotImplemented, "an unset generic result threw \(error)")
                }
                repository.decodeResult = product
                record.expect(
                    (try? repository.decode(Product.self, from: Data())) == product, "the stored value was not returned"
                )
                let cached: Observable<Int> = repository.cached(key: "count")
                record.expect(events(of: cached).error is NotImplemented, "an unset sequence did not fail")
                repository.cachedResult = Observable.just(3)
                record.expect(events(of: repository.cached(key: "count") as Observable<Int>).elements == [3], "no 3")
                record.expect(repository.cachedCalls == ["count", "count"], "calls: \(repository.cachedCalls)")
            }
        ),
        (
            "overloadsRecordTheirCallsApart",
            { record in
                let repository = CatalogRepositoryMock()
                repository.productSlugResult = .just(product)
                _ = repository.product(slug: "chair")
                _ = try? repository.product(id: 7)
                record.expect(repository.productSlugCalls == ["chair"], "slug calls: \(repository.productSlugCalls)")
                record.expect(repository.productIdCalls == [7], "id calls: \(repository.productIdCalls)")
            }
        ),
        (
            "propertiesHoldWhatTheTestSets",
            { record in
                let repository = CatalogRepositoryMock()
                record.expect(repository.currency == "", "currency starts at \(repository.currency)")
                repository.underlyingSession = Session(token: "t")
                record.expect(repository.session.token == "t", "the session read is not the one set")
                CatalogRepositoryMock.reset()
                record.expect(CatalogRepositoryMock.resetCallCount == 1, "static calls are not counted")
            }
        ),
        (
            "theClassConformsToItsExtractedProtocolAndItsDefaultsStillApply",
            { record in
                let cache: any ImageCacheType = ImageCache(name: "shop")
                let url = URL(fileURLWithPath: "/a.png")
                _ = cache.image(for: url)
                record.expect(cache.hits == 1, "the class's method was not called through the protocol")
                record.expect(cache.name == "shop", "the class's property was not read through the protocol")
                let mock = ImageCacheMock()
                mock.imageResult = .just(Data([1]))
                _ = mock.image(for: url)
                record.expect(
                    mock.imageCalls.map(\.size) == [.full], "the default size was not passed: \(mock.imageCalls)")
            }
        ),
    ])
}
