import ScaffoldCore

/// Renders scene models through the templates into the files of one scene.
public struct SceneRenderer: Sendable {
    public var templates: TemplateSet
    /// Project-relative folder the scenes go to.
    public var outputRoot: String
    /// False to list skeletons with empty contents, for runs that only compare generated files.
    public var rendersSkeletons: Bool
    /// The class generated coordinators subclass, and whether scaffold writes it (`baseCoordinator` in
    /// `scaffold.yml`).
    public var baseCoordinator: BaseCoordinatorSpec

    public init(
        templates: TemplateSet, outputRoot: String, rendersSkeletons: Bool = true,
        baseCoordinator: BaseCoordinatorSpec = BaseCoordinatorSpec()
    ) {
        self.templates = templates
        self.outputRoot = outputRoot
        self.rendersSkeletons = rendersSkeletons
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
        func file(_ name: String, _ template: String, _ kind: OutputFile.Kind) -> OutputFile {
            OutputFile(
                path: Self.join(folder, name), contents: render(template, context, kind: kind), kind: kind,
                root: outputRoot, spec: model.specFile,
                dependencies: model.referencedSpecs)
        }
        var files = [
            file(names.generatedFile, "Scene.generated.swift", .generated),
            file(names.viewModelFile, "ViewModel.swift", .skeleton),
        ]
        if model.service != nil, let serviceFile = names.serviceFile {
            files.append(file(serviceFile, "Service.swift", .skeleton))
        }
        if model.coordinator != nil, let coordinatorFile = names.coordinatorFile {
            files.append(file(coordinatorFile, "Coordinator.swift", .skeleton))
        }
        files.append(file(names.viewControllerFile, "ViewController.swift", .skeleton))
        if let tests = model.tests {
            let testsFolder = Self.join(tests.folder, names.scene)
            func testFile(_ name: String, _ template: String, _ kind: OutputFile.Kind) -> OutputFile {
                OutputFile(
                    path: Self.join(testsFolder, name), contents: render(template, context, kind: kind), kind: kind,
                    root: tests.folder, spec: model.specFile, dependencies: model.referencedSpecs)
            }
            if tests.serviceMock != nil || tests.coordinatorMock != nil {
                files.append(testFile(names.mocksFile, "Mocks.generated.swift", .generated))
            }
            files.append(testFile(names.viewModelTestsFile, "ViewModelTests.swift", .skeleton))
        }
        return files
    }

    /// Files shared by all scenes: the coordinator base class when any scene has a coordinator, unless the
    /// app declares its own.
    public func supportFiles(for models: [SceneModel]) -> [OutputFile] {
        guard baseCoordinator.isGenerated, models.contains(where: { $0.coordinator != nil }) else { return [] }
        let context = TemplateContext.baseCoordinator(named: baseCoordinator.name.value)
        return [
            OutputFile(
                path: Self.join(
                    Self.join(outputRoot, "Support"), SceneNames.baseCoordinatorFile(of: baseCoordinator.name.value)),
                contents: templates.render("BaseCoordinator.generated.swift", context) { context.mustacheObject },
                kind: .generated, root: outputRoot, spec: nil
            )
        ]
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty || folder == "." ? name : folder + "/" + name
    }
}
