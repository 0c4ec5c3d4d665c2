import Foundation
import ScaffoldCore

/// The pure middle stage of a run: spec bytes and templates in, files and diagnostics out.
///
/// It decodes and validates every spec, builds the presentation models and renders them; it never
/// touches the disk itself (only a `batchPlanner` the output stage hands it does), so it can be tested, and
/// reasoned about, on values alone.
public struct Generator: Sendable {
    /// What shapes the output besides the specs.
    public struct Configuration: Sendable {
        /// The project's conventions; a spec may override them.
        public var conventions: Conventions
        /// Where scenes and tests go.
        public var roots: OutputRoots
        /// The module tests `@testable import`, if any.
        public var testableImport: String?
        /// False when only generated files matter (`--check`): skeletons are then listed with empty
        /// contents instead of being rendered.
        public var rendersSkeletons: Bool
        /// Scenes written by hand that routes may start (`externalScenes` in `scaffold.yml`).
        public var externalScenes: [ExternalSceneSpec]
        /// The class generated coordinators subclass, and whether it is generated.
        public var baseCoordinator: BaseCoordinatorSpec
        /// The config file as diagnostics name it; a problem in it concerns every run, whichever specs it asks for.
        public var configFile: String?
        /// What scenes' own services and coordinators are called (`naming` in `scaffold.yml`).
        public var naming: Naming
        /// The class view models subclass unless their spec names another (`viewModelBaseClass` in `scaffold.yml`).
        public var viewModelBaseClass: ViewModelBaseClassSpec? = nil
        /// The app's own protocols scenes may depend on (`appServices` in `scaffold.yml`), whose `file` is the
        /// config's project-relative path: checked and wired like the service specs, only their mocks written.
        public var appServices: [SharedServiceSpec] = []
        /// The app's own types generated code names in place of scaffold's support types (`supportTypes` in
        /// `scaffold.yml`), checked against `appCode` when the project lists it.
        public var supportTypes = SupportTypesSpec()
        /// The conventions as `scaffold.yml` writes them, each where it is written: a conflict between two of them
        /// that no spec overrides is reported there, once for the project.
        public var writtenConventions = ConventionOverrides()

        public init(
            conventions: Conventions, roots: OutputRoots, testableImport: String? = nil,
            rendersSkeletons: Bool = true, externalScenes: [ExternalSceneSpec] = [],
            baseCoordinator: BaseCoordinatorSpec = BaseCoordinatorSpec(), configFile: String? = nil,
            naming: Naming = Naming()
        ) {
            self.conventions = conventions
            self.roots = roots
            self.testableImport = testableImport
            self.rendersSkeletons = rendersSkeletons
            self.externalScenes = externalScenes
            self.baseCoordinator = baseCoordinator
            self.configFile = configFile
            self.naming = naming
        }
    }

    public var configuration: Configuration
    /// Where the phases are timed, when someone is asking.
    var timings: PhaseTimings?
    /// Where specs parsed and scenes rendered are counted, when someone is showing progress.
    var progress: RunProgress?
    /// What looks at each batch of scene files as soon as it is rendered, given the batch's specs, and says what
    /// the run keeps of them; nil keeps every file whole.
    var batchPlanner: (@Sendable ([SceneSpec], [OutputFile]) -> PlannedBatch)?

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The validator of this project's specs, set up from its configuration.
    public var validator: SpecValidator {
        var validator = SpecValidator(projectConventions: configuration.conventions)
        validator.externalScenes = configuration.externalScenes
        validator.baseCoordinator = configuration.baseCoordinator
        validator.naming = configuration.naming
        validator.viewModelBaseClass = configuration.viewModelBaseClass
        validator.supportTypes = configuration.supportTypes
        validator.writtenProjectConventions = configuration.writtenConventions
        return validator
    }

