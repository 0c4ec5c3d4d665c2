import ScaffoldCore

/// Renders scene models through the templates into the files of one scene.
public struct SceneRenderer: Sendable {
    public var templates: TemplateSet
    /// Project-relative folder the scenes go to.
    public var outputRoot: String
    /// False to list skeletons with empty contents, for runs that only compare generated files.
    public var rendersSkeletons: Bool
    /// Project-relative folder the mocks of shared services go to; nil when the project generates no tests.
    public var serviceMocksFolder: String?

    /// The class generated coordinators subclass, and whether scaffold writes it (`baseCoordinator` in
    /// `scaffold.yml`).
    public var baseCoordinator: BaseCoordinatorSpec
    /// The app's own types in place of scaffold's support types (`supportTypes` in `scaffold.yml`): scaffold
    /// writes no file for those.
    public var supportTypes: SupportTypesSpec

    public init(
        templates: TemplateSet, outputRoot: String, rendersSkeletons: Bool = true, serviceMocksFolder: String? = nil,
        baseCoordinator: BaseCoordinatorSpec = BaseCoordinatorSpec(),
        supportTypes: SupportTypesSpec = SupportTypesSpec()
    ) {
        self.supportTypes = supportTypes
        self.templates = templates
        self.outputRoot = outputRoot
        self.rendersSkeletons = rendersSkeletons
        self.serviceMocksFolder = serviceMocksFolder
        self.baseCoordinator = baseCoordinator
    }

    private func render(_ template: String, _ context: SceneContext, kind: OutputFile.Kind) -> String {
        kind == .skeleton && !rendersSkeletons
            ? "" : templates.render(template, context.value) { context.mustacheObject }
    }

    /// A scene's template context, with the swift-mustache form made on first use: only overridden
    /// templates need it.
    private final class SceneContext {
        let value: TemplateValue
        lazy var mustacheObject: Any = value.mustacheObject

        init(_ value: TemplateValue) {
            self.value = value
        }
    }

    /// The generated contract and the skeletons of one scene.
    public func files(for model: SceneModel) -> [OutputFile] {
        let names = model.names
        let folder = Self.join(outputRoot, names.scene)
        let context = SceneContext(TemplateContext.scene(model))
        func file(_ name: String, _ template: String, _ kind: OutputFile.Kind, fulfilsContract: Bool = false)
            -> OutputFile
        {
            OutputFile(
                path: Self.join(folder, name), contents: render(template, context, kind: kind), kind: kind,
                root: outputRoot, spec: model.specFile, dependencies: model.referencedSpecs,
                fulfilsContract: fulfilsContract)
        }
        var files = [
            file(names.generatedFile, "Scene.generated.swift", .generated),
            file(names.viewModelFile, "ViewModel.swift", .skeleton, fulfilsContract: true),
        ]
        if model.service != nil, let serviceFile = names.serviceFile {
            files.append(file(serviceFile, "Service.swift", .skeleton, fulfilsContract: true))
        }
        if model.rxFlow != nil {
            files.append(file(NamingTableBuilder.flowFile(ofScene: names.scene), "Flow.swift", .skeleton))
        } else if let coordinator = model.coordinator, coordinator.appCoordinator == nil,
            let coordinatorFile = names.coordinatorFile
        {
            files.append(file(coordinatorFile, "Coordinator.swift", .skeleton, fulfilsContract: true))
        }
        if model.assembler != nil, let assemblerFile = names.assemblerFile {
            files.append(file(assemblerFile, "Assembler.swift", .skeleton))
        }
        // A cell's or component's view is the parent's to make; only a screen gets a view controller.
        if model.kind.isScreen {
            files.append(file(names.viewControllerFile, "ViewController.swift", .skeleton))
        }
        if let tests = model.tests {
            let testsFolder = Self.join(tests.folder, names.scene)
            func testFile(_ name: String, _ template: String, _ kind: OutputFile.Kind) -> OutputFile {
                OutputFile(
                    path: Self.join(testsFolder, name), contents: render(template, context, kind: kind), kind: kind,
                    root: tests.folder, spec: model.specFile, dependencies: model.referencedSpecs)
            }
            if tests.serviceMock != nil || tests.coordinatorMock != nil || tests.routerMock != nil
                || tests.containerMock != nil
            {
                files.append(testFile(names.mocksFile, "Mocks.generated.swift", .generated))
            }
            files.append(testFile(names.viewModelTestsFile, "ViewModelTests.swift", .skeleton))
        }
        return files
    }

