extension SpecValidator {
    /// What `access: public` cannot make public yet, blamed where the spec writes it (or, for a project-wide choice, at
    /// the spec's `access` or its scene name): view models other than a transform one under RxFlow, whose public
    /// shape is what the app modules of RxFlow apps use; and, for every kind of scene, what its public `init` cannot
    /// take (`publicInitProblems`).
    func accessProblems(_ spec: SceneSpec, conventions: Conventions) -> [Diagnostic] {
        guard conventions.access == .public else { return [] }
        let fallback = spec.conventions.access?.location ?? spec.name.location
        // A public cell or component has a public `init` too, which these concern.
        var diagnostics = publicInitProblems(spec, conventions: conventions, fallback: fallback)
        guard spec.sceneKind.isScreen else { return diagnostics }
        let supported = "a transform view model under RxFlow ('viewModel: transform', 'navigation: rxflow')"
        func refuse(_ key: String, _ value: String, written: SourceLocation?) {
            diagnostics.append(
                .error(
                    .access(.unsupportedConvention(key: key, value: value, needs: supported)),
                    at: written ?? fallback))
        }
        if conventions.viewModel != .transform {
            refuse("viewModel", conventions.viewModel.rawValue, written: spec.conventions.viewModel?.location)
        }
        if conventions.navigation != .rxflow {
            refuse("navigation", conventions.navigation.rawValue, written: spec.conventions.navigation?.location)
        }
        return diagnostics
    }

    /// What a public `init` cannot take of `spec`: services set after it, or held in a struct whose memberwise `init`
    /// is internal, when the scene has such services; and a dependency's `default:`, which may name only public
    /// declarations, which scaffold cannot tell of an expression.
    private func publicInitProblems(_ spec: SceneSpec, conventions: Conventions, fallback: SourceLocation)
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        let refusesInjection =
            switch conventions.inject {
            case .property: spec.service != nil || !spec.dependencies.isEmpty
            case .dependencyStruct: !spec.containedDependencies(conventions: conventions).isEmpty
            case .initializer, .container: false
            }
        if refusesInjection {
            diagnostics.append(
                .error(.access(.injection(conventions.inject)), at: spec.conventions.inject?.location ?? fallback))
        }
        for dependency in spec.dependencies {
            guard let written = spec.dependencyDefaults[dependency.value] else { continue }
            diagnostics.append(.error(.access(.dependencyDefault(dependency.value)), at: written.location))
        }
        return diagnostics
    }

    /// Step enums that a public and an internal scene both emit, blamed at the internal scene's name (or its
    /// `access`): the public enum's cases would carry the internal scene's result enum.
    func accessStepEnumProblems(_ specs: [SceneSpec]) -> [Diagnostic] {
        let flows = specs.filter {
            projectConventions.applying($0.conventions).navigation == .rxflow && $0.coordinator != nil
                && $0.sceneKind.isScreen
        }.sorted { $0.name.value < $1.name.value }
        let groups = Dictionary(grouping: flows) { NamingTableBuilder.stepEnum(of: $0, naming: naming) }
        return groups.keys.sorted().flatMap { stepEnum -> [Diagnostic] in
            let group = groups[stepEnum] ?? []
            guard
                let publicScene = group.first(where: {
                    projectConventions.applying($0.conventions).access == .public
                })
            else { return [] }
            return group.filter { projectConventions.applying($0.conventions).access == .internal }.map { spec in
                .error(
                    .access(
                        .mixedStepEnum(
                            stepEnum: stepEnum, publicScene: publicScene.name.value, internalScene: spec.name.value)),
                    at: spec.conventions.access?.location ?? spec.name.location)
            }
        }
    }
}
