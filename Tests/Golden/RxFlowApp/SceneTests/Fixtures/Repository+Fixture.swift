// Created by scaffold. Yours to edit: scaffold only merges spec changes into it.

@testable import App

extension Repository {
    /// The `Repository` the generated tests use; change it as they need.
    static func fixture() throws -> Repository {
        Repository(name: "text", stars: 1)
    }
}
