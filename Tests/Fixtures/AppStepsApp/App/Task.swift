// The app's own model, which the task detail ends with.
struct Task: Equatable {
    var id: Int
    var title: String
}
