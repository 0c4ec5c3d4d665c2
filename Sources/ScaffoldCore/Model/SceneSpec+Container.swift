extension SceneSpec {
    /// The name of the one parameter, and of the `init`'s local, through which `inject: container` hands the view
    /// model its shared services.
    public static let containerParameter = "dependencies"

    /// The type its view model declares for that parameter: `typealias Dependencies = HasUserService & ...`.
    public static let containerTypealias = "Dependencies"

    /// The name of the one parameter through which `inject: struct` hands the view model its shared services.
    public static let dependencyStructParameter = "dependency"

    /// The struct nested in the view model that holds them under `inject: struct`: `struct Dependency { ... }`.
    public static let dependencyStructName = "Dependency"

    /// The name of the one parameter holding the shared services under `inject` (`dependencies` for `container`,
    /// `dependency` for `struct`); nil under the conventions that take each service on its own.
    public static func servicesParameter(under inject: InjectionConvention) -> String? {
        switch inject {
        case .container: containerParameter
        case .dependencyStruct: dependencyStructParameter
        case .initializer, .property: nil
        }
    }

    /// The shared services `init` takes from its one parameter under `inject: container` or `inject: struct`: every
    /// dependency but those the view model base class lists as taking in its own `init` (which stay parameters of
    /// their own, as the base class needs them before `self` exists). Empty under any other convention.
    public func containedDependencies(conventions: Conventions) -> [Located<String>] {
        guard conventions.inject.holdsServicesInOneParameter else { return [] }
        let taken = Set((viewModelBaseClass?.dependencies ?? []).map(\.value))
        return dependencies.filter { !taken.contains($0.value) }
    }
}
