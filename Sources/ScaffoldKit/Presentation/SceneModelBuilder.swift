import ScaffoldCore

/// Builds the `SceneModel` of one valid spec.
public struct SceneModelBuilder: Sendable {
    /// Every loaded spec by scene name, to look up route targets.
    public let scenes: [String: SceneSpec]
    /// Every loaded service spec by service name, to look up dependencies.
    public let services: [String: SharedServiceSpec]
    /// What each scene's coordinator hands out, from `scenes` and `services`.
    let reach: SharedServiceReach
    public var projectConventions: Conventions
    /// Project-relative folder for tests and mocks; nil turns them off.
    public var testsFolder: String?
    /// Project-relative folder for shared services and the app's container.
    public var servicesFolder: String
    /// The module tests `@testable import`, if any.
    public var testableImport: String?
    /// Scenes written by hand by name, for routes to scenes without a spec.
    public var externalScenes: [String: ExternalSceneSpec]
    /// The class generated coordinators subclass.
    public var baseCoordinator: String
    /// What scenes' own services and coordinators are called.
    public var naming: Naming
    /// The app's own types generated code names in place of scaffold's support types.
    public var supportTypes: SupportTypesSpec
    /// The cells and components among `scenes`, to find the ones a scene's members name.
    let containedScenes: ContainedSceneIndex
    /// How the library types are written, with their modules where the project's app types shadow them.
    public var libraryNames: LibraryNames
    /// The names among `services` of the app's own protocols, which scenes' names spell as the app does.
    let appProtocols: AppProtocols
    /// The shared services a public scene (`access: public`) hands out, by name: their protocols and providers are
    /// public, as the scene's public `init` and flow take them.
    let publicServices: Set<String>
    /// The project's fixtures, whose typealiases the tests' values go through; empty until `fixtureCatalog(index:)`
    /// is set here.
    public var fixtures = FixtureCatalog()
    /// The type names of `scenes` by spec file, as validation found them; a scene missing here has its naming
    /// table built again.
    public var sceneTypeNames: [String: SceneTypeNames] = [:]

