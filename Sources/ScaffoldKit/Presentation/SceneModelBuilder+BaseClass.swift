import ScaffoldCore

extension SceneModelBuilder {
    /// Sets what the view model's class line and `init` print for the base class of `spec` (already resolved
    /// against the project's): the superclass, the `super.init` call after every stored property is set, and
    /// `override` when the generated `init()` replaces the base class's own. A base class the app's Swift declares
    /// (`appCode`) whose `init` takes services the scene depends on gets them in `super.init`, and the view model
    /// stores no second copy; an explicit `superInit` is printed as written.
    func applyViewModelBaseClass(of spec: SceneSpec, isTransform: Bool, to model: inout SceneModel) {
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
        model.initKeyword = model.hasInitParameters ? "init" : "override init"
        // A transform view model without parameters inherits `init()` when the base class needs nothing more.
        model.hasInit =
            !isTransform || model.hasInitParameters
            || model.superInitCall != ViewModelBaseClassSpec.defaultSuperInit
        let setsProperties =
            model.hasInitParameters || (!isTransform && (model.hasOutputs || model.hasActions || model.hasInitSetup))
        model.separatesSuperInit = !isTransform && setsProperties
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