    /// Decodes and validates the specs; throws every error found, warnings included.
    public func load(_ inputs: SpecInputs) throws(DiagnosticsError) -> LoadedSpecs {
        let (documents, decodeDiagnostics, unreadable) = timings.measure("parse") {
            decode(inputs.requested + inputs.others)
        }
        var specs = documents.compactMap(\.scene).map {
            $0.resolvingViewModelBaseClass(configuration.viewModelBaseClass)
        }
        // Timed only when there is app code: a run without it has no such phase.
        let appCode =
            inputs.appCode == nil
            ? AppCodeReading(services: configuration.appServices)
            : timings.measure("app-code") {
                readAppCode(
                    inputs.appCode, baseClasses: Set(specs.compactMap(\.viewModelBaseClass?.name.value)),
                    appCoordinators: Set(specs.compactMap(\.coordinator?.appType?.value)),
                    fixtureTypes: configuration.roots.tests == nil ? [] : FixtureCatalog.namesToLookUp(in: specs))
            }
        let (appServices, appCodeDiagnostics) = (appCode.services, appCode.diagnostics)
        specs = specs.map { $0.withAppBaseClassShape(from: appCode.baseClassShapes) }
        if inputs.appCode != nil {
            let checker = AppCoordinatorChecker(index: appCode.index)
            for index in specs.indices {
                guard let coordinator = specs[index].coordinator, let type = coordinator.appType?.value else {
                    continue
                }
                specs[index].coordinator?.appTypeIsMainActor = checker.isMainActor(type, routes: coordinator.routes)
            }
        }
        let services = documents.compactMap(\.service) + appServices
        let requestedPaths = Set(inputs.requested.map(\.file.displayPath))
        // An app protocol's mock is written by every run, so a problem in the app's Swift it is read from concerns
        // every run, as one in the config does.
        let appCodePaths = Set(inputs.appCode?.files.map(\.displayPath) ?? [])
        func concernsRequest(_ diagnostic: Diagnostic) -> Bool {
            requestedPaths.contains(diagnostic.location.file)
                || diagnostic.notes.contains { !$0.isHint && requestedPaths.contains($0.location.file) }
                || diagnostic.location.file == configuration.configFile
                || appCodePaths.contains(diagnostic.location.file)
        }
        let libraryNamesTheAppDeclares = inputs.appCode.map(Self.libraryNamesTheAppDeclares) ?? [:]
        var validator = self.validator
        validator.unreadableSpecNames = Set(unreadable.map { SpecValidator.specName(ofFile: $0.displayPath) })
        validator.libraryTypeNamesTheAppDeclares = libraryNamesTheAppDeclares
        if let appCode = inputs.appCode, appCode.isRead {
            // Read only when a spec writes a name scaffold cannot place, which is rare.
            let unknown = validator.typeNamesUnknownToScaffold(specs, services: services)
            validator.appTypeNames = unknown.isEmpty ? [] : AppCodeIndexer.declaredTypeNames(in: appCode)
        }
        let (validation, sceneTypeNames) = timings.measure("validate") {
            validator.validateKeepingTypeNames(specs, services: services) { $0.concurrentMap($1) }
        }
        let baseClassProblems =
            baseClassInitProblems(specs, services: services) + baseClassCoordinatorProblems(specs, services: services)
            + (inputs.appCode == nil ? [] : appCoordinatorProblems(specs, index: appCode.index))
        let clashes = inputs.appCode.map { generatedTypeClashes(specs, appCode: $0) } ?? []
        let stepProblems = inputs.appCode.map { appStepProblems(specs, index: appCode.index, appCode: $0) } ?? []
        let diagnostics =
            ((decodeDiagnostics + validation + baseClassProblems + stepProblems).filter(concernsRequest)
            + appCodeDiagnostics + clashes).sorted()
        let requestedProjectPaths = Set(inputs.requested.map(\.file.projectPath))
        let requestedSpecs = specs.filter { requestedProjectPaths.contains($0.file) }
        let requestedServices = services.filter { !$0.isAppProtocol && requestedProjectPaths.contains($0.file) }
        if diagnostics.containsErrors || requestedSpecs.count + requestedServices.count < inputs.requested.count {
            throw DiagnosticsError(diagnostics)
        }
        return LoadedSpecs(
            requested: requestedSpecs, requestedServices: requestedServices,
            requestedFiles: inputs.requested.map(\.file),
            all: specs, allServices: services, warnings: diagnostics, coversWholeProject: inputs.coversWholeProject,
            appCodeIndex: appCode.index,
            appTypesNamedLikeFoundation: inputs.appCode.map {
                Self.foundationNamesTheAppDeclares(specs, services: services, appCode: $0)
            } ?? [],
            appTypesNamedLikeLibraryTypes: Set(libraryNamesTheAppDeclares.keys), sceneTypeNames: sceneTypeNames)
    }

    /// Every file the loaded specs produce, rendered through `templates`.
    public func render(_ loaded: LoadedSpecs, templates: TemplateSet) -> GeneratedOutput {
        let roots = configuration.roots
        let renderer = SceneRenderer(
            templates: templates, outputRoot: roots.output,
            rendersSkeletons: configuration.rendersSkeletons, serviceMocksFolder: roots.serviceMocks,
            baseCoordinator: configuration.baseCoordinator, supportTypes: configuration.supportTypes)
        let builder = timings.measure("model") { modelBuilder(loaded) }
        let progress = progress
        progress.start(.generating, total: loaded.requested.count)
        // Scene by scene, a batch at a time: a scene's model is let go once its files are rendered, so the models of
        // a run are never all in memory; only what the shared support files need of them is kept. A run that writes
        // nothing plans each batch's files here too and lets their text go.
        var files: [OutputFile] = []
        var earlyPlans: [FilePlan?] = []
        var scenes = SupportFileInputs()
        var start = loaded.requested.startIndex
        while start < loaded.requested.endIndex {
            let batch = Array(loaded.requested[start..<min(start + Self.scenesPerBatch, loaded.requested.endIndex)])
            start += batch.count
            let models = timings.measure("model") { batch.concurrentMap { builder.model(for: $0) } }
            let rendered = timings.measure("render") {
                models.concurrentMap { model in
                    defer { progress.advance() }
                    return renderer.files(for: model)
                }
            }
            if let batchPlanner {
                let planned = timings.measure("compare") { batchPlanner(batch, Array(rendered.joined())) }
                files += planned.files
                earlyPlans += planned.plans
            } else {
                files += rendered.joined()
            }
            for model in models { scenes.add(model) }
        }
        let (serviceModels, container) = timings.measure("model") {
            (
                // An app protocol's mock comes from the config, which every run reads: every run writes it.
                // A concrete app type (`concrete: true`) has neither: tests make the real type.
                (loaded.requestedServices + loaded.allServices.filter { $0.isAppProtocol && !$0.isConcrete }).map {
                    builder.serviceModel(for: $0)
                },
                builder.containerModel(services: loaded.allServices)
            )
        }
        files += timings.measure("render") {
            serviceModels.flatMap { renderer.files(for: $0) }
                + renderer.supportFiles(
                    for: scenes, services: serviceModels, container: container,
                    stepEnums: builder.stepEnums(for: loaded.all))
                + renderer.files(for: builder.fixtures)
        }
        var output = GeneratedOutput(
            files: files, specs: loaded.requested, services: loaded.requestedServices,
            containerServices: container.map { $0.services.map(\.service) }, specFiles: loaded.requestedFiles,
            warnings: loaded.warnings + templates.warnings, roots: roots, coversWholeProject: loaded.coversWholeProject,
            fixtureTypes: roots.tests == nil ? nil : builder.fixtures.fixtures.map(\.appType))
        output.earlyPlans = earlyPlans
        return output
    }

