import ScaffoldCore

extension SceneModelBuilder {
    /// An argument as the view model keeps it: a private property, or with `expose: true` a `let` its protocol
    /// shows read-only, so the screen can read it.
    func argumentModel(_ argument: MemberSpec) -> ArgumentModel {
        let name = argument.name.value
        let type = argument.declaredTypeSpelling
        return ArgumentModel(
            name: name, type: type, docLines: docLines(argument.doc),
            declaration: argument.isSetAfterInit
                ? "var \(name): \(argument.setAfterInitTypeSpelling)"
                    + (argument.defaultValue.map { " = \($0.value)" } ?? "")
                : (argument.isExposed ? "" : "private ") + "let \(name): \(type)",
            requirement: argument.isExposed ? "var \(name): \(type) { get }" : nil,
            assignment: argument.isSetAfterInit ? nil : "self.\(name) = \(name)")
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