    /// The contract, the skeleton and the mock of one shared service; only the mock of an app protocol, which the
    /// app declares and implements itself; the protocol extracted from an app class, and its mock.
    public func files(for model: SharedServiceModel) -> [OutputFile] {
        let names = model.names
        let context = SceneContext(model.templateValue)
        func file(_ folder: String, _ name: String, _ template: String, _ kind: OutputFile.Kind) -> OutputFile {
            OutputFile(
                path: Self.join(folder, name), contents: render(template, context, kind: kind), kind: kind,
                root: folder, spec: model.specFile, dependencies: model.declarationFiles,
                fulfilsContract: kind == .skeleton)
        }
        var files =
            model.isAppProtocol
            ? []
            : [
                file(model.folder, names.generatedFile, "SharedService.generated.swift", .generated),
                file(model.folder, names.skeletonFile, "SharedService.swift", .skeleton),
            ]
        if model.extractedProtocol != nil {
            files.append(file(model.folder, names.generatedFile, "ExtractedProtocol.generated.swift", .generated))
        }
        if model.mock != nil, let mocks = serviceMocksFolder {
            files.append(file(mocks, names.mockFile, "SharedServiceMock.generated.swift", .generated))
        }
        return files
    }

    /// Files shared by all scenes: the coordinator base class when any scene has a coordinator (unless the app
    /// declares its own), `ViewModelType` when any scene uses the transform convention, the trackers when any
    /// scene has `tracking` (each unless `supportTypes` names the app's own), the error of the placeholders when a service skeleton or mock among `models` and
    /// `services` fails with it, the watcher of the main-thread tests when a scene's test has one, the app's
    /// container of shared services when the project has any, and the step enums of its flows (`navigation: rxflow`).
    public func supportFiles(
        for models: [SceneModel], services: [SharedServiceModel] = [], container: ServiceContainerModel? = nil,
        stepEnums: [AppStepModel] = []
    ) -> [OutputFile] {
        supportFiles(for: SupportFileInputs(models), services: services, container: container, stepEnums: stepEnums)
    }

