import ScaffoldCore

/// What a run read from the app's Swift (`appCode`): the app protocols filled in, the shapes of the view model base
/// classes it declares, and the problems found.
struct AppCodeReading {
    var services: [SharedServiceSpec]
    var diagnostics: [Diagnostic] = []
    /// By class name, each base class of the specs that `appCode` declares as a class.
    var baseClassShapes: [String: AppBaseClassShape] = [:]
    /// The declarations read, the types the tests' fixtures are made of included.
    var index = AppCodeIndex()
}

extension Generator {
    /// The app protocols of the configuration, those without listed methods given the methods of their
    /// declarations in `appCode` (parsed here, only the files that may declare them or the support types and
    /// `baseClasses`); the support types checked against their declarations; the shapes of the base classes; and
    /// the problems found, the warnings of reading the app's Swift included. Without `appCode` the app protocols
    /// are as configured.
    ///
    /// The types named `fixtureTypes`, and those their values are made of, are read too, for the tests' fixtures.
    ///
    /// The app coordinator classes named `appCoordinators` are read too, for `AppCoordinatorChecker`.
    func readAppCode(
        _ appCode: AppCodeInputs?, baseClasses: Set<String> = [], appCoordinators: Set<String> = [],
        fixtureTypes: Set<String> = []
    ) -> AppCodeReading {
        guard let appCode else { return AppCodeReading(services: configuration.appServices) }
        let supportTypes = configuration.supportTypes
        let baseCoordinator = configuration.baseCoordinator
        let wanted =
            configuration.appServices.filter { $0.isAppProtocol && !$0.listsMethods }.map(\.name.value)
            + supportTypes.entries.map(\.name.value) + (baseCoordinator.isGenerated ? [] : [baseCoordinator.name.value])
            + baseClasses.sorted() + appCoordinators.sorted()
        let (index, warnings) = AppCodeIndexer.index(appCode, lookingFor: wanted, followingMembers: fixtureTypes)
        let resolved = AppProtocolResolver(
            index: index, patterns: appCode.patterns, testsMakeConcreteServices: configuration.roots.tests != nil
        ).resolve(configuration.appServices)
        var shapes: [String: AppBaseClassShape] = [:]
        for name in baseClasses {
            if let found = index.declarations(named: name).first(where: \.declaration.kind.isClass) {
                shapes[name] = AppBaseClassShape(found.declaration)
            }
        }
        let supportProblems = SupportTypeChecker(index: index, patterns: appCode.patterns).check(
            supportTypes, baseCoordinator: baseCoordinator,
            transform: configuration.conventions.transformShape,
            inheritedProperties: shapes.values.reduce(into: Set<String>()) { $0.formUnion($1.properties) })
        return AppCodeReading(
            services: Self.markingFoundationNamesTheAppDeclares(resolved.services, appCode: appCode),
            diagnostics: appCode.warnings + warnings + resolved.diagnostics + supportProblems,
            baseClassShapes: shapes, index: index)
    }
}

extension Generator {
    /// The Foundation names (`Notification`, `Data`) that `specs` and `services` write bare and `appCode` declares as
    /// the app's own types: the test module, which imports Foundation and the app, writes them with the app module.
    static func foundationNamesTheAppDeclares(
        _ specs: [SceneSpec], services: [SharedServiceSpec], appCode: AppCodeInputs
    ) -> Set<String> {
        var used: Set<String> = []
        let types =
            specs.flatMap(\.memberTypes)
            + services.flatMap { $0.methods.flatMap(\.types) + $0.properties.map(\.type.value) }
        for type in types {
            type.forEachNamedType { components in
                if components.count == 1, FoundationTypes.names.contains(components[0].name) {
                    used.insert(components[0].name)
                }
            }
        }
        return AppCodeIndexer.declaredTypes(used, in: appCode)
    }

    /// The library type names that `appCode` declares as the app's own types, each where it is first declared: in
    /// the app's module they hide the library's, so generated code writes the library's with its module, whether a
    /// spec names the app's or not.
    static func libraryNamesTheAppDeclares(_ appCode: AppCodeInputs) -> [String: SourceLocation] {
        AppCodeIndexer.typeDeclarations(
            Set(ImportedTypeNames.libraryTypes.keys).subtracting(ImportedTypeNames.libraryWhenBare), in: appCode)
    }

