// Created by scaffold. Yours to edit: scaffold only merges spec changes into it.

@testable import App

extension TodoItem {
    /// The `TodoItem` the generated tests use; change it as they need.
    static func fixture() throws -> TodoItem {
        TodoItem(title: "text", isDone: true)
    }
}
