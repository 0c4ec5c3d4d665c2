// The app's own model, which the list hands to the detail scene.
struct Repository: Equatable {
    var name: String
    var stars: Int
}
