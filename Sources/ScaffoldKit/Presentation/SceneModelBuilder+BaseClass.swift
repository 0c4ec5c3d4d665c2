import Foundation
import ScaffoldCore

extension SceneModelBuilder {
    /// Sets what the view model's class line and `init` print for the base class of `spec` (already resolved
    /// against the project's): the superclass, the `super.init` call after every stored property is set, and
    /// `override` when the generated `init()` replaces the base class's own. A base class the app's Swift declares
    /// (`appCode`) whose `init` takes services the scene depends on gets them in `super.init`, and the view model
    /// stores no second copy; an explicit `superInit` is printed as written.
    func applyViewModelBaseClass(
        of spec: SceneSpec, isTransform: Bool, initParameters: [ViewModelInitParameter], to model: inout SceneModel
    ) {
        guard let baseClass = spec.viewModelBaseClass else {
            model.hasInit = !isTransform || model.hasInitParameters
            return
        }
        model.viewModelSuperclass = baseClass.name.value
        model.superInitCall = baseClass.superInitCall
        if baseClass.superInit == nil, let shape = baseClass.appShape,
            let (call, passed) = Self.superInit(of: shape, passing: model.dependencies)
        {
            model.superInitCall = call
            model.dependencies.removeAll { passed.contains($0.name) }
            model.hasDependencies = !model.dependencies.isEmpty
        }
        // A service the base class already holds in a property of the same name is its: the view model passes it on
        // (in `superInit`) and declares no second property, which Swift would refuse as an override.
        if let shape = baseClass.appShape, model.dependencies.contains(where: { shape.properties.contains($0.name) }) {
            model.dependencies.removeAll { shape.properties.contains($0.name) }
            model.hasDependencies = !model.dependencies.isEmpty
        }
        // A service the base class takes is no assignment of the view model's `init`.
        model.hasInitSetup = Self.hasInitSetup(model)
        let replacesBaseInit =
            !model.hasInitParameters
            || model.superInitCall.map { Self.passesEveryParameterOn(initParameters, in: $0) } == true
        model.initKeyword = replacesBaseInit ? "override init" : "init"
        // A transform view model without parameters inherits `init()` when the base class needs nothing more.
        model.hasInit =
            !isTransform || model.hasInitParameters
            || model.superInitCall != ViewModelBaseClassSpec.defaultSuperInit
        let setsProperties =
            model.hasInitParameters || (!isTransform && (model.hasOutputs || model.hasActions || model.hasInitSetup))
        model.separatesSuperInit = !isTransform && setsProperties
    }

    /// Whether the view model's `init` assigns arguments or dependencies or sets up observer inputs before it sets the
    /// outputs (`SceneModel.hasInitSetup`); `input` is read in the bindings, not assigned.
    static func hasInitSetup(_ model: SceneModel) -> Bool {
        !model.arguments.isEmpty || model.dependencies.contains { $0.assignment != nil }
            || model.inputs.contains { $0.observerSubject != nil }
    }

    /// Whether `superInitCall` hands each of `parameters` on, in order, under the label the view model's `init`
    /// takes it by (`init(prices: any PricesUseCase)` and `super.init(prices: prices)`): the base class then has an
    /// `init` of the same signature, which the view model's replaces, and Swift wants it written `override init`.
    static func passesEveryParameterOn(_ parameters: [ViewModelInitParameter], in superInitCall: String) -> Bool {
        let prefix = "super.init("
        guard !parameters.isEmpty, superInitCall.hasPrefix(prefix), superInitCall.hasSuffix(")") else { return false }
        let passed = FixtureCatalogBuilder.topLevelArguments(String(superInitCall.dropFirst(prefix.count).dropLast()))
            .map { Self.labelled(Substring($0)) }
        guard passed.count == parameters.count else { return false }
        return zip(parameters, passed).allSatisfy { parameter, argument in
            argument.label == (parameter.label ?? parameter.name) && argument.value == parameter.name
        }
    }

    /// `label: value` as its label (`_` for none) and value, without spaces around them.
    private static func labelled(_ argument: Substring) -> (label: String, value: String) {
        let text = argument.trimmingCharacters(in: .whitespaces)
        guard let colon = text.firstIndex(of: ":"),
            SwiftIdentifier.problem(with: text[..<colon].trimmingCharacters(in: .whitespaces)) == nil
        else { return ("_", text) }
        return (
            text[..<colon].trimmingCharacters(in: .whitespaces),
            text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        )
    }

    /// The `super.init` call of the first initializer of `shape` whose parameters the view model's `dependencies`
    /// (matched by type) fill, those with a default value left out when none matches, and the names of the
    /// dependencies it passes; nil when the class declares no initializer or none can be called so.
    static func superInit(of shape: AppBaseClassShape, passing dependencies: [DependencyModel]) -> (
        call: String, passed: Set<String>
    )? {
        for initializer in shape.initializers {
            let parameters = initializer.parameters
            var arguments: [String] = []
            var passed: Set<String> = []
            var callable = true
            for parameter in parameters {
                let type = SupportTypeChecker.stripped(parameter.type.value)
                if let dependency = dependencies.first(where: {
                    SupportTypeChecker.stripped($0.type) == type && !passed.contains($0.name)
                }) {
                    passed.insert(dependency.name)
                    arguments.append(
                        parameter.label == "_" ? dependency.name : "\(parameter.label): \(dependency.name)")
                } else if !parameter.hasDefaultValue {
                    callable = false
                    break
                }
            }
            if callable { return ("super.init(" + arguments.joined(separator: ", ") + ")", passed) }
        }
        return nil
    }
}
