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
        /// The one parameter holding the shared services: `dependencies` (`inject: container`) or `dependency`
        /// (`inject: struct`).
        case container
    }

    var role: Role
    /// The argument label when it differs from the name: a word, or `_` for none.
    var label: String?
    var name: String
    var type: String
    var defaultValue: String?
    /// The properties of the shared services the struct of `inject: struct` carries, in its fields' order: a caller
    /// passes `.init(userService: ...)`, each field given what the caller passes for that service. Nil for any other
    /// parameter.
    var heldServices: [String]?

    init(
        role: Role, label: String? = nil, name: String, type: String, defaultValue: String? = nil,
        heldServices: [String]? = nil
    ) {
        self.role = role
        // Swift warns at a label that repeats the name: it is the name's own.
        self.label = label == name ? nil : label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.heldServices = heldServices
    }

    /// What a caller passes for this parameter, given `value` of each role: the struct of `inject: struct` is built
    /// from the values of the services it holds (`.init(userService: dependencies.userService)`).
    func value(_ value: (Role) -> String?) -> String? {
        guard let heldServices else { return value(role) }
        let fields = heldServices.map { property in "\(property): \(value(.dependency(property)) ?? property)" }
        return ".init(" + fields.joined(separator: ", ") + ")"
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
        let values = map { $0.value(value) }
        return indices.compactMap { index in
            if let given = values[index] { return self[index].argument(given) }
            guard self[index].label == "_", let defaultValue = self[index].defaultValue,
                indices.contains(where: { $0 > index && self[$0].label == "_" && values[$0] != nil })
            else { return nil }
            return self[index].argument(defaultValue)
        }
    }
}
