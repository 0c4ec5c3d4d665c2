import ScaffoldCore

extension SceneModelBuilder {
    /// The parameters of the view model's `init`, in the order `conventions.initOrder` gives, with the labels the spec
    /// writes: the `Input` of `inputs: init` first, then the arguments and the services (the coordinator it calls, the
    /// scene coordinator, the shared services, its own service), or the services first, or in the order of the spec's
    /// `initOrder` list. Services set after `init`
    /// (`inject: property`) are none of them, nor is a coordinator set after it (`coordinatorInViewModel: property`); those `inject: container` holds are one `dependencies` parameter, and
    /// those `inject: struct` holds one `dependency`, where the first of them would be. Every call of the `init` is
    /// built from these.
    func viewModelInitParameters(
        of spec: SceneSpec, names: SceneNames, conventions: Conventions, takesCoordinator: Bool
    ) -> [ViewModelInitParameter] {
        let input =
            conventions.takesInputInInit
            ? [ViewModelInitParameter(role: .input, name: SceneNames.initInputParameter, type: "Input")] : []
        let arguments = spec.arguments.filter { !$0.isSetAfterInit }.map { argument in
            let type =
                argument.isImplicitlyUnwrapped
                ? argument.declaredTypeSpelling : (argument.type?.value ?? .void).parameterSpelling
            return ViewModelInitParameter(
                role: .argument(argument.name.value), label: argument.label?.value, name: argument.name.value,
                type: type, defaultValue: argument.defaultValue?.value)
        }
        var services: [ViewModelInitParameter] = []
        if takesCoordinator, !conventions.coordinatorSetAfterInit, let property = names.coordinatorProperty,
            let protocolName = names.coordinatorProtocol
        {
            services.append(ViewModelInitParameter(role: .coordinator, name: property, type: "any \(protocolName)"))
        }
        if Self.navigatesWithSceneCoordinator(conventions) {
            let property = SceneNames.sceneCoordinatorProperty
            services.append(
                ViewModelInitParameter(
                    role: .sceneCoordinator, name: property, type: "any \(SceneNames.sceneCoordinatorProtocol)"))
        }
        let injected = injectedServices(of: spec, names: names, conventions: conventions)
        let contained = containedServices(of: spec, names: names, conventions: conventions)
        for dependency in names.dependencies where !injected.contains(dependency.property) {
            if let first = contained.first, dependency.property == first.property {
                services.append(
                    conventions.inject == .dependencyStruct
                        ? ViewModelInitParameter(
                            role: .container, name: SceneSpec.dependencyStructParameter,
                            type: SceneSpec.dependencyStructName, heldServices: contained.map(\.property))
                        : ViewModelInitParameter(
                            role: .container, name: SceneSpec.containerParameter,
                            type: "any \(SceneSpec.containerTypealias)"))
            }
            if contained.contains(where: { $0.property == dependency.property }) { continue }
            services.append(
                ViewModelInitParameter(
                    role: .dependency(dependency.property), label: spec.dependencyLabels[dependency.service]?.value,
                    name: dependency.property, type: dependency.dependencyType,
                    defaultValue: spec.dependencyDefaults[dependency.service]?.value))
        }
        if let serviceName = names.service, let protocolName = names.serviceProtocol,
            let property = names.serviceProperty, !injected.contains(property)
        {
            services.append(
                ViewModelInitParameter(
                    role: .service, label: spec.service?.label?.value, name: property, type: "any \(protocolName)",
                    defaultValue: "\(serviceName)()"))
        }
        if let order = spec.explicitInitOrder(names: names, conventions: conventions) {
            return input + Self.ordered(arguments + services, by: order)
        }
        switch conventions.initOrder {
        case .argumentsFirst: return input + arguments + services
        case .dependenciesFirst: return input + services + arguments
        }
    }

    /// `parameters` in the order `order` lists them; those it leaves out (the coordinator and the scene coordinator,
    /// which the conventions add) first, in the order they had.
    static func ordered(_ parameters: [ViewModelInitParameter], by order: [InitOrderCandidate.Identity])
        -> [ViewModelInitParameter]
    {
        func position(_ parameter: ViewModelInitParameter) -> Int {
            let identity: InitOrderCandidate.Identity? =
                switch parameter.role {
                case .argument(let name): .argument(name)
                case .coordinator: .coordinator
                case .sceneCoordinator: .sceneCoordinator
                case .dependency(let property): .dependency(property)
                case .service: .service
                case .container: .container
                case .input: nil
                }
            return identity.flatMap { order.firstIndex(of: $0) } ?? -1
        }
        return parameters.enumerated()
            .sorted { (position($0.element), $0.offset) < (position($1.element), $1.offset) }
            .map(\.element)
    }
}
