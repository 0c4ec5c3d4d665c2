// Created by scaffold. This file is yours: scaffold never overwrites it.

@testable import App

extension App.Action {
    /// The `App.Action` the generated tests use; change it as they need.
    static func fixture() throws -> App.Action {
        App.Action.refresh
    }
}
