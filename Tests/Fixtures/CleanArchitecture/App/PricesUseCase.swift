import RxSwift

/// Prices in the user's currency, from the shop's domain layer: written by hand before scaffold, as Clean
/// Architecture apps declare their use cases. The fixture's scaffold.yml lists it under `appServices` without its
/// methods, so scenes may depend on it and their tests get `PricesUseCaseMock`, made from this declaration.
protocol PricesUseCase {
    func price(productID: Int) -> Observable<String>
    func currencyCode() -> Single<String>
}

/// The app's own implementation, which scaffold never sees.
struct CataloguePrices: PricesUseCase {
    func price(productID: Int) -> Observable<String> {
        .just("\(productID).00")
    }

    func currencyCode() -> Single<String> {
        .just("EUR")
    }
}

/// How the app makes the container: scaffold's `AppDependencies` creates the shared services it generated and
/// takes the app's own ones.
func makeDependencies() -> AppDependencies {
    AppDependencies(prices: CataloguePrices())
}
