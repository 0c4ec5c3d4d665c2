// Created by scaffold. Yours to edit: scaffold only merges spec changes into it.

@testable import App

extension App.Event {
    /// The `App.Event` the generated tests use; change it as they need.
    static func fixture() throws -> App.Event {
        App.Event(title: "text")
    }
}
