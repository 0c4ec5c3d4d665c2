import ScaffoldCore

extension SceneModelBuilder {
    /// The property names of the services the view model of `spec` receives after `init` (`inject: property`): its
    /// own service and each shared dependency, but those its base class takes in `super.init`, which `init` must
    /// have. Empty with `inject: init`.
    func injectedServices(of spec: SceneSpec, names: SceneNames, conventions: Conventions) -> Set<String> {
        guard conventions.inject == .property else { return [] }
        return Set(serviceCandidates(names: names).map(\.name)).subtracting(keptInInit(of: spec, names: names))
    }

    /// The shared services the view model of `spec` takes from its one `dependencies` parameter (`inject: container`),
    /// in the spec's order: each dependency but those its base class takes in `super.init`, which `init` must have
    /// as parameters of their own. Empty under any other convention. The scene's own service is none of them: the
    /// app's container does not hold it, so it stays a parameter that defaults to the skeleton's instance.
    func containedServices(of spec: SceneSpec, names: SceneNames, conventions: Conventions) -> [ServiceNames] {
        let contained = Set(spec.containedDependencies(conventions: conventions).map(\.value))
        guard !contained.isEmpty else { return [] }
        let kept = keptInInit(of: spec, names: names)
        return names.dependencies.filter { contained.contains($0.service) && !kept.contains($0.property) }
    }

    /// `typealias Dependencies = HasUserService & HasAnalyticsService`: the providers of the services the view
    /// model's `dependencies` holds; nil when it holds none.
    func containerTypealias(of spec: SceneSpec, names: SceneNames, conventions: Conventions) -> String? {
        guard conventions.inject == .container else { return nil }
        let contained = containedServices(of: spec, names: names, conventions: conventions)
        guard !contained.isEmpty else { return nil }
        return "typealias \(SceneSpec.containerTypealias) = " + contained.map(\.provider).joined(separator: " & ")
    }

    /// `struct Dependency { let userService: any UserServiceType }`: the struct the view model's `dependency` holds
    /// its shared services in (`inject: struct`); nil under the other conventions, or when it holds none.
    func dependencyStruct(of spec: SceneSpec, names: SceneNames, conventions: Conventions) -> DependencyStructModel? {
        guard conventions.inject == .dependencyStruct else { return nil }
        let contained = containedServices(of: spec, names: names, conventions: conventions)
        guard !contained.isEmpty else { return nil }
        return DependencyStructModel(
            viewModel: names.viewModel, name: SceneSpec.dependencyStructName,
            docLine: "The shared services `\(names.viewModel)` takes in its `init`, in one value.",
            fieldLines: contained.map { "let \($0.property): \($0.dependencyType)" })
    }

    /// The view model's services, as its base class's `init` could take them: each shared dependency, then its own.
    private func serviceCandidates(names: SceneNames) -> [DependencyModel] {
        var candidates = names.dependencies.map {
            DependencyModel(name: $0.property, type: $0.dependencyType)
        }
        if let property = names.serviceProperty, let protocolName = names.serviceProtocol {
            candidates.append(DependencyModel(name: property, type: "any \(protocolName)"))
        }
        return candidates
    }

    /// The property names of the services the view model's base class takes in `super.init`, which must reach
    /// `init` as parameters of their own whatever the injection convention.
    private func keptInInit(of spec: SceneSpec, names: SceneNames) -> Set<String> {
        guard let baseClass = spec.viewModelBaseClass else { return [] }
        var kept: Set<String> = []
        let taken = Set(baseClass.dependencies.map(\.value))
        kept.formUnion(names.dependencies.filter { taken.contains($0.service) }.map(\.property))
        if baseClass.superInit == nil, let shape = baseClass.appShape,
            let (_, passed) = Self.superInit(of: shape, passing: serviceCandidates(names: names))
        {
            kept.formUnion(passed)
        }
        return kept
    }

    /// `viewModel.userService = dependencies.userService`: the statements that set the injected services of a view
    /// model just made, from `source` (the coordinator's dependencies, or the test's mocks), the scene's own service
    /// made by `ownService` (`ProfileService()` in the coordinator, the mock's property in the tests).
    static func injectionLines(
        _ injected: Set<String>, names: SceneNames, shared: (ServiceNames) -> String, ownService: String?
    ) -> [String] {
        var lines = names.dependencies.filter { injected.contains($0.property) }.map {
            "viewModel.\($0.property) = \(shared($0))"
        }
        if let property = names.serviceProperty, injected.contains(property), let ownService {
            lines.append("viewModel.\(property) = \(ownService)")
        }
        return lines
    }

    /// `viewModel.coordinator = self`: the statement that sets the coordinator of a view model just made that it
    /// receives after `init` (`coordinatorInViewModel: property`) to `value` (`self` in the coordinator, the mock in
    /// the tests); empty when `init` takes it, or the view model holds none.
    static func coordinatorInjectionLines(
        names: SceneNames, conventions: Conventions, takesCoordinator: Bool, value: String
    ) -> [String] {
        guard takesCoordinator, conventions.coordinatorSetAfterInit, let property = names.coordinatorProperty else {
            return []
        }
        return ["viewModel.\(property) = \(value)"]
    }

    /// `viewModel.companyID = companyID`: the statements that set the arguments of a view model just made that it
    /// receives after `init` (`inject: property`), each to its `value` (nil leaves the argument unset).
    static func argumentInjectionLines(of spec: SceneSpec, value: (MemberSpec) -> String?) -> [String] {
        spec.arguments.filter(\.isSetAfterInit).compactMap { argument in
            value(argument).map { "viewModel.\(argument.name.value) = \($0)" }
        }
    }

    /// The TODO the view model's `init` gets when services arrive after it: a binding that calls one reads it when
    /// an event arrives, which `init` can set up once every stored property is set.
    static func injectionTodoLines(_ injected: [String], example: String?) -> [String] {
        guard let first = injected.first else { return [] }
        let list = sentenceList(injected.map { "`\($0)`" })
        let verb = injected.count == 1 ? "is" : "are"
        return [
            "TODO: \(list) \(verb) set after init: bind what calls \(injected.count == 1 ? "it" : "them")",
            "once every stored property is set, reading \(injected.count == 1 ? "it" : "them") when an event arrives:",
            "`\(example ?? "trigger").flatMapLatest { [unowned self] _ in self.\(first)... }`.",
        ]
    }
}
