// Created by scaffold. Yours to edit: scaffold only merges spec changes into it.

@testable import App

extension App.Driver {
    /// The `App.Driver` the generated tests use; change it as they need.
    static func fixture() throws -> App.Driver {
        App.Driver(name: "text")
    }
}
