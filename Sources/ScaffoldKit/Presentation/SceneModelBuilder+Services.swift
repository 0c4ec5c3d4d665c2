import ScaffoldCore

extension SceneModelBuilder {
    /// The shared services a scene's coordinator must be able to hand out: the scene's own dependencies in
    /// spec order, then, sorted by name, those of every scene it can start, directly or through other scenes.
    func dependencyClosure(of spec: SceneSpec) -> [ServiceNames] {
        guard !services.isEmpty else { return [] }
        var own: [String] = []
        for dependency in spec.dependencies.map(\.value) where !own.contains(dependency) {
            own.append(dependency)
        }
        let reached = Set(reachableScenes(from: spec).flatMap { $0.dependencies.map(\.value) })
        let names = own + reached.subtracting(own).sorted()
        return names.filter { services[$0] != nil }.map { ServiceNames(service: $0) }
    }

    /// The specs besides route targets whose contents shape the scene's files: every scene it can reach and
    /// the service specs of the services it hands out. Nil cost for a project without shared services.
    func referencedSharedSpecs(of spec: SceneSpec) -> [String] {
        guard !services.isEmpty else { return [] }
        return reachableScenes(from: spec).map(\.file)
            + dependencyClosure(of: spec).compactMap { services[$0.service]?.file }
    }

    /// Every loaded scene that `spec` can start, directly or through others, `spec` itself excluded.
    private func reachableScenes(from spec: SceneSpec) -> [SceneSpec] {
        var seen: Set<String> = [spec.name.value]
        var pending = [spec]
        var reached: [SceneSpec] = []
        while let scene = pending.popLast() {
            for route in scene.coordinator?.routes ?? [] {
                guard let target = scenes[route.scene.value], seen.insert(target.name.value).inserted else { continue }
                reached.append(target)
                pending.append(target)
            }
        }
        return reached
    }

    /// The presentation model of one valid service spec.
    public func serviceModel(for spec: SharedServiceSpec) -> SharedServiceModel {
        let names = ServiceNames(service: spec.name.value)
        let extra = spec.imports.map(\.value)
        return SharedServiceModel(
            specFile: spec.file,
            specPath: SwiftSourceText.lineCommentText(spec.file),
            folder: servicesFolder,
            names: names,
            docLines: docLines(spec.doc),
            imports: Self.imports(["Foundation", "RxSwift"], extra: extra),
            methods: spec.methods.map(method),
            mock: testsFolder.map { _ in
                serviceMock(methods: spec.methods, protocolName: names.serviceProtocol, mockName: names.mock)
            },
            mockImports: Self.imports(["Foundation", "RxSwift"], extra: extra),
            testableImport: testableImport
        )
    }

    /// The app's container of every shared service; nil for a project without any.
    public func containerModel(services: [SharedServiceSpec]) -> ServiceContainerModel? {
        guard !services.isEmpty else { return nil }
        let names = Set(services.map(\.name.value)).sorted().map { ServiceNames(service: $0) }
        let providerLines = LineWrapping.compositionLines(
            names.map(\.provider), typealias: ServiceNames.containerProtocol)
        return ServiceContainerModel(
            folder: servicesFolder,
            services: names.map {
                ContainedServiceModel(
                    property: $0.property, protocolName: $0.serviceProtocol, service: $0.service, provider: $0.provider)
            },
            providers: names.map(\.provider).joined(separator: " & "),
            wrapsProviders: !providerLines.isEmpty, providerLines: providerLines)
    }

    /// `typealias ProfileDependencies = HasAnalyticsService & HasUserService`, wrapped when long.
    func sharedDependencies(_ typeName: String, providers: [String]) -> SharedDependenciesModel {
        let lines = LineWrapping.compositionLines(providers, typealias: typeName)
        return SharedDependenciesModel(
            typeName: typeName, providers: providers.joined(separator: " & "), wrapsProviders: !lines.isEmpty,
            providerLines: lines)
    }
}
