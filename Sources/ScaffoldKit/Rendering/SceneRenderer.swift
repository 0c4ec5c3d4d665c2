import ScaffoldCore

/// Renders scene models through the templates into the files of one scene.
public struct SceneRenderer: Sendable {
    public var templates: TemplateSet
    /// Project-relative folder the scenes go to.
    public var outputRoot: String
    /// False to list skeletons with empty contents, for runs that only compare generated files.
    public var rendersSkeletons: Bool

    public init(templates: TemplateSet, outputRoot: String, rendersSkeletons: Bool = true) {
        self.templates = templates
        self.outputRoot = outputRoot
        self.rendersSkeletons = rendersSkeletons
    }

    private func render(_ template: String, _ context: Any, kind: OutputFile.Kind) -> String {
        kind == .skeleton && !rendersSkeletons ? "" : templates.render(template, context)
    }

    /// The generated contract and the skeletons of one scene.
    public func files(for model: SceneModel) -> [OutputFile] {
        let folder = Self.join(outputRoot, model.scene)
        let context = TemplateContext.scene(model)
        func file(_ name: String, _ template: String, _ kind: OutputFile.Kind) -> OutputFile {
            OutputFile(path: Self.join(folder, name), contents: render(template, context, kind: kind), kind: kind,
                       root: outputRoot, spec: model.specPath,
                       dependencies: model.referencedSpecs)
        }
        var files = [
            file("\(model.scene).generated.swift", "Scene.generated.swift", .generated),
            file("\(model.scene)ViewModel.swift", "ViewModel.swift", .skeleton),
        ]
        if let service = model.service {
            files.append(file("\(service.name).swift", "Service.swift", .skeleton))
        }
        if let coordinator = model.coordinator {
            files.append(file("\(coordinator.name).swift", "Coordinator.swift", .skeleton))
        }
        files.append(file("\(model.scene)ViewController.swift", "ViewController.swift", .skeleton))
        if let tests = model.tests {
            let testsFolder = Self.join(tests.folder, model.scene)
            func testFile(_ name: String, _ template: String, _ kind: OutputFile.Kind) -> OutputFile {
                OutputFile(path: Self.join(testsFolder, name), contents: render(template, context, kind: kind), kind: kind,
                           root: tests.folder, spec: model.specPath, dependencies: model.referencedSpecs)
            }
            if tests.hasMocks {
                files.append(testFile("\(model.scene)Mocks.generated.swift", "Mocks.generated.swift", .generated))
            }
            files.append(testFile("\(model.scene)ViewModelTests.swift", "ViewModelTests.swift", .skeleton))
        }
        return files
    }

    /// Files shared by all scenes: the coordinator base class when any scene has a coordinator.
    public func supportFiles(for models: [SceneModel]) -> [OutputFile] {
        guard models.contains(where: { $0.coordinator != nil }) else { return [] }
        return [OutputFile(
            path: Self.join(Self.join(outputRoot, "Support"), "BaseCoordinator.generated.swift"),
            contents: templates.render("BaseCoordinator.generated.swift", [String: String]()),
            kind: .generated, root: outputRoot, spec: nil
        )]
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty || folder == "." ? name : folder + "/" + name
    }
}