    /// The support files of the scenes `scenes` gathered, as `supportFiles(for:services:container:stepEnums:)` makes
    /// them from the scenes' models.
    func supportFiles(
        for scenes: SupportFileInputs, services: [SharedServiceModel] = [], container: ServiceContainerModel? = nil,
        stepEnums: [AppStepModel] = []
    ) -> [OutputFile] {
        var files: [OutputFile] = []
        let libraryNames = scenes.libraryNames ?? LibraryNames()
        func supportFile(_ name: String, in root: String, template: String, context: TemplateValue) -> OutputFile {
            OutputFile(
                path: Self.join(Self.join(root, "Support"), name),
                contents: templates.render(template, context) { context.mustacheObject }, kind: .generated,
                root: root, spec: nil)
        }
        // A flow scene (`navigation: rxflow`) has a coordinator model for its result and dependencies, but no
        // coordinator class: its flows share the step enum instead.
        let hasCoordinators = scenes.hasCoordinators
        // An app that declares its own base class gets none.
        if baseCoordinator.isGenerated, hasCoordinators {
            files.append(
                supportFile(
                    SceneNames.baseCoordinatorFile(of: baseCoordinator.name.value), in: outputRoot,
                    template: "BaseCoordinator.generated.swift",
                    context: TemplateContext.baseCoordinator(
                        named: baseCoordinator.name.value, libraryNames: libraryNames)))
        }
        if hasCoordinators {
            files.append(
                supportFile(
                    SceneNames.scenePresentationFile, in: outputRoot, template: "ScenePresentation.generated.swift",
                    context: TemplateContext.scenePresentation(
                        named: SceneNames.scenePresentation, libraryNames: libraryNames)))
        }
        if scenes.routesToSafari {
            files.append(
                supportFile(
                    SceneNames.safariPageCoordinatorFile, in: outputRoot,
                    template: "SafariPageCoordinator.generated.swift",
                    context: TemplateContext.safariPage(
                        baseCoordinator: baseCoordinator.name.value, libraryNames: libraryNames)))
        }
        for stepEnum in stepEnums {
            files.append(
                supportFile(
                    NamingTableBuilder.stepFile(ofEnum: stepEnum.name), in: outputRoot,
                    template: "AppStep.generated.swift", context: TemplateContext.appSteps(stepEnum)))
        }
        if let sceneCoordinator = SceneCoordinatorModel(scenes: scenes, container: container) {
            files.append(
                supportFile(
                    SceneNames.sceneCoordinatorFile, in: outputRoot, template: "SceneCoordinator.generated.swift",
                    context: sceneCoordinator.templateValue))
            if let tests = scenes.firstTests {
                files.append(
                    supportFile(
                        SceneNames.sceneCoordinatorMockFile, in: tests.folder,
                        template: "SceneCoordinatorMock.generated.swift", context: sceneCoordinator.templateValue))
            }
        }
        // An app with its own protocol of transform view models gets none.
        if supportTypes.viewModelType == nil, let transform = scenes.transform {
            files.append(
                supportFile(
                    SceneNames.transformViewModelProtocolFile, in: outputRoot,
                    template: "ViewModelType.generated.swift",
                    context: TemplateContext.transformViewModelProtocol(transform)))
        }
        if let inputOutput = scenes.inputOutput {
            files.append(
                supportFile(
                    SceneNames.inputOutputViewModelProtocolFile, in: outputRoot,
                    template: "ViewModelType.generated.swift",
                    context: TemplateContext.transformViewModelProtocol(inputOutput)))
        }
        // The trackers the app has of its own are left out; with both, so is the file.
        if scenes.usesTracking,
            supportTypes.activityTracker == nil || supportTypes.errorTracker == nil
        {
            files.append(
                supportFile(
                    SceneNames.trackingFile, in: outputRoot, template: "ActivityTracking.generated.swift",
                    context: TemplateContext.tracking(supportTypes: supportTypes, libraryNames: libraryNames)))
        }
        if scenes.usesNotImplemented || services.contains(where: \.usesNotImplemented) {
            files.append(
                supportFile(
                    SceneNames.notImplementedFile, in: outputRoot, template: "NotImplemented.generated.swift",
                    context: TemplateContext.notImplemented(named: SceneNames.notImplemented)))
        }
        if let testsFolder = scenes.mainThreadTestsFolder {
            files.append(
                supportFile(
                    SceneNames.offMainThreadWatcherFile, in: testsFolder,
                    template: "OffMainThreadOutputs.generated.swift",
                    context: TemplateContext.offMainThreadWatcher(libraryNames: libraryNames)))
        }
        if let container {
            let context = SceneContext(container.templateValue)
            files += [
                OutputFile(
                    path: Self.join(container.folder, ServiceNames.containerProtocolFile),
                    contents: render("AppServices.generated.swift", context, kind: .generated), kind: .generated,
                    root: container.folder, spec: nil),
                OutputFile(
                    path: Self.join(container.folder, ServiceNames.containerFile),
                    contents: render("AppDependencies.swift", context, kind: .skeleton), kind: .skeleton,
                    root: container.folder, spec: SkeletonLock.projectEntry),
            ]
        }
        return files
    }

    /// The fixture skeletons of `catalog`, one per app type, owned by the lock's fixtures entry: written once,
    /// merged later, orphans when no scene needs them any more.
    public func files(for catalog: FixtureCatalog) -> [OutputFile] {
        catalog.fixtures.map { fixture in
            let context = SceneContext(TemplateContext.fixture(fixture))
            return OutputFile(
                path: fixture.path, contents: render("Fixture.swift", context, kind: .skeleton), kind: .skeleton,
                root: catalog.testsFolder, spec: SkeletonLock.fixturesEntry,
                dependencies: fixture.declarationFiles)
        }
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty || folder == "." ? name : folder + "/" + name
    }
}
