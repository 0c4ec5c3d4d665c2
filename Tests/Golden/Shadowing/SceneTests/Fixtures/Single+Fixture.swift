// Created by scaffold. Yours to edit: scaffold only merges spec changes into it.

@testable import App

extension App.Single {
    /// The `App.Single` the generated tests use; change it as they need.
    static func fixture() throws -> App.Single {
        App.Single(name: "text")
    }
}
