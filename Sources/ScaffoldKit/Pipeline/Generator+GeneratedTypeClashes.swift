import ScaffoldCore

extension Generator {
    /// An error at each type the app declares in `appCode` under a name scaffold writes once for the project: the
    /// scene coordinator's `Scene`, `SceneTransition`, `SceneCoordinator` and `SceneCoordinatorType`, RxFlow's
    /// `AppStep`. The app's type and the generated one would be two declarations of one name in one module, which
    /// no longer compiles. Files under the output folders are scaffold's own and are left out.
    func generatedTypeClashes(_ specs: [SceneSpec], appCode: AppCodeInputs) -> [Diagnostic] {
        let navigations = Set(specs.map { configuration.conventions.applying($0.conventions).navigation })
        let support = SceneRenderer.join(configuration.roots.output, "Support")
        var generated: [String: (choice: String, file: String)] = [:]
        if navigations.contains(.sceneCoordinator) {
            let file = SceneRenderer.join(support, SceneNames.sceneCoordinatorFile)
            for name in [
                SceneNames.sceneEnum, SceneNames.sceneTransition, SceneNames.sceneCoordinator,
                SceneNames.sceneCoordinatorProtocol,
            ] {
                generated[name] = ("'navigation: sceneCoordinator'", file)
            }
        }
        // The app's own step enum (`supportTypes: {steps:}`) is declared there and nowhere else.
        for spec in specs
        where configuration.supportTypes.steps == nil
            && configuration.conventions.applying(spec.conventions).navigation == .rxflow
        {
            let stepEnum = NamingTableBuilder.stepEnum(of: spec, naming: configuration.naming)
            generated[stepEnum] = (
                "'navigation: rxflow'", SceneRenderer.join(support, NamingTableBuilder.stepFile(ofEnum: stepEnum))
            )
        }
        guard !generated.isEmpty else { return [] }
        let outputFolders =
            [configuration.roots.output, configuration.roots.services]
            + [configuration.roots.tests]
            .compactMap { $0 }
        let appFiles = appCode.files.filter { file in
            !outputFolders.contains { file.path.hasPrefix($0 + "/") }
        }
        let declared = AppCodeIndexer.typeDeclarations(
            Set(generated.keys), in: AppCodeInputs(files: appFiles, patterns: appCode.patterns, warnings: []))
        return declared.sorted { $0.key < $1.key }.compactMap { name, location in
            generated[name].map {
                .error(.appCode(.declaresGeneratedType(name, by: $0.choice, file: $0.file)), at: location)
            }
        }
    }
}
