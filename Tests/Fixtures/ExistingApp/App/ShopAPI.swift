import Foundation

/// The app's HTTP client, older than scaffold: the screens built on `APIViewModel` take this class itself, not a
/// protocol, so `scaffold.yml` lists it with `concrete: true` and generated tests make a real one with `init()`.
final class ShopAPI {
    let baseURL: URL

    init(baseURL: URL = URL(string: "https://shop.example")!) {
        self.baseURL = baseURL
    }
}
