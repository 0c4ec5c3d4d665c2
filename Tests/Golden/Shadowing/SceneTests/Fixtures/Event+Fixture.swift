// Created by scaffold. This file is yours: scaffold never overwrites it.

@testable import App

extension App.Event {
    /// The `App.Event` the generated tests use; change it as they need.
    static func fixture() throws -> App.Event {
        App.Event(title: "text")
    }
}