    /// How many scenes `render` models and renders at a time: enough that both cores stay busy (a batch is some
    /// 100 ms of work, and each ends with one wait for its slowest scene), few enough that their models stay small.
    static let scenesPerBatch = 128

    /// The presentation model of every requested scene spec: what the templates see.
    public func models(_ loaded: LoadedSpecs) -> [SceneModel] {
        let builder = modelBuilder(loaded)
        return loaded.requested.concurrentMap { builder.model(for: $0) }
    }

    /// The fixtures the tests of every scene of `loaded` share: what each `Fixture.swift` sees.
    public func fixtures(_ loaded: LoadedSpecs) -> FixtureCatalog {
        modelBuilder(loaded).fixtures
    }

    /// The builder of the models of `loaded`, with the fixtures of every scene's tests: every run makes all of them,
    /// whichever scenes it renders.
    private func modelBuilder(_ loaded: LoadedSpecs) -> SceneModelBuilder {
        var builder = SceneModelBuilder(
            scenes: Dictionary(loaded.all.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first }),
            services: Dictionary(
                loaded.allServices.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first }),
            projectConventions: configuration.conventions,
            testsFolder: configuration.roots.tests,
            servicesFolder: configuration.roots.services,
            testableImport: configuration.testableImport,
            externalScenes: configuration.externalScenes,
            baseCoordinator: configuration.baseCoordinator.name.value,
            naming: configuration.naming,
            supportTypes: configuration.supportTypes
        )
        if !loaded.appTypesNamedLikeLibraryTypes.isSubset(of: builder.libraryNames.shadowed) {
            builder.libraryNames = LibraryNames(
                shadowed: builder.libraryNames.shadowed.union(loaded.appTypesNamedLikeLibraryTypes))
        }
        builder.libraryNames.appTypesNamedLikeFoundation = loaded.appTypesNamedLikeFoundation
        builder.sceneTypeNames = loaded.sceneTypeNames
        if let name = configuration.supportTypes.viewModelType?.value,
            let found = loaded.appCodeIndex.declarations(named: name).first, found.declaration.kind == .protocol
        {
            builder.supportTypes.requiredDisposeBag = RequiredDisposeBag(requirementsOf: found.declaration)
        }
        builder.fixtures = builder.fixtureCatalog(index: loaded.appCodeIndex)
        return builder
    }

    /// `load`, then `render`.
    public func generate(_ inputs: SpecInputs, templates: TemplateSet) throws(DiagnosticsError) -> GeneratedOutput {
        render(try load(inputs), templates: templates)
    }

    /// Decodes every spec on all cores, keeping the order of `inputs`; `unreadable` are the files that gave no spec.
    private func decode(_ inputs: [SpecInput]) -> (
        documents: [SpecDocument], diagnostics: [Diagnostic], unreadable: [SpecFile]
    ) {
        let decoder = SpecDecoder()
        let progress = progress
        progress.start(.reading, total: inputs.count)
        let results = inputs.concurrentMap { input -> (SpecDocument?, [Diagnostic]) in
            defer { progress.advance() }
            switch input.contents {
            case .failure(let problem):
                return (nil, [.error(problem)])
            case .success(let data):
                var (spec, diagnostics) = decoder.decodeDocument(data, file: input.file.displayPath)
                // Diagnostics name the file as the user sees it; the header names it relative to the project.
                spec?.file = input.file.projectPath
                return (spec, diagnostics)
            }
        }
        let unreadable = zip(inputs, results).filter { $0.1.0 == nil }.map(\.0.file)
        return (results.compactMap(\.0), results.flatMap(\.1), unreadable)
    }
}