    /// `services`, each app protocol read from `appCode` told which Foundation names in its signatures are the app's
    /// own types, which its mock must write with the app module.
    static func markingFoundationNamesTheAppDeclares(_ services: [SharedServiceSpec], appCode: AppCodeInputs)
        -> [SharedServiceSpec]
    {
        func foundationNames(_ service: SharedServiceSpec) -> Set<String> {
            var names: Set<String> = []
            for type in service.methods.flatMap(\.types) + service.properties.map(\.type.value) {
                type.forEachNamedType { components in
                    if components.count == 1, FoundationTypes.names.contains(components[0].name) {
                        names.insert(components[0].name)
                    }
                }
            }
            return names
        }
        let used = services.filter { $0.isAppProtocol && !$0.declarationFiles.isEmpty }.map(foundationNames)
        let declared = AppCodeIndexer.declaredTypes(used.reduce(into: Set<String>()) { $0.formUnion($1) }, in: appCode)
        guard !declared.isEmpty else { return services }
        return services.map { service in
            guard service.isAppProtocol, !service.declarationFiles.isEmpty else { return service }
            var service = service
            service.appTypesNamedLikeFoundation = foundationNames(service).intersection(declared)
            return service
        }
    }
}

extension Generator {
    /// An error at each scene whose view model cannot call an `init` of its base class as `appCode` declares it:
    /// without `superInit`, the services the first `init` takes must be among the scene's dependencies. A note
    /// points at that `init`.
    func baseClassInitProblems(_ specs: [SceneSpec], services: [SharedServiceSpec]) -> [Diagnostic] {
        let appProtocols = AppProtocols(services)
        var extractedClassProblems: Set<SourceLocation> = []
        return specs.compactMap { spec -> Diagnostic? in
            guard let baseClass = spec.viewModelBaseClass, baseClass.superInit == nil,
                let shape = baseClass.appShape, let first = shape.initializers.first
            else { return nil }
            let names = SceneNames(spec, naming: configuration.naming, appProtocols: appProtocols)
            var dependencies = names.dependencies.map {
                DependencyModel(name: $0.property, type: $0.dependencyType)
            }
            if let serviceProtocol = names.serviceProtocol, let property = names.serviceProperty {
                dependencies.append(DependencyModel(name: property, type: "any \(serviceProtocol)"))
            }
            guard SceneModelBuilder.superInit(of: shape, passing: dependencies) == nil else { return nil }
            let missing = first.parameters.first { parameter in
                let type = SupportTypeChecker.stripped(parameter.type.value)
                return !parameter.hasDefaultValue
                    && !dependencies.contains { SupportTypeChecker.stripped($0.type) == type }
            }
            if let missing, let problem = Self.extractedClassProblem(missing, of: first, baseClass, services: services)
            {
                return extractedClassProblems.insert(problem.location).inserted ? problem : nil
            }
            return .error(
                .appCode(
                    .baseClassInitNotCallable(
                        baseClass.name.value, scene: spec.name.value, initializer: first.reference,
                        missing: missing?.type.value ?? "")),
                at: spec.name.location,
                notes: [.init(location: first.location, message: "'\(first.reference)' is declared here")])
        }
    }

    /// An error at each scene whose view model holds its coordinator in a property that its base class, as `appCode`
    /// declares it, already has: the view model cannot declare its own of the coordinator's type there, and without it
    /// the routes would call the base class's.
    func baseClassCoordinatorProblems(_ specs: [SceneSpec], services: [SharedServiceSpec]) -> [Diagnostic] {
        let appProtocols = AppProtocols(services)
        return specs.compactMap { spec -> Diagnostic? in
            let conventions = configuration.conventions.applying(spec.conventions)
            guard let baseClass = spec.viewModelBaseClass, let shape = baseClass.appShape,
                conventions.navigation == .coordinator, spec.viewModelHoldsCoordinator(conventions: conventions)
            else { return nil }
            let names = SceneNames(spec, naming: configuration.naming, appProtocols: appProtocols)
            guard let property = names.coordinatorProperty, shape.properties.contains(property) else { return nil }
            return .error(
                .appCode(
                    .baseClassDeclaresCoordinatorProperty(
                        baseClass.name.value, property: property, scene: spec.name.value)),
                at: spec.coordinator?.location ?? spec.name.location)
        }
    }
}

extension Generator {
    /// The app coordinator classes (`coordinator: {type:}`) of the scenes whose view models call them, checked
    /// against their declarations in the app's Swift.
    func appCoordinatorProblems(_ specs: [SceneSpec], index: AppCodeIndex) -> [Diagnostic] {
        AppCoordinatorChecker(index: index).check(specs) { spec in
            let conventions = configuration.conventions.applying(spec.conventions)
            // A class named like the routes' protocol is refused by the validator; it is not looked for.
            return conventions.navigation == .coordinator && spec.viewModelHoldsCoordinator(conventions: conventions)
                && spec.coordinator?.appType?.value
                    != SceneNames(spec, naming: configuration.naming).coordinatorProtocol
        }
    }
}