    public init(
        scenes: [String: SceneSpec], services: [String: SharedServiceSpec] = [:], projectConventions: Conventions,
        testsFolder: String? = nil, servicesFolder: String = ProjectConfig.defaultServices,
        testableImport: String? = nil, externalScenes: [ExternalSceneSpec] = [],
        baseCoordinator: String = SceneNames.baseCoordinator, naming: Naming = Naming(),
        supportTypes: SupportTypesSpec = SupportTypesSpec()
    ) {
        self.supportTypes = supportTypes
        self.scenes = scenes
        self.services = services
        reach = SharedServiceReach(scenes: scenes, services: services)
        self.projectConventions = projectConventions
        self.testsFolder = testsFolder
        self.servicesFolder = servicesFolder
        self.testableImport = testableImport
        self.externalScenes = Dictionary(
            externalScenes.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        self.baseCoordinator = baseCoordinator
        self.naming = naming
        containedScenes = ContainedSceneIndex(scenes.values)
        libraryNames = LibraryNames(appTypesOf: scenes.values, services: services.values)
        appProtocols = AppProtocols(services.values)
        publicServices = Set(
            scenes.values.filter { projectConventions.applying($0.conventions).access == .public }.flatMap {
                [reach] scene in reach.services(handedOutBy: scene.name.value).map(\.service)
            })
    }

    /// The fixtures the tests of every scene need, made from the app's Swift in `index`; empty without tests.
    public func fixtureCatalog(index: AppCodeIndex) -> FixtureCatalog {
        guard let testsFolder else { return FixtureCatalog() }
        // A fixture's member may be of an app type named like a type with a literal (`Date`) that no spec writes.
        var libraryNames = libraryNames
        libraryNames.appTypesNamedLikeFoundation.formUnion(
            TestValueLiteral.namedTypes.filter { !index.declarations(named: $0).isEmpty })
        return FixtureCatalogBuilder(
            specs: scenes.values.sorted { $0.name.value < $1.name.value }.map { spec in
                spec.mappingTypes { libraryNames.inTests($0, appModule: testableImport) }
            },
            index: index, testsFolder: testsFolder, testableImport: testableImport, libraryNames: libraryNames,
            naming: naming, appProtocols: appProtocols, projectConventions: projectConventions,
            sceneTypeNames: sceneTypeNames
        ).build()
    }

    /// The type names of `spec`, from validation when it kept them.
    func typeNames(of spec: SceneSpec) -> SceneTypeNames {
        sceneTypeNames[spec.file] ?? SceneTypeNames(SceneNames(spec, naming: naming, appProtocols: appProtocols))
    }

    /// The presentation model of one valid spec, with the project's conventions and the spec's overrides applied.
    public func model(for spec: SceneSpec) -> SceneModel {
        let conventions = projectConventions.applying(spec.conventions)
        let scene = spec.name.value
        let names = SceneNames(spec, naming: naming, appProtocols: appProtocols)
        // A transform or input/output view model: its contract is `struct Input` and `struct Output`.
        let isTransform = conventions.viewModel.nestsInputAndOutput
        // Inputs through `init` are fields of `Input`, not members of the view model.
        let takesInputInInit = conventions.takesInputInInit
        let inputs: [InputModel] =
            takesInputInInit
            ? []
            : zip(spec.inputs, names.inputSubjects).map { inputSpec, subject in
                var model = input(
                    for: inputSpec, subject: subject, convention: conventions.inputs, values: spec.valueNames)
                model.events = inputEvents(
                    of: inputSpec, subject: subject, in: spec, conventions: conventions, names: names)
                return model
            }
        let resolvedOutputs = resolvedOutputs(of: spec, names: names, conventions: conventions)
        var outputs = resolvedOutputs.map {
            output($0, isTransform: isTransform, names: names, values: spec.valueNames)
        }
        // In the transform convention the bindings follow the `transform` call, so each has a blank line before it.
        if !isTransform, let first = outputs.firstIndex(where: { $0.binding != nil }) {
            outputs[first].binding?.isFirst = true
        }
        let state = spec.state.map { StateModel(cases: $0.map(enumCase)) }
        let service = spec.service.map {
            ServiceModel(
                methods: methods($0.methods, of: names.service ?? scene), docLine: serviceDocLine(scene: scene))
        }
        let sharedServices = reach.services(handedOutBy: scene)
        // The app's one scene coordinator leads every scene's routes: no scene has a coordinator of its own.
        let navigatesWithSceneCoordinator = Self.navigatesWithSceneCoordinator(conventions)
        let coordinator = (navigatesWithSceneCoordinator ? nil : spec.coordinator).map {
            coordinatorModel(
                $0, spec: spec, names: names, conventions: conventions, passesDependencies: !sharedServices.isEmpty)
        }

        let arguments = spec.arguments.map(argumentModel)
        var dependencies: [DependencyModel] = []
        if coordinator?.hasProtocol == true, let property = names.coordinatorProperty,
            let protocolName = names.coordinatorProtocol
        {
            dependencies.append(
                DependencyModel(
                    name: property, type: "any \(protocolName)",
                    heldCoordinator: spec.coordinator?.hold?.value ?? .weak,
                    isInjected: conventions.takesCoordinatorAfterInit))
        }
        if navigatesWithSceneCoordinator {
            dependencies.append(Self.sceneCoordinatorDependency.model)
        }
        let injected = injectedServices(of: spec, names: names, conventions: conventions)
        let contained = Set(containedServices(of: spec, names: names, conventions: conventions).map(\.property))
        for dependency in names.dependencies {
            dependencies.append(
                DependencyModel(
                    name: dependency.property, type: dependency.dependencyType,
                    isInjected: injected.contains(dependency.property),
                    defaultValue: spec.dependencyDefaults[dependency.service]?.value,
                    source: contained.contains(dependency.property)
                        ? SceneSpec.servicesParameter(under: conventions.inject).map { "\($0).\(dependency.property)" }
                        : nil,
                    isExposed: spec.exposedDependencies[dependency.service] != nil))
        }
        if let protocolName = names.serviceProtocol, let property = names.serviceProperty {
            dependencies.append(
                DependencyModel(name: property, type: "any \(protocolName)", isInjected: injected.contains(property)))
        }
        let initParameters = viewModelInitParameters(
            of: spec, names: names, conventions: conventions, takesCoordinator: coordinator?.hasProtocol == true)
        let parameters = initParameters.map(\.declaration)

        let assembler = coordinator.flatMap { coordinator in
            names.assembler.map {
                assemblerModel(
                    named: $0, spec: spec, names: names, conventions: conventions, coordinator: coordinator,
                    viewModelReference: isTransform ? names.viewModel : "any \(names.viewModelProtocol)")
            }
        }
        // With RxFlow or the scene coordinator a transform view model leads its routes itself, not through a
        // coordinator it holds, and returns the outputs it leads by the constants it makes for them.
        let ledOutputs = outputsLedInTransform(of: spec, conventions: conventions)
        let leadingCoordinator = conventions.navigation == .rxflow ? nil : coordinator
        var transform =
            isTransform
            ? transformModel(
                spec: spec, names: names, conventions: conventions,
                outputs: outputsReturnedByName(resolvedOutputs, led: ledOutputs), coordinator: leadingCoordinator)
            : nil
        transform?.ledOutputConstants = ledOutputConstants(resolvedOutputs, led: ledOutputs)
        // `public init(` under `access: public` leaves the parameters less of the line.
        let initParameterLines = LineWrapping.wrappedLines(
            parameters, fixed: "    init() {".count + conventions.access.modifier.count)
        // A member typed `Driver<String>`, `BehaviorRelay<Bool>` or `CocoaAction` needs its library as much as the
        // members scaffold shapes that way do.
        let memberLibraries = libraryNames.modules(usedBy: spec.memberTypes)
        let usesCocoaTraits =
            Self.usesCocoaTraits(resolvedOutputs) || (isTransform && !spec.inputs.isEmpty)
            || (takesInputInInit && spec.inputs.contains { initInputTrait($0) != .observable })
        let extraImports = spec.imports.map(\.value)
        let usesAction = !spec.actions.isEmpty || memberLibraries.contains("Action")
        let rxImports =
            ["RxSwift"] + (usesCocoaTraits || memberLibraries.contains("RxCocoa") ? ["RxCocoa"] : [])
            + (Self.usesRelays(spec, conventions: conventions) || memberLibraries.contains("RxRelay")
                ? ["RxRelay"] : [])
            + (usesAction ? ["Action"] : [])
        let uiKit = UIKitTypes.areUsed(by: spec.memberTypes) ? ["UIKit"] : []
        let referencedSpecs = Self.referencedSpecs(
            of: spec,
            routes: (spec.coordinator?.routes ?? []).filter(\.startsScene).compactMap { scenes[$0.scene.value]?.file },
            contained: containedScenes.scenes(containedBy: spec).map(\.file), reached: reach.specFiles(shaping: scene))
        let usesFoundationTypes = FoundationTypes.areUsed(by: spec.memberTypes)
        var model = SceneModel(
            specFile: spec.file,
            specPath: SwiftSourceText.lineCommentText(spec.file),
            referencedSpecs: referencedSpecs,
            scene: scene,
            names: names,
            docLines: docLines(spec.doc),
            generatedImports: Self.imports(
                Self.foundation(if: usesFoundationTypes) + uiKit + rxImports, extra: extraImports),
            viewModelImports: Self.imports(
                Self.foundation(
                    if: usesFoundationTypes || Self.showsErrorMessages(spec)
                        || spec.viewModelBaseClass.map { FoundationTypes.isUsed(byClass: $0.name.value) } == true)
                    + uiKit + rxImports,
                extra: extraImports),
            serviceImports: Self.imports(
                serviceModules(using: (spec.service?.methods ?? []).flatMap(\.types)), extra: extraImports),
            // The coordinator calls `asObservable()` on Driver and Signal outputs, which RxCocoa declares.
            // It also stores and hands on the scene's arguments, whose types may be a library's (`Driver<Int>`).
            coordinatorImports: Self.imports(
                ["UIKit", "RxSwift"] + (usesCocoaTraits ? ["RxCocoa"] : [])
                    + modules(usedBy: spec.argumentTypes),
                extra: extraImports),
            viewControllerImports: Self.imports(
                ["UIKit", "RxSwift", "RxCocoa"] + (usesAction ? ["Action"] : []), extra: extraImports),
            assemblerImports: Self.imports(["UIKit"], extra: extraImports),
            inputs: inputs,
            outputs: outputs,
            actions: viewControllerActions(
                spec, isTransform: isTransform, bindsOutputs: outputs.contains { $0.binding != nil }, names: names),
            state: state,
            service: service,
            coordinator: coordinator,
            assembler: assembler,
            wording: wording,
            // Without coordinators nothing hands services on: the scene coordinator reads them from the app's.
            sharedDependencies: (navigatesWithSceneCoordinator ? nil : names.coordinatorDependencies).flatMap {
                typeName in
                sharedServices.isEmpty
                    ? nil
                    : sharedDependencies(
                        typeName, providers: sharedServices.map(\.provider), access: conventions.access)
            },
            hasInputs: !inputs.isEmpty,
            hasOutputs: !outputs.isEmpty,
            hasActions: !spec.actions.isEmpty,
            arguments: arguments,
            hasArguments: !arguments.isEmpty,
            dependencies: dependencies,
            hasDependencies: !dependencies.isEmpty,
            hasInitParameters: !parameters.isEmpty,
            hasInputSetup: !parameters.isEmpty && inputs.contains { $0.observerSubject != nil },
            navigationNotes: navigationNotes(
                resolvedOutputs,
                startedByViewController: Self.outputsRoutedByViewController(spec, conventions: conventions),
                startedIn: isTransform ? "below, through the router" : "in bindRoutes()"
            ),
            initParameters: parameters.joined(separator: ", "),
            wrapsInitParameters: !initParameterLines.isEmpty,
            initParameterLines: initParameterLines,
            hasInputFunctions: conventions.inputs == .function && !inputs.isEmpty,
            inputBindingHints: conventions.viewModel == .inputOutput
                ? inputBindingHints(
                    inputs: spec.inputs.filter { !$0.isRelay }, actions: [], convention: conventions.inputs,
                    names: names, owner: "viewModel.\(SceneNames.inputOutputProperties.input)")
                : isTransform
                    ? []
                    : inputBindingHints(
                        inputs: takesInputInInit ? [] : spec.inputs, actions: spec.actions,
                        convention: conventions.inputs,
                        names: names),
            transform: transform,
            viewModelReference: isTransform ? names.viewModel : "any \(names.viewModelProtocol)",
            tests: testsFolder.map { folder in
                // The tests import the app module and the libraries, so an app type named like a library type
                // is written with the app module there: the tests are built from the spec with its types so.
                let testSpec = spec.mappingTypes { libraryNames.inTests($0, appModule: testableImport) }
                guard testSpec != spec else {
                    return testsModel(
                        folder: folder, spec: spec, names: names, conventions: conventions, outputs: resolvedOutputs,
                        coordinator: coordinator, transform: transform)
                }
                let testOutputs = self.resolvedOutputs(of: testSpec, names: names, conventions: conventions)
                let testCoordinator = (navigatesWithSceneCoordinator ? nil : testSpec.coordinator).map {
                    coordinatorModel(
                        $0, spec: testSpec, names: names, conventions: conventions,
                        passesDependencies: !sharedServices.isEmpty)
                }
                return testsModel(
                    folder: folder, spec: testSpec, names: names, conventions: conventions, outputs: testOutputs,
                    coordinator: testCoordinator,
                    transform: isTransform
                        ? transformModel(
                            spec: testSpec, names: names, conventions: conventions, outputs: testOutputs,
                            coordinator: conventions.navigation == .rxflow ? nil : testCoordinator) : nil)
            }
        )
        applyViewControllerNavigation(to: &model, names: names)
        applyTransformRouter(to: &model, spec: spec, conventions: conventions)
        // An unread `output` is a compiler warning in the user's file: keep it only where the view controller reads it.
        let routerReadsOutput =
            conventions.routesTransformInViewController
            && (spec.coordinator?.routes ?? []).contains { !spec.startsFromInput($0) }
        if !model.outputs.contains(where: { $0.binding != nil }), spec.actions.isEmpty, !routerReadsOutput {
            model.transform?.bindsOutput = false
        }
        model.kind = spec.sceneKind
        let shownInOutputs = Set(spec.arguments.filter { $0.exposedInOutputs != nil }.map(\.name.value))
        let shownInState = Set(spec.arguments.filter { $0.exposedInState != nil }.map(\.name.value))
        model.exposedArguments = arguments.filter {
            $0.requirement != nil && !shownInOutputs.contains($0.name) && !shownInState.contains($0.name)
        }
        model.viewNoun = Self.viewNoun(of: spec.sceneKind)
        model.extraConformances = spec.conformsTo.map(\.value)
        model.inheritedProtocols = spec.protocolInherits.map(\.value)
        model.dependenciesTypealias = containerTypealias(of: spec, names: names, conventions: conventions)
        model.dependencyStruct = dependencyStruct(of: spec, names: names, conventions: conventions)
        model.conformanceLines = LineWrapping.commaLines(
            [names.viewModelProtocol] + (inputs.isEmpty ? [] : [names.inputsProtocol])
                + (outputs.isEmpty ? [] : [names.outputsProtocol])
                + (spec.actions.isEmpty ? [] : [names.actionsProtocol]) + [names.stateProtocol].compactMap { $0 }
                + model.extraConformances)
        model.hasInitSetup = Self.hasInitSetup(model)
        if !isTransform {
            // A coordinator set after `init` is read when an event arrives already, by the routes `init` binds.
            model.injectionTodoLines = Self.injectionTodoLines(
                dependencies.filter { $0.assignment == nil && $0.name != names.coordinatorProperty }.map(\.name),
                example: spec.inputs.first.map(\.name.value))
        }
        if takesInputInInit {
            model.initInput = initInputModel(spec: spec, names: names)
        }
        model.tracking = spec.tracking.map(trackingModel)
        // A transform view model binds into its output relays in `transform`, with the bag `transform` takes or the
        // one its base class holds when it has one; inputs that start routes are led to the coordinator with the
        // view model's own bag unless one is lent.
        let bagIsLent =
            conventions.transformLendsDisposeBag
            || spec.viewModelBaseClass?.appShape?.holdsDisposeBag == true
        // A base class that holds a `disposeBag` lends it to the relays' bindings; a second one would override it.
        let relaysNeedBag =
            (isTransform ? resolvedOutputs.contains(where: \.holdsRelayField) : outputs.contains(where: \.isRelay))
            && !bagIsLent
        // The naming table spells the bag for relays and routed inputs; routed outputs and results need it too when
        // the view model leads them to the scene coordinator.
        // A flow scene's transform view model binds its route steps with it.
        let bindsStepsInTransform = isTransform && conventions.navigation == .rxflow && spec.sceneKind.isScreen
        if let disposeBag = names.table.spelling(of: .viewModelDisposeBag)
            ?? (navigatesWithSceneCoordinator ? SceneNames.sceneCoordinatorDisposeBag : nil)
            ?? (bindsStepsInTransform ? NamingTableBuilder.rxFlowViewModelMembers[2] : nil)
        {
            model.inputRoutes =
                navigatesWithSceneCoordinator
                ? sceneCoordinatorRoutes(
                    of: spec, conventions: conventions, names: names, outputs: resolvedOutputs, disposeBag: disposeBag)
                : bindsStepsInTransform
                    ? transformStepBindings(of: spec, outputs: resolvedOutputs, disposeBag: disposeBag)
                    : inputRoutes(of: spec, conventions: conventions, names: names, disposeBag: disposeBag)
            let routesNeedBag = model.hasInputRoutes && !bagIsLent
            if relaysNeedBag || routesNeedBag {
                model.disposeBag = "private let \(disposeBag) = \(libraryNames("DisposeBag"))()"
                model.disposeBagDocLine =
                    switch (relaysNeedBag, routesNeedBag) {
                    case (true, false):
                        isTransform
                            ? "Keeps the bindings into the output relays alive as long as the view model lives."
                            : "Keeps the view model's bindings into its relays alive as long as it lives."
                    case (false, _) where navigatesWithSceneCoordinator:
                        "Keeps the subscriptions that lead routes and results to the scene coordinator alive."
                    case (false, _) where bindsStepsInTransform:
                        "Keeps the bindings of the route steps to `steps` alive as long as the view model lives."
                    case (true, true) where bindsStepsInTransform:
                        "Keeps the bindings into the output relays, and those of the route steps to `steps`, alive as "
                            + "long as the view model lives."
                    case (false, _):
                        "Keeps the subscriptions that lead inputs to the \(wording.coordinator) alive as long as the "
                            + "view model lives."
                    case (true, true):
                        "Keeps the view model's bindings into its relays, and the subscriptions that lead inputs to "
                            + "the \(wording.coordinator), alive as long as it lives."
                    }
            }
        }
        if conventions.navigation == .rxflow, let coordinator, spec.sceneKind.isScreen {
            applyRxFlow(
                to: &model, spec: spec, names: names, conventions: conventions, coordinator: coordinator,
                passesDependencies: !sharedServices.isEmpty, bagIsLent: bagIsLent, relaysNeedBag: relaysNeedBag)
            // The result cases no output makes: a transform view model accepts them in `transform(input:)`.
            model.transform?.todoLines += model.rxFlow?.resultTodos ?? []
        }
        // The app's view model protocol requires the bag: a private one, or none, would leave the view model not
        // conforming. Its base class's bag satisfies the requirement when it holds one.
        if conventions.viewModel == .transform, let required = supportTypes.requiredDisposeBag,
            spec.viewModelBaseClass?.appShape?.holdsDisposeBag != true
        {
            if model.disposeBag == nil {
                model.disposeBagDocLine =
                    "The bag `\(supportTypes.viewModelTypeName)` requires; it keeps what the view model subscribes "
                    + "alive."
            }
            model.disposeBag = "\(required.keyword) \(RequiredDisposeBag.name) = \(libraryNames("DisposeBag"))()"
        }
        model.sceneCase = sceneCase(of: spec, names: names, conventions: conventions)
        model.usesNotImplemented = spec.service.map { Self.hasReactiveMethods($0.methods) } ?? false
        model.libraryNames = libraryNames
        applyViewModelBaseClass(of: spec, isTransform: isTransform, initParameters: initParameters, to: &model)
        model.properties = spec.properties.map(property)
        model.outputValues =
            arguments.filter { shownInOutputs.contains($0.name) }.compactMap { argument in
                argument.requirement.map { ValueRequirementModel(docLines: argument.docLines, requirement: $0) }
            }
            + model.properties.filter(\.isInOutputs).map {
                ValueRequirementModel(docLines: $0.docLines, requirement: $0.requirement)
            }
        model.stateValues =
            arguments.filter { shownInState.contains($0.name) }.compactMap { argument in
                argument.requirement.map { ValueRequirementModel(docLines: argument.docLines, requirement: $0) }
            }
            + model.properties.filter(\.isInState).map {
                ValueRequirementModel(docLines: $0.docLines, requirement: $0.requirement)
            }
        model.hasStateValues = !model.stateValues.isEmpty && !isTransform
        model.methods = spec.methods.map(viewModelMethod)
        applyAccess(conventions.access, to: &model)
        return model
    }

    /// What shows a view model of `kind`, as prose names it: `screen`, `cell`, or `view` for a component.
    static func viewNoun(of kind: SceneKind) -> String {
        switch kind {
        case .screen: return "screen"
        case .cell: return "cell"
        case .component: return "view"
        }
    }

    /// An output before it is spelled: one of the spec's, or the state machine's `state`.
    struct ResolvedOutput {
        var name: String
        var type: SwiftType
        var doc: String?
        var trait: OutputTrait
        /// The coordinator that handles this output instead of the view controller.
        var handledBy: String?
        var rendersState = false
        /// What the view model skeleton first assigns: `.empty()`, or the tracker that feeds the output.
        var source = ".empty()"
        /// The first value of a relay output (`trait: relay`); nil for other outputs.
        var relayInitial: String? = nil
        /// Whether the field of a transform scene's `Output` is the relay itself, which `transform` makes and feeds:
        /// the view controller and the test read it as a Driver, through `asDriver()`.
        var isRelayField = false
        /// Whether the field of a transform scene's `Output` is a `PublishRelay` (`trait: publishRelay`), which
        /// `transform` makes and feeds: the view controller and the test read it as a Signal, through `asSignal()`.
        var isPublishRelayField = false
        /// The subject or relay a protocols view model's outputs protocol shows as it is (`PublishSubject`,
        /// `PublishRelay`, `BehaviorRelay`, from `trait: publishSubject`, `publishRelay`, `behaviorRelay`), which the
        /// view model declares, feeds and the screen observes; nil for other outputs.
        var exposedHolder: String? = nil
        /// Whether the output leads to another scene through the view model's call of its coordinator, which runs
        /// only while something subscribes: the view controller binds it although a coordinator handles it. So are
        /// all outputs of a view model that receives its inputs as observables, which no coordinator can observe.
        var navigatesThroughViewModel = false

        /// What reads the `Output` field as its trait: `.asDriver()` after a relay field, `.asSignal()` after a
        /// PublishRelay field, nothing after the others.
        var relayFieldReading: String { isRelayField ? ".asDriver()" : isPublishRelayField ? ".asSignal()" : "" }
        /// Whether the `Output` field is a relay of either kind, a constant `transform` makes, feeds and returns.
        var holdsRelayField: Bool { isRelayField || isPublishRelayField }
    }

    /// The spec's outputs with their traits and handlers decided, then `state` when the spec has a state machine.
    func resolvedOutputs(of spec: SceneSpec, names: SceneNames, conventions: Conventions) -> [ResolvedOutput] {
        let routedOutputs = Set(
            (spec.coordinator?.routes ?? []).filter { spec.source(of: $0) == .output }.map(\.output.value))
        let resultOutputs = Set((spec.coordinator?.result ?? []).compactMap(\.from?.value))
        // What leads the routed outputs to other scenes: the coordinator, or with RxFlow the scene's flow.
        let navigator =
            conventions.navigation == .rxflow
            ? NamingTableBuilder.flow(ofScene: spec.name.value) : spec.coordinator?.appType?.value ?? names.coordinator
        var outputs = spec.outputs.map { output in
            let name = output.name.value
            let type = output.member.type?.value ?? .void
            // A relay is shown read-only, as a Driver (`Output` of a transform scene always), or as an Observable
            // where the outputs are Observables: it has a value at any time, which a Signal would not replay.
            let relayTrait: OutputTrait? =
                output.isRelay
                ? (!conventions.viewModel.nestsInputAndOutput && conventions.outputs == .observable
                    ? .observable : .driver)
                : nil
            let isPublishRelayField = output.isPublishRelayField && conventions.viewModel == .transform
            // A protocols view model's outputs protocol may show the subject or relay itself, as imperative apps write
            // it; the screen and the test observe it as an Observable.
            let exposedHolder: String? =
                conventions.viewModel.nestsInputAndOutput
                ? nil
                : output.isBehaviorRelay
                    ? "BehaviorRelay"
                    : output.isPublishRelayField ? "PublishRelay" : output.isPublishSubject ? "PublishSubject" : nil
            let trait =
                exposedHolder != nil
                ? .observable
                : relayTrait ?? (isPublishRelayField ? .signal : output.trait?.value ?? conventions.outputs)
            return ResolvedOutput(
                name: name, type: type, doc: output.member.doc, trait: trait,
                handledBy: routedOutputs.contains(name) || resultOutputs.contains(name)
                    ? (Self.navigatesWithSceneCoordinator(conventions) ? SceneNames.sceneCoordinator : navigator)
                    : nil,
                source: trackedSource(ofOutput: name, type: type, trait: trait, tracking: spec.tracking)
                    ?? ".empty()",
                relayInitial: output.isRelay ? output.relay?.initialExpression(for: output.member.type?.value) : nil,
                isRelayField: output.isRelay && conventions.viewModel.nestsInputAndOutput,
                isPublishRelayField: isPublishRelayField,
                exposedHolder: exposedHolder,
                // The coordinator observes result outputs itself; a second subscription would run the side effect twice.
                // A transform view model that leads its outputs to steps or to the scene coordinator subscribes itself.
                navigatesThroughViewModel: conventions.coordinatorInViewModel
                    && (conventions.outputsReachOnlyViewController && !Self.leadsRoutesInTransform(conventions)
                        || routedOutputs.contains(name) && !resultOutputs.contains(name))
            )
        }
        if let state = names.state, let output = names.stateOutput {
            outputs.append(
                ResolvedOutput(
                    name: output, type: .name(state), doc: "The \(Self.viewNoun(of: spec.sceneKind))'s current state.",
                    trait: conventions.outputs, handledBy: nil, rendersState: true))
        }
        return outputs
    }

    /// Whether any output is a Driver or Signal, which live in RxCocoa.
    static func usesCocoaTraits(_ outputs: [ResolvedOutput]) -> Bool {
        outputs.contains { $0.trait != .observable }
    }

    /// What a service's files import for methods of `types`: RxSwift, and Foundation, UIKit and the libraries where
    /// the types name theirs.
    func serviceModules(using types: [SwiftType]) -> [String] {
        ["RxSwift"] + modules(usedBy: types)
    }

    /// The modules whose types `types` name: Foundation, UIKit and the Rx and Action libraries, each once.
    func modules(usedBy types: [SwiftType]) -> [String] {
        Self.foundation(if: FoundationTypes.areUsed(by: types)) + (UIKitTypes.areUsed(by: types) ? ["UIKit"] : [])
            + libraryNames.modules(usedBy: types).sorted()
    }

    /// `["Foundation"]` when a file uses something from it, else nothing.
    static func foundation(if isUsed: Bool) -> [String] {
        isUsed ? ["Foundation"] : []
    }

    /// Whether the view model shows its tracked errors as text, through Foundation's `localizedDescription`.
    static func showsErrorMessages(_ spec: SceneSpec) -> Bool {
        guard let errors = spec.tracking?.errors?.value,
            let type = spec.outputs.first(where: { $0.name.value == errors })?.member.type?.value
        else { return false }
        return TrackedErrorsForm(type)?.value == .localizedDescription
    }

    /// `fixed` and the spec's `extra` imports, each once, sorted.
    static func imports(_ fixed: [String], extra: [String]) -> [String] {
        // Sorted, as swift-format's OrderedImports and most teams' linters want them.
        Set(fixed + extra).sorted()
    }

    func docLines(_ doc: String?) -> [String] {
        doc.map(SwiftSourceText.docCommentLines) ?? []
    }

    func input(for spec: InputSpec, subject: String, convention: InputConvention, values: Set<String>) -> InputModel {
        let name = spec.name.value
        let type = (spec.type?.value ?? .void).description
        let isVoid = spec.type?.value.isVoid ?? true
        if spec.isRelay, let initial = spec.relay?.initialExpression(for: spec.type?.value) {
            return relayInput(spec, initial: initial, relay: subject, convention: convention, values: values)
        }
        switch spec.form(under: convention) {
        case .subject, .initializer:
            return InputModel(
                name: name, docLines: docLines(spec.doc),
                requirement: "var \(name): \(libraryNames("PublishSubject"))<\(type)> { get }",
                declarationDocLines: docLines(spec.doc),
                declaration: "let \(name) = \(libraryNames("PublishSubject"))<\(type)>()",
                observerSubject: nil, function: nil, typeName: type)
        case .publishRelay:
            return publishRelayInput(spec)
        case .observer:
            return InputModel(
                name: name, docLines: docLines(spec.doc),
                requirement: "var \(name): \(libraryNames("AnyObserver"))<\(type)> { get }",
                declarationDocLines: docLines(spec.doc),
                declaration: "let \(name): \(libraryNames("AnyObserver"))<\(type)>",
                observerSubject: subject, function: nil, typeName: type)
        case .function:
            let parameterType = (spec.type?.value ?? .void).parameterSpelling
            let (signature, body) =
                Self.inputFunction(spec, subject: subject)
                ?? (
                    isVoid ? "func \(name)()" : "func \(name)(_ value: \(parameterType))",
                    isVoid ? "\(subject).onNext(())" : "\(subject).onNext(value)"
                )
            return InputModel(
                name: name, docLines: docLines(spec.doc),
                requirement: signature,
                declarationDocLines: [],
                declaration: "private let \(subject) = \(libraryNames("PublishSubject"))<\(type)>()",
                observerSubject: nil,
                function: InputFunctionModel(docLines: docLines(spec.doc), signature: signature, body: body),
                typeName: type)
        }
    }

    func output(_ output: ResolvedOutput, isTransform: Bool, names: SceneNames, values: Set<String>) -> OutputModel {
        let name = output.name
        // A relay of the protocols convention is private to the view model, which alone writes it; the member the
        // outputs protocol requires shows it read-only, in the output's trait.
        let relay =
            isTransform || output.exposedHolder != nil
            ? nil
            : output.relayInitial.flatMap { initial in
                names.table.spelling(of: .outputRelay(output: name)).map { (name: $0, initial: initial) }
            }
        let traitType = traitType(output.trait, element: output.type)
        let trait = output.trait
        let method: String
        switch trait {
        case .observable: method = "subscribe"
        case .driver: method = "drive"
        case .signal: method = "emit"
        }
        let binding = OutputBindingModel(
            isFirst: false, observesOnMainScheduler: trait == .observable,
            method: method, rendersState: output.rendersState,
            expression: isTransform
                ? "output.\(name)" + output.relayFieldReading : "viewModel.\(names.outputsProperty).\(name)",
            startsNavigation: output.handledBy != nil)
        var model = OutputModel(
            name: name, docLines: docLines(output.doc),
            requirement: "var \(name): \(traitType) { get }",
            declaration: relay.map {
                "var \(name): \(traitType) { \($0.name).\(trait == .observable ? "asObservable" : "asDriver")() }"
            } ?? "let \(name): \(traitType)",
            // Without transform or `inputs: init` the coordinator observes the outputs it handles; with them, only the
            // view controller can subscribe to them, which runs the view model's navigation side effects.
            binding: output.handledBy == nil || output.navigatesThroughViewModel ? binding : nil,
            typeName: output.type.description, isVoid: output.type.isVoid, source: output.source
        )
        model.isRelay = relay != nil
        model.relayStorage = relay.map {
            relayDeclaration($0.name, type: output.type, initial: $0.initial, isPrivate: true, values: values)
        }
        if let holder = output.exposedHolder {
            let type = "\(libraryNames(holder))<\(output.type)>"
            model.requirement = "var \(name): \(type) { get }"
            // A BehaviorRelay starts with its first value; a PublishSubject or PublishRelay holds none.
            model.declaration =
                output.relayInitial.map {
                    relayDeclaration(name, type: output.type, initial: $0, isPrivate: false, values: values)
                } ?? "let \(name) = \(type)()"
            model.isRelay = true
        }
        if let fed = relay?.name ?? (output.exposedHolder != nil ? name : nil),
            let disposeBag = names.table.spelling(of: .viewModelDisposeBag)
        {
            model.relayTodo = "TODO: bind into \(fed): `.bind(to: \(fed)).disposed(by: \(disposeBag))`"
        }
        return model
    }

    func action(_ spec: ActionSpec) -> ActionModel {
        let input = spec.input?.value ?? .void
        let output = spec.output?.value ?? .void
        let type = spec.isCocoaAction ? libraryNames("CocoaAction") : "\(libraryNames("Action"))<\(input), \(output)>"
        return ActionModel(
            name: spec.name.value, docLines: docLines(spec.doc),
            requirement: "var \(spec.name.value): \(type) { get }",
            declaration: "let \(spec.name.value): \(type)"
        )
    }

    /// The actions with how the view controller reaches them; the first comes first in its function when no output
    /// binding precedes it (protocols convention; the transform convention's bindings follow the `transform` call).
    func viewControllerActions(_ spec: SceneSpec, isTransform: Bool, bindsOutputs: Bool, names: SceneNames)
        -> [ActionModel]
    {
        spec.actions.enumerated().map { index, actionSpec in
            var model = action(actionSpec)
            model.expression = (isTransform ? "output." : "viewModel.\(names.actionsProperty).") + model.name
            model.isFirstBinding = index == 0 && !isTransform && !bindsOutputs
            return model
        }
    }

    func enumCase(_ spec: MemberSpec) -> EnumCaseModel {
        let name = spec.name.value
        if let type = spec.type?.value, !type.isVoid {
            let payloadName = PayloadName.name(for: type)
            return EnumCaseModel(
                name: name, docLines: docLines(spec.doc), declaration: "case \(name)(\(type))",
                pattern: ".\(name)(let \(payloadName))", payloadName: payloadName, payloadType: type.description)
        }
        return EnumCaseModel(name: name, docLines: docLines(spec.doc), declaration: "case \(name)", pattern: ".\(name)")
    }

    /// A method of the service `service`, whose skeleton fails a reactive call with an error naming the method.
    func method(_ spec: ServiceMethodSpec, of service: String) -> ServiceMethodModel {
        guard spec.kind?.value != .sync else { return viewModelMethod(spec) }
        return ServiceMethodModel(
            name: spec.name.value,
            docLines: docLines(spec.doc),
            signature: asyncSignature(of: spec),
            placeholder: Self.notImplemented("\(service).\(Self.reference(to: spec))")
        )
    }

    /// The methods of the service `service`, the first marked so that its skeleton starts without a blank line.
    func methods(_ specs: [ServiceMethodSpec], of service: String) -> [ServiceMethodModel] {
        var methods = specs.map { method($0, of: service) }
        if !methods.isEmpty { methods[0].isFirst = true }
        return methods
    }

    /// `func load(language: String) -> Single<[Repository]>`: a method of kind `single`, `observable`, `maybe` or
    /// `completable`.
    func asyncSignature(of spec: ServiceMethodSpec) -> String {
        "func \(spec.name.value)(\(Self.parameterList(spec.parameters))) -> \(returnType(of: spec))"
    }

    /// Whether any of `methods` returns a sequence, whose skeleton and mock fail with `NotImplemented`.
    static func hasReactiveMethods(_ methods: [ServiceMethodSpec]) -> Bool {
        methods.contains { $0.kind?.value != .sync }
    }

    /// `.error(NotImplemented("AuthService.login(email:password:)"))`: a sequence that fails at once, naming `what`.
    static func notImplemented(_ what: String) -> String {
        ".error(\(notImplementedError(what)))"
    }

    /// `NotImplemented("AuthService.login(email:password:)")`: the error that names `what`.
    static func notImplementedError(_ what: String) -> String {
        "\(SceneNames.notImplemented)(\"\(SwiftSourceText.stringLiteralContent(what))\")"
    }

    /// `Single<[Repository]>`, `Completable`, ...: what a service method returns for its kind.
    func returnType(of spec: ServiceMethodSpec) -> String {
        let element = (spec.returns?.value ?? .void).description
        switch spec.kind?.value ?? .single {
        case .single: return "\(libraryNames("Single"))<\(element)>"
        case .observable: return "\(libraryNames("Observable"))<\(element)>"
        case .completable: return libraryNames("Completable")
        case .maybe: return "\(libraryNames("Maybe"))<\(element)>"
        case .sync: return element
        }
    }

    /// Whether the view model keeps its coordinator in a `let`, so that calls on it need no `?`: the app's class held
    /// strongly (`hold: strong`), passed to `init`. A coordinator set after `init` is an implicitly unwrapped `var`.
    static func holdsCoordinatorInLet(_ spec: CoordinatorSpec, conventions: Conventions) -> Bool {
        spec.hold?.value == .strong && !conventions.takesCoordinatorAfterInit
    }

    func coordinatorModel(
        _ spec: CoordinatorSpec, spec scene: SceneSpec, names: SceneNames, conventions: Conventions,
        passesDependencies: Bool = false
    ) -> CoordinatorModel {
        let resultEnum = spec.result.map { cases in ResultEnumModel(cases: cases.map { enumCase($0.member) }) }
        // The outputs of a view model that receives its inputs as observables reach only its view controller, so it
        // finishes the scene by calling the coordinator instead of the coordinator observing an output.
        let finishesThroughMethods = conventions.outputsReachOnlyViewController
        // The protocol's extension lists the routes, then the finish methods, a blank line between two.
        let finishMethods = zip(spec.result ?? [], names.finishMethods).enumerated().map { index, element in
            var method = finishMethod(element.0, named: element.1)
            method.isFirstMethod = index == 0 && spec.routes.isEmpty
            return method
        }
        let mappings: [ResultMappingModel] = (spec.result ?? []).compactMap { resultCase in
            guard !finishesThroughMethods, let from = resultCase.from else { return nil }
            let hasPayload = !(resultCase.member.type?.value.isVoid ?? true)
            let emitsVoid = scene.elementType(ofOutput: from.value).isVoid
            let transform =
                hasPayload
                ? "{ CoordinationResult.\(resultCase.name.value)($0) }"
                : (emitsVoid
                    ? "{ CoordinationResult.\(resultCase.name.value) }"
                    : "{ _ in CoordinationResult.\(resultCase.name.value) }")
            return ResultMappingModel(
                variable: names[.resultMapping(resultCase: resultCase.name.value)], output: from.value,
                transform: transform)
        }
        let unmapped =
            finishesThroughMethods ? [] : (spec.result ?? []).filter { $0.from == nil }.map { "." + $0.name.value }
        let hasProtocol = scene.viewModelHoldsCoordinator(conventions: conventions)
        let hasRouter = !hasProtocol && Self.startsRoutesInViewController(spec, conventions: conventions)
        let injected = injectedServices(of: scene, names: names, conventions: conventions)
        let arguments = viewModelInitParameters(
            of: scene, names: names, conventions: conventions, takesCoordinator: hasProtocol
        ).arguments { role in
            switch role {
            case .argument(let name): name
            case .coordinator: "self"
            case .dependency(let property): "dependencies.\(property)"
            case .container: "dependencies"
            // The coordinator's view model makes its own service by the parameter's default.
            case .input, .sceneCoordinator, .service: nil
            }
        }
        let defaultPresentation = spec.result == nil ? ".push" : ".modalInNavigation"
        let initParameters =
            ["rootViewController: UIViewController", "presentation: ScenePresentation = \(defaultPresentation)"]
            + scene.arguments.map(Self.argumentParameter)
            + (passesDependencies ? names.coordinatorDependencies.map { ["dependencies: any \($0)"] } ?? [] : [])
        let initLines = LineWrapping.wrappedLines(initParameters, fixed: "    init() {".count)
        let customPresentations = spec.routes.filter {
            scenes[$0.scene.value] != nil && presentation(of: $0, conventions: conventions) == .custom
        }.map {
            CustomPresentationModel(
                method: names[.customPresentationMethod(route: $0.output.value)], target: $0.scene.value)
        }
        let constructionLines = LineWrapping.unfoldingCalls(
            LineWrapping.wrappedLines(arguments, fixed: "        let viewModel = ()".count + names.viewModel.count),
            indent: 12)
        let routes = spec.routes.enumerated().map { index, routeSpec in
            var route = route(routeSpec, in: scene, names: names, conventions: conventions)
            route.isFirstMethod = index == 0
            if let appType = spec.appType?.value {
                appCoordinatorRoute(&route, of: routeSpec, in: scene, appType: appType)
            }
            return route
        }
        let isNavigator = names.assembler != nil
        var model = CoordinatorModel(
            docLine: isNavigator
                ? "Shows the \(scene.name.value) scene its assembler builds, and leads its outputs to other scenes."
                : "Builds the \(scene.name.value) scene, shows it, and leads its outputs to other scenes.",
            baseType: "\(baseCoordinator)<\(names.coordinationResult ?? "Void")>",
            resultEnum: resultEnum,
            dependenciesType: passesDependencies ? names.coordinatorDependencies : nil,
            // A navigator hands its scene's services to its assembler in `init`; it keeps them only for its routes.
            keepsDependencies: passesDependencies && (!isNavigator || routes.contains(where: \.passesDependencies)),
            defaultPresentation: defaultPresentation,
            initParameters: initParameters.joined(separator: ", "),
            wrapsInitParameters: !initLines.isEmpty,
            initParameterLines: initLines,
            viewModelConstruction: "\(names.viewModel)(\(arguments.joined(separator: ", ")))",
            wrapsViewModelConstruction: !constructionLines.isEmpty,
            viewModelArgumentLines: constructionLines,
            finishes: resultEnum != nil,
            routes: routes,
            resultMappings: mappings,
            mergedResults: "\(libraryNames("Observable")).merge(" + mappings.map(\.variable).joined(separator: ", ")
                + ")",
            hasResultMappings: !mappings.isEmpty,
            unmappedCases: unmapped.isEmpty ? nil : unmapped.joined(separator: ", "),
            hasProtocol: hasProtocol,
            observesRoutes: !hasProtocol && !hasRouter && !spec.routes.isEmpty,
            finishMethods: finishesThroughMethods ? finishMethods : [],
            finishesThroughMethods: finishesThroughMethods && resultEnum != nil,
            customPresentations: customPresentations,
            hasCustomPresentations: !customPresentations.isEmpty,
            viewModelFactoryLines: conventions.takesInputInInit
                ? initInputFactoryLines(
                    spec: scene, names: names, conventions: conventions, callsCoordinator: hasProtocol) : []
        )
        model.destinationHandlers = destinationHandlers(of: scene)
        model.hasDestinationHandlers = !model.destinationHandlers.isEmpty
        model.injectionLines =
            Self.coordinatorInjectionLines(
                names: names, conventions: conventions, takesCoordinator: hasProtocol, value: "self")
            // An argument called `viewModel` is hidden in `start()` by the local that holds the view model.
            + Self.argumentInjectionLines(of: scene) { $0.name.value == "viewModel" ? "self.viewModel" : $0.name.value }
            + Self.injectionLines(
                injected, names: names, shared: { "dependencies.\($0.property)" },
                ownService: names.service.map { "\($0)()" })
        model.hasRouter = hasRouter
        model.appCoordinator = spec.appType?.value
        model.calledAs =
            names.coordinatorProperty.map {
                $0 + (Self.holdsCoordinatorInLet(spec, conventions: conventions) ? "" : "?")
            } ?? ""
        if hasProtocol, let protocolName = names.coordinatorProtocol {
            // The app's class conforms on the main actor only where it is isolated to it; a class without isolation
            // (a Swift 5 app's) could then not hand itself to its view models outside the main actor.
            let isolated = spec.appType == nil || spec.appTypeIsMainActor
            (model.conformance, model.conformedProtocol) = (
                isolated ? "@MainActor \(protocolName)" : protocolName, protocolName
            )
        } else if hasRouter, let router = names.router {
            (model.conformance, model.conformedProtocol) = (router, router)
        }
        return model
    }

    /// `func finishLoggedIn(_ value: User)`, which finishes the scene with `.loggedIn(value)`.
    func finishMethod(_ resultCase: ResultCaseSpec, named name: String) -> FinishMethodModel {
        let caseName = resultCase.name.value
        let payload = resultCase.member.type?.value ?? .void
        return FinishMethodModel(
            name: name,
            docLines: docLines("Finishes the scene with `.\(caseName)`."),
            signature: payload.isVoid ? "func \(name)()" : "func \(name)(_ value: \(payload.parameterSpelling))",
            result: payload.isVoid ? ".\(caseName)" : ".\(caseName)(value)",
            hasPayload: !payload.isVoid, isFirstMethod: false)
    }

    /// How the route's scene appears: as the route says, else as the conventions say; nil leaves it to the scene.
    func presentation(of route: RouteSpec, conventions: Conventions) -> RoutePresentation? {
        route.present?.value ?? conventions.present
    }

    func route(_ spec: RouteSpec, in scene: SceneSpec, names: SceneNames, conventions: Conventions) -> RouteModel {
        if let destination = spec.destination?.value {
            return destinationRoute(spec, destination: destination, in: scene, names: names, conventions: conventions)
        }
        let target = spec.scene.value
        let childResult: String
        var adapter = ""
        let targetNames = scenes[target].map { typeNames(of: $0) }
        let external = targetNames == nil ? externalScenes[target] : nil
        if let targetNames, targetNames.coordinator != nil {
            childResult = targetNames.coordinationResult ?? "Void"
        } else if let external {
            childResult = external.resultType.description
        } else {
            // Without the target's spec its result type is unknown; reduce it to Void.
            childResult = "Void"
            adapter = ".map { _ in () }"
        }
        let output = spec.output.value
        let payload = scene.payloadType(of: spec)
        let method = Self.routeMethod(
            of: spec, payload: payload, returning: "\(libraryNames("Observable"))<\(childResult)>")
        let passesDependencies = !reach.services(handedOutBy: target).isEmpty
        let childCoordinator =
            targetNames?.coordinator ?? external?.coordinatorName
            ?? NamingTableBuilder.coordinator(ofScene: target, naming: naming)
        let childArguments = Self.childArguments(
            route: spec, arguments: scenes[target]?.arguments ?? external?.arguments ?? [],
            carriesValue: !payload.isVoid)
        // Only a generated scene takes a presentation; a hand-written one shows itself.
        let presentation = scenes[target] == nil ? nil : presentation(of: spec, conventions: conventions)
        func startLines(presenter: String, selfPrefix: String, indent: Int) -> [String] {
            let coordinate = "return \(selfPrefix)coordinate(to: "
            let presentationArgument = presentation.map {
                $0 == .custom
                    ? "presentation: \(selfPrefix)\(names[.customPresentationMethod(route: output)])()"
                    : "presentation: .\($0.rawValue)"
            }
            guard passesDependencies || !childArguments.isEmpty || presentationArgument != nil else {
                return [coordinate + "\(childCoordinator)(rootViewController: \(presenter)))\(adapter)"]
            }
            let items =
                ["rootViewController: \(presenter)"] + [presentationArgument].compactMap { $0 } + childArguments
                + (passesDependencies ? ["dependencies: \(selfPrefix)dependencies"] : [])
            let lines = LineWrapping.wrappedLines(
                items, fixed: indent + "let child = ()".count + childCoordinator.count)
            let creation =
                lines.isEmpty
                ? ["let child = \(childCoordinator)(\(items.joined(separator: ", ")))"]
                : ["let child = \(childCoordinator)("] + lines.map { "    " + $0 } + [")"]
            return creation + [coordinate + "child)\(adapter)"]
        }
        return RouteModel(
            output: output, startsFromInput: scene.startsFromInput(spec), startsFromCode: spec.startsFromCode,
            observedSource: observedSource(of: spec, in: scene, conventions: conventions, names: names),
            target: target,
            passesDependencies: passesDependencies,
            childCoordinator: childCoordinator,
            childResultType: childResult, resultAdapter: adapter,
            methodSignature: method.requirement, implementationSignature: method.implementation,
            methodCall: method.call, methodValue: method.value,
            hasPayload: !payload.isVoid,
            isFirstMethod: false,
            valueName: payload.isVoid ? "_" : "value",
            childEndsWhenLeft: targetNames?.coordinator != nil,
            observedStartLines: startLines(presenter: "viewController", selfPrefix: "self.", indent: 16),
            calledStartLines: method.valueLines + startLines(presenter: "presenter", selfPrefix: "", indent: 8),
            docLines: docLines(
                spec.doc
                    ?? "Shows the \(target) scene at once; the result tells how it ended, and need not be observed.")
        )
    }

    /// The specs besides its own whose contents shape a scene's files, sorted: its route targets, the scenes it
    /// contains, and what it `reached` through shared services. When the reached list holds the others, as it
    /// does for every scene of a cycle, it is used as it is, shared with the cycle's other scenes (their own specs
    /// included, which a depfile lists once anyway), so a ring of thousands of scenes holds one list, not one each.
    static func referencedSpecs(of spec: SceneSpec, routes: [String], contained: [String], reached: [String])
        -> [String]
    {
        func isReached(_ file: String) -> Bool {
            var low = 0
            var high = reached.count
            while low < high {
                let middle = (low + high) / 2
                if reached[middle] < file { low = middle + 1 } else { high = middle }
            }
            return low < reached.count && reached[low] == file
        }
        if !reached.isEmpty, isReached(spec.file), (routes + contained).allSatisfy(isReached) { return reached }
        return Set(routes + reached + contained).subtracting([spec.file]).sorted()
    }

    /// `post: value`: the child's arguments made from the output's `value`, as the validator allowed them: the one
    /// argument, the argument the route names (the others `nil`, or left to their defaults), or each argument from
    /// the tuple's element of its name.
    static func childArguments(route: RouteSpec, arguments: [MemberSpec], carriesValue: Bool = true) -> [String] {
        zip(arguments, route.argumentSources(for: arguments, carriesValue: carriesValue)).compactMap {
            argument, source in
            let name = argument.name.value
            switch source {
            case .value: return "\(name): value"
            case .element: return "\(name): value.\(name)"
            case .none: return argument.defaultValue == nil ? "\(name): nil" : nil
            }
        }
    }

    /// "`a` and `b` are handled by XCoordinator." for the outputs the view controller does not bind; in the
    /// transform convention, which outputs the view controller subscribes to only to start navigation.
    /// With `navigation: viewController`, the routed outputs the view controller observes itself are named apart.
    func navigationNotes(
        _ outputs: [ResolvedOutput], startedByViewController: Set<String> = [], startedIn: String = "in bindRoutes()"
    ) -> [String] {
        let started = outputs.filter { startedByViewController.contains($0.name) }.map { "`\($0.name)`" }
        let routerNote =
            started.isEmpty
            ? []
            : [
                "\(Self.sentenceList(started)) \(started.count == 1 ? "starts a route" : "start routes") \(startedIn)."
            ]
        let handled = outputs.filter { $0.handledBy != nil && !startedByViewController.contains($0.name) }
        guard let coordinator = handled.first?.handledBy else { return routerNote }
        let bound = handled.filter(\.navigatesThroughViewModel).map { "`\($0.name)`" }
        let observed = handled.filter { !$0.navigatesThroughViewModel }.map { "`\($0.name)`" }
        var notes: [String] = routerNote
        if !bound.isEmpty {
            let verb = bound.count == 1 ? "leads" : "lead"
            notes.append(
                "\(Self.sentenceList(bound)) \(verb) to other scenes through \(coordinator): subscribing starts it.")
        }
        if !observed.isEmpty {
            notes.append(
                "\(Self.sentenceList(observed)) \(observed.count == 1 ? "is" : "are") handled by \(coordinator).")
        }
        return notes
    }

    /// `a`, `a and b`, `a, b and c`.
    static func sentenceList(_ items: [String]) -> String {
        items.count <= 1 ? items.first ?? "" : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    func inputBindingHints(
        inputs: [InputSpec], actions: [ActionSpec], convention: InputConvention, names: SceneNames,
        owner: String? = nil
    ) -> [String] {
        let viewModelInputs = owner ?? "viewModel." + names.inputsProperty
        var hints: [String] = []
        for input in inputs {
            let name = input.name.value
            let type = input.type?.value ?? .void
            switch input.form(under: convention) {
            case .subject, .observer, .initializer:
                hints.append(
                    type.isVoid
                        ? "button.rx.tap.bind(to: \(viewModelInputs).\(name)).disposed(by: disposeBag)"
                        : "\(name): bind an \(libraryNames("Observable"))<\(type)> to \(viewModelInputs).\(name)")
            case .publishRelay:
                hints.append(publishRelayBindingHint(input, on: viewModelInputs))
            case .function:
                if let parameters = input.parameters {
                    let values = parameters.map { "/* \($0.type.value) */" }
                    hints.append("\(viewModelInputs).\(name)(\(Self.argumentList(parameters, values: values)))")
                } else {
                    hints.append(
                        type.isVoid ? "\(viewModelInputs).\(name)()" : "\(viewModelInputs).\(name)(/* \(type) */)")
                }
            }
        }
        return hints + actions.map { actionBindingHint($0, on: "viewModel.\(names.actionsProperty)") }
    }

    /// `button.rx.action = viewModel.actions.save`, or `... .execute(/* input */)` for an action with values:
    /// how the view controller feeds `action` of `owner`.
    func actionBindingHint(_ action: ActionSpec, on owner: String) -> String {
        action.isCocoaAction
            ? "button.rx.action = \(owner).\(action.name.value)"
            : "\(owner).\(action.name.value).execute(/* input */)"
    }
}

extension SwiftType {
    /// The type as a function parameter: a closure the callee keeps (a subject, a mock's call log)
    /// must be `@escaping`; optional closures already are.
    var parameterSpelling: String {
        if case .function = self { return "@escaping \(self)" }
        return description
    }
}
