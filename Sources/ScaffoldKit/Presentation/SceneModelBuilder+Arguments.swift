import ScaffoldCore

extension SceneModelBuilder {
    /// An argument as the view model keeps it: a private property, or with `expose: true` a `let` its protocol
    /// shows read-only, so the screen can read it.
    /// One set after `init` is a `var` of the type it is declared with (`Int!` when nothing else gives it a value),
    /// which its requirement repeats: a `{ get }` of the plain type would not accept it.
    func argumentModel(_ argument: MemberSpec) -> ArgumentModel {
        let name = argument.name.value
        let type = argument.declaredTypeSpelling
        let keptType = argument.isSetAfterInit ? argument.setAfterInitTypeSpelling : type
        return ArgumentModel(
            name: name, type: type, docLines: docLines(argument.doc),
            declaration: argument.isSetAfterInit
                ? "var \(name): \(keptType)" + (argument.defaultValue.map { " = \($0.value)" } ?? startsAsNil(argument))
                : (argument.isExposed ? "" : "private ") + "let \(name): \(type)",
            requirement: argument.isExposed ? "var \(name): \(keptType) { get }" : nil,
            assignment: argument.isSetAfterInit ? nil : "self.\(name) = \(name)")
    }

    /// ` = nil` for an argument set after `init` whose type is `Optional<T>` written out: Swift starts only a `var`
    /// spelled `T?` or `T!` as nil, so without it `init` would leave the `var` unset.
    private func startsAsNil(_ argument: MemberSpec) -> String {
        guard let type = argument.type?.value, type.isOptional, !argument.isImplicitlyUnwrapped else { return "" }
        if case .optional = type { return "" }
        return " = nil"
    }

    /// `limit: Int = 20`: the argument as an `init` parameter of the view model and the coordinator, with its
    /// default when it has one (`User!` stays implicitly unwrapped; a closure is `@escaping`).
    static func argumentParameter(_ argument: MemberSpec) -> String {
        let type =
            argument.isImplicitlyUnwrapped
            ? argument.declaredTypeSpelling : (argument.type?.value ?? .void).parameterSpelling
        return "\(argument.name.value): \(type)" + (argument.defaultValue.map { " = \($0.value)" } ?? "")
    }
}
