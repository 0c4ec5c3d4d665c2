// The types scaffold writes once for the whole project must not be declared for a service as well.
extension SpecValidator {
    /// The types scaffold writes once per project under fixed names, each with what it is. A scene's own types all
    /// end in a suffix these names lack; a service's are its name, `Type`, `Mock` and `Has`, so only a service can
    /// clash. The trackers are checked with `tracking`.
    var projectSupportTypes: [String: String] {
        [
            SceneNames.scenePresentation: "the enum of the ways a route shows a scene",
            SceneNames.shownScreen: "the screen a scene shows, which ends its flow when the user leaves it",
            supportTypes.viewModelTypeName: "the protocol of transform view models",
            SceneNames.notImplemented: "the error that unfinished placeholders fail with",
            SceneNames.offMainThreadWatcher: "the helper of the main-thread tests",
            SceneNames.safariPageCoordinator: Self.safariPageCoordinatorRole,
        ].merging(
            navigatesWithSceneCoordinator
                ? [
                    SceneNames.sceneEnum: "the enum of the app's scenes",
                    SceneNames.sceneTransition: "the ways the scene coordinator shows a scene",
                    SceneNames.sceneCoordinator: "the app-wide scene coordinator",
                    SceneNames.sceneCoordinatorProtocol: "the protocol of the app-wide scene coordinator",
                    SceneNames.sceneCoordinatorMock: "the scene coordinator's mock",
                ] : [:],
            uniquingKeysWith: { first, _ in first })
    }

    static let safariPageCoordinatorRole = "the coordinator that shows the routes to 'external: safari'"

    /// Each service of a scene or shared service spec whose names include a support type or an imported type, blamed
    /// where the service is named, and each scene whose own types include an imported type, blamed at its name.
    func supportTypeProblems(
        _ scenes: [(spec: SceneSpec, names: SceneNameSummary)], services: [SharedServiceSpec]
    ) -> [Diagnostic] {
        let serviceTypes: Set<NameRole> = [.service, .serviceProtocol, .serviceMock]
        var named: [(service: String, types: [String], location: SourceLocation)] = scenes.compactMap { _, names in
            names.service.map { service in
                let types = names.declaredTypes.filter { serviceTypes.contains($0.role) }.map(\.spelling)
                return (service.spelling, types, service.provenance.location)
            }
        }
        named += services.map {
            ($0.name.value, namer.table(for: $0).entries(of: .type).map(\.spelling), $0.name.location)
        }
        // The coordinator of routes to Safari ends in `Coordinator` as a scene's does: scene `SafariPage` would
        // declare it too, once a route leads to Safari.
        let routesToSafari = scenes.contains { spec, _ in
            spec.coordinator?.routes.contains { $0.destination?.value == .external(.safari) } ?? false
        }
        // The types (and files) a navigation style writes once: a scene's contract file is named after the scene,
        // so scene `AppStep` would write a second `AppStep.generated.swift`.
        var reserved = projectSupportTypes
        if !routesToSafari { reserved[SceneNames.safariPageCoordinator] = nil }
        for (spec, _) in scenes where projectConventions.applying(spec.conventions).navigation == .rxflow {
            reserved[NamingTableBuilder.stepEnum(of: spec, naming: naming)] = "the enum of the app's steps"
        }
        // A scene's own types take its name as a prefix: scene `UI` would declare `UIViewController`.
        let sceneProblems: [Diagnostic] = scenes.compactMap { spec, names in
            let own = names.declaredTypes.filter { !serviceTypes.contains($0.role) && $0.role != .baseCoordinator }
            if let role = reserved[spec.name.value] {
                return .error(
                    .sceneDeclaresSupportType(spec.name.value, type: spec.name.value, role: role),
                    at: spec.name.location)
            }
            if let type = own.first(where: { reserved[$0.spelling] != nil }), let role = reserved[type.spelling] {
                return .error(
                    .sceneDeclaresSupportType(spec.name.value, type: type.spelling, role: role),
                    at: type.provenance.location)
            }
            guard let type = own.first(where: { ImportedTypeNames.modules[$0.spelling] != nil }),
                let module = ImportedTypeNames.modules[type.spelling]
            else { return nil }
            return .error(
                .sceneDeclaresImportedType(spec.name.value, type: type.spelling, module: module),
                at: type.provenance.location)
        }
        let supportTypes = projectSupportTypes
        return sceneProblems
            + named.compactMap { service, types, location in
                if let (type, role) = types.lazy.compactMap({ type in supportTypes[type].map { (type, $0) } })
                    .first
                {
                    return .error(.serviceDeclaresSupportType(service, type: type, role: role), at: location)
                }
                // A service named like an imported type (String, Observable, whose protocol is ObservableType) would
                // shadow the type generated code means.
                guard let type = types.first(where: { ImportedTypeNames.shadowedByServices[$0] != nil }) else {
                    return nil
                }
                let module = ImportedTypeNames.shadowedByServices[type]!
                return .error(.serviceDeclaresImportedType(service, type: type, module: module), at: location)
            }
    }
}
