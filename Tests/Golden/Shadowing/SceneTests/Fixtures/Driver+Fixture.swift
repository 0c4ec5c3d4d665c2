// Created by scaffold. This file is yours: scaffold never overwrites it.

@testable import App

extension App.Driver {
    /// The `App.Driver` the generated tests use; change it as they need.
    static func fixture() throws -> App.Driver {
        App.Driver(name: "text")
    }
}
