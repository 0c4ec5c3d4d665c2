extension SceneSpec {
    /// The name of the one parameter, and of the `init`'s local, through which `inject: container` hands the view
    /// model its shared services.
    public static let containerParameter = "dependencies"

    /// The type its view model declares for that parameter: `typealias Dependencies = HasUserService & ...`.
    public static let containerTypealias = "Dependencies"

    /// The shared services `init` takes from its one `dependencies` parameter under `inject: container`: every
    /// dependency but those the view model base class lists as taking in its own `init` (which stay parameters of
    /// their own, as the base class needs them before `self` exists). Empty under any other convention.
    public func containedDependencies(conventions: Conventions) -> [Located<String>] {
        guard conventions.inject == .container else { return [] }
        let taken = Set((viewModelBaseClass?.dependencies ?? []).map(\.value))
        return dependencies.filter { !taken.contains($0.value) }
    }
}
