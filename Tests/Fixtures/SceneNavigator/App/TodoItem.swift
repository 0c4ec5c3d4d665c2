import Foundation

/// One thing to do.
struct TodoItem: Equatable {
    var title: String
    var isDone: Bool
}
