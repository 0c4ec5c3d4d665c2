extension SceneSpec {
    /// The spec as generated in a project whose view models subclass `projectBaseClass` unless their spec names
    /// another: the base class filled in, and the services it takes added to `dependencies` after the spec's own
    /// (those the spec does not list already), so that the view model's `init` takes them for `superInit`. A spec
    /// that declines a base class (`viewModelBaseClass: false`) keeps none.
    public func resolvingViewModelBaseClass(_ projectBaseClass: ViewModelBaseClassSpec?) -> SceneSpec {
        guard let baseClass = viewModelBaseClass ?? (declinesViewModelBaseClass ? nil : projectBaseClass) else {
            return self
        }
        var resolved = self
        resolved.viewModelBaseClass = baseClass
        var listed = Set(dependencies.map(\.value))
        for dependency in baseClass.dependencies where listed.insert(dependency.value).inserted {
            resolved.dependencies.append(dependency)
        }
        return resolved
    }
}

extension SceneSpec {
    /// The spec with its base class given its shape in the app's Swift, when `shapes` (by class name) has one. The
    /// view model's `init` follows the shape only when the base class has no explicit `superInit`.
    public func withAppBaseClassShape(from shapes: [String: AppBaseClassShape]) -> SceneSpec {
        guard let baseClass = viewModelBaseClass, let shape = shapes[baseClass.name.value] else { return self }
        var resolved = self
        resolved.viewModelBaseClass?.appShape = shape
        return resolved
    }
}
