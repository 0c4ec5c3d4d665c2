// Created by scaffold. Yours to edit: scaffold only merges spec changes into it.

@testable import App

extension App.Action {
    /// The `App.Action` the generated tests use; change it as they need.
    static func fixture() throws -> App.Action {
        App.Action.refresh
    }
}
