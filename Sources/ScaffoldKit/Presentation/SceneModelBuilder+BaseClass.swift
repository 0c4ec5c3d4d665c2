import ScaffoldCore

extension SceneModelBuilder {
    /// Sets what the view model's class line and `init` print for the base class of `spec` (already resolved
    /// against the project's): the superclass, the `super.init` call after every stored property is set, and
    /// `override` when the generated `init()` replaces the base class's own.
    func applyViewModelBaseClass(of spec: SceneSpec, isTransform: Bool, to model: inout SceneModel) {
        guard let baseClass = spec.viewModelBaseClass else {
            model.hasInit = !isTransform || model.hasInitParameters
            return
        }
        model.viewModelSuperclass = baseClass.name.value
        model.superInitCall = baseClass.superInitCall
        model.initKeyword = model.hasInitParameters ? "init" : "override init"
        // A transform view model without parameters inherits `init()` when the base class needs nothing more.
        model.hasInit =
            !isTransform || model.hasInitParameters
            || baseClass.superInitCall != ViewModelBaseClassSpec.defaultSuperInit
        let setsProperties =
            model.hasInitParameters || (!isTransform && (model.hasOutputs || model.hasActions || model.hasInitSetup))
        model.separatesSuperInit = !isTransform && setsProperties
    }
}
