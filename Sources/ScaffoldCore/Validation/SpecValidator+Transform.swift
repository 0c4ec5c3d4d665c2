extension SpecValidator {
    /// Problems of the transform convention in one spec: options written for a convention the scene does not use,
    /// a dispose bag choice that differs from the project's one `ViewModelType`, types the view model's own
    /// `Input` and `Output` would shadow, and coordinator methods that a route and a result case both make.
    func transformProblems(_ spec: SceneSpec, names: SceneNames, conventions: Conventions) -> [Diagnostic] {
        guard conventions.viewModel == .transform else {
            var diagnostics: [Diagnostic] = []
            if let location = spec.conventions.transformDisposeBag?.location ?? spec.conventions.transformStruct?
                .location
                ?? spec.conventions.transformLabel?.location
            {
                diagnostics.append(.error(.transformOptionsWithoutTransform, at: location))
            }
            // `Input` fields, which the transform convention and `inputs: init` make, are Observables, Drivers or
            // Signals; the other conventions' inputs are subjects, observers or methods, which have no trait.
            for trait in spec.inputs.compactMap(\.trait) where !conventions.takesInputInInit {
                diagnostics.append(
                    .error(
                        .inputTraitWithoutTransform(inputs: spec.conventions.inputs?.value.rawValue),
                        at: trait.location))
            }
            if conventions.viewModel == .inputOutput {
                diagnostics += inputOutputProblems(spec, conventions: conventions)
                diagnostics += typesShadowed(by: Self.transformStructNames, in: spec, viewModel: names.viewModel)
                diagnostics += coordinatorMethodClashes(spec, names: names)
            }
            return diagnostics
        }
        var diagnostics: [Diagnostic] = []
        if let disposeBag = spec.conventions.transformDisposeBag,
            disposeBag.value != projectConventions.transformTakesDisposeBag
        {
            diagnostics.append(
                .error(
                    .transformDisposeBagDiffersFromProject(project: projectConventions.transformTakesDisposeBag),
                    at: disposeBag.location))
        }
        let projectLabel = projectConventions.transformShape.inputLabel
        if let label = spec.conventions.transformLabel, label.value != projectLabel {
            diagnostics.append(.error(.transformLabelDiffersFromProject(project: projectLabel), at: label.location))
        }
        if let inputs = spec.conventions.inputs {
            diagnostics.append(.error(.conventionUnusedByTransform("inputs"), at: inputs.location))
        }
        if let coordinatorInViewModel = spec.conventions.coordinatorInViewModel, !coordinatorInViewModel.value {
            diagnostics.append(.error(.coordinatorKeptOutOfTransformViewModel, at: coordinatorInViewModel.location))
        }
        diagnostics += typesShadowed(by: Self.transformStructNames, in: spec, viewModel: names.viewModel)
        if conventions.viewModelIsStruct {
            diagnostics += structViewModelProblems(spec)
        }
        // `transform` makes each relay output as a local of the output's name, which must not hide its parameter.
        for output in spec.outputs where output.isRelay && output.name.value == SceneNames.initInputParameter {
            diagnostics.append(.error(.relayOutputHidesTransformInput, at: output.name.location))
        }
        return diagnostics + coordinatorMethodClashes(spec, names: names)
    }

    /// What a struct view model cannot hold: a base class, which a struct cannot subclass, and a relay input, a
    /// property the view controller writes, which would be state of a value that keeps none. The base class is
    /// blamed at `struct: true` when the spec writes it, else at the scene, with a note where the class is named.
    private func structViewModelProblems(_ spec: SceneSpec) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let baseClass = spec.viewModelBaseClass {
            diagnostics.append(
                .error(
                    .structViewModelWithBaseClass(baseClass.name.value),
                    at: spec.conventions.transformStruct?.location ?? spec.name.location,
                    notes: [
                        .init(location: baseClass.name.location, message: "'\(baseClass.name.value)' is named here")
                    ]
                ))
        }
        for input in spec.inputs {
            guard let trait = input.relay?.trait else { continue }
            diagnostics.append(.error(.structViewModelWithRelayInput(input.name.value), at: trait))
        }
        return diagnostics
    }

    /// Each member type that names one of `structs`, which the view model nests (`Input`, `Output`), without a
    /// module: inside the view model the nested struct would win over the app's type. Blamed at the type.
    func typesShadowed(by structs: [String], in spec: SceneSpec, viewModel: String) -> [Diagnostic] {
        let memberTypes =
            spec.arguments.compactMap(\.type) + spec.inputs.compactMap(\.type) + spec.outputs.compactMap(\.member.type)
            + spec.actions.flatMap { [$0.input, $0.output].compactMap { $0 } }
        return memberTypes.compactMap { type in
            structs.first(where: { type.value.mentionsUnqualified($0) }).map {
                .error(.typeShadowedByTransformStruct($0, viewModel: viewModel), at: type.location)
            }
        }
    }

    /// The structs a transform or input/output view model nests, which hide app types of the same name inside it.
    static let transformStructNames = ["Input", "Output"]

    /// A route whose method (named after its output, or by `method:`) is named like the `finish` method of a result
    /// case: the coordinator protocol would declare the method twice. Blamed at the result case, or at `method:`
    /// where the route names its method.
    private func coordinatorMethodClashes(_ spec: SceneSpec, names: SceneNames) -> [Diagnostic] {
        guard let coordinator = spec.coordinator else { return [] }
        let routes = Dictionary(
            coordinator.routes.map { ($0.methodBaseName, $0) }, uniquingKeysWith: { first, _ in first })
        return names.table.entries.compactMap { method in
            guard case .finishMethod(let resultCase) = method.role, let route = routes[method.spelling] else {
                return nil
            }
            let problem = SpecProblem.coordinatorMethodClash(
                method.spelling, route: route.output.value, resultCase: resultCase)
            guard let named = route.method else {
                return .error(
                    problem, at: method.provenance.location,
                    notes: [
                        .init(
                            location: route.output.location, message: "route '\(route.output.value)' is declared here")
                    ])
            }
            return .error(
                problem, at: named.location,
                notes: [
                    .init(location: method.provenance.location, message: "result case '\(resultCase)' is declared here")
                ])
        }
    }
}
