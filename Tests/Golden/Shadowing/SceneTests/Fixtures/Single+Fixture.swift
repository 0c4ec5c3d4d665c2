// Created by scaffold. This file is yours: scaffold never overwrites it.

@testable import App

extension App.Single {
    /// The `App.Single` the generated tests use; change it as they need.
    static func fixture() throws -> App.Single {
        App.Single(name: "text")
    }
}
