import ScaffoldCore

/// `access: public`: what another module uses of a scene becomes `public`. The declarations the model spells are
/// changed here; the templates write `access` before the types and members they spell themselves.
extension SceneModelBuilder {
    /// Makes public, in `model` of a transform view model, the view model's declaration, `init`, `transform`, `steps`,
    /// the fields of `Input` and `Output`, the `Dependencies` typealias, and every member it declares that is not
    /// private.
    func applyAccess(_ access: AccessLevel, to model: inout SceneModel) {
        model.access = access.modifier
        model.isPublic = access == .public
        guard access == .public else { return }
        model.initKeyword = Self.publicly(model.initKeyword)
        model.arguments = model.arguments.map { argument in
            var argument = argument
            argument.declaration = Self.publicly(argument.declaration)
            return argument
        }
        model.dependencies = model.dependencies.map { dependency in
            var dependency = dependency
            dependency.declaration = Self.publicly(dependency.declaration)
            return dependency
        }
        if var tracking = model.tracking {
            tracking.declarations = tracking.declarations.map(Self.publicly)
            model.tracking = tracking
        }
        if var transform = model.transform {
            transform.declarationKeyword = Self.publicly(transform.declarationKeyword)
            transform.signature = Self.publicly(transform.signature)
            func publicField(_ field: TransformFieldModel) -> TransformFieldModel {
                var field = field
                field.declaration = Self.publicly(field.declaration)
                return field
            }
            transform.inputFields = transform.inputFields.map(publicField)
            transform.outputFields = transform.outputFields.map(publicField)
            transform.relays = transform.relays.map(publicField)
            model.transform = transform
        }
        // The public `init(dependencies:)` names it (`inject: container`); the providers it composes are public too.
        model.dependenciesTypealias = model.dependenciesTypealias.map(Self.publicly)
        if var rxFlow = model.rxFlow {
            rxFlow.stepsDeclaration = Self.publicly(rxFlow.stepsDeclaration)
            model.rxFlow = rxFlow
        }
    }

    /// `public let steps = ...`: `declaration` made public, unless it is private, or empty.
    static func publicly(_ declaration: String) -> String {
        guard !declaration.isEmpty,
            !["private ", "fileprivate ", "public "].contains(where: { declaration.hasPrefix($0) })
        else { return declaration }
        return "public " + declaration
    }
}
