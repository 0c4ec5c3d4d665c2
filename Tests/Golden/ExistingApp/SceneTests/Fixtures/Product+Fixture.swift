// Created by scaffold. Yours to edit: scaffold only merges spec changes into it.

@testable import App

extension Product {
    /// The `Product` the generated tests use; change it as they need.
    static func fixture() throws -> Product {
        Product(id: 1, slug: "text", name: "text")
    }
}
