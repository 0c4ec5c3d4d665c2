/// One parameter of a view model's `init`: what it receives, and how the spec labels it.
struct ViewModelInitParameter: Equatable, Sendable {
    /// What a parameter receives, by which each caller says what it passes.
    enum Role: Hashable, Sendable {
        /// The `Input` of `inputs: init`.
        case input
        /// The scene's argument of this name.
        case argument(String)
        /// The coordinator the view model calls (`coordinatorInViewModel`).
        case coordinator
        /// The app's one scene coordinator (`navigation: sceneCoordinator`).
        case sceneCoordinator
        /// The shared service held in the property of this name.
        case dependency(String)
        /// The scene's own service.
        case service
        /// The one `dependencies` parameter holding the shared services (`inject: container`).
        case container
    }

    var role: Role
    /// The argument label when it differs from the name: a word, or `_` for none.
    var label: String?
    var name: String
    var type: String
    var defaultValue: String?

    init(role: Role, label: String? = nil, name: String, type: String, defaultValue: String? = nil) {
        self.role = role
        // Swift warns at a label that repeats the name: it is the name's own.
        self.label = label == name ? nil : label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }

    /// `withMovieId movieId: Int`, `_ service: any AlbumsServiceType = AlbumsService()`.
    var declaration: String {
        (label.map { "\($0) " } ?? "") + "\(name): \(type)" + (defaultValue.map { " = \($0)" } ?? "")
    }

    /// `withMovieId: value`, or `value` alone for a parameter without a label.
    func argument(_ value: String) -> String {
        label == "_" ? value : "\(label ?? name): \(value)"
    }
}

extension [ViewModelInitParameter] {
    /// The arguments of a call to the `init` these parameters declare, in their order: `value(role)` of each, and none
    /// for a parameter whose value is nil (one the caller leaves to its default), unless it is unlabelled and a later
    /// unlabelled one is passed: Swift gives unlabelled arguments to unlabelled parameters in order, so that value
    /// would land in its place. It then gets its default written out.
    func arguments(_ value: (ViewModelInitParameter.Role) -> String?) -> [String] {
        let values = map { value($0.role) }
        return indices.compactMap { index in
            if let given = values[index] { return self[index].argument(given) }
            guard self[index].label == "_", let defaultValue = self[index].defaultValue,
                indices.contains(where: { $0 > index && self[$0].label == "_" && values[$0] != nil })
            else { return nil }
            return self[index].argument(defaultValue)
        }
    }
}
