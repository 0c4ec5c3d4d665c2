import ScaffoldCore

extension SceneModelBuilder {
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
                // The mock lives in the tests, where an app type named like a library type needs the app module.
                serviceMock(
                    methods: spec.methods.map { method in
                        var method = method
                        method.parameters = method.parameters.map { parameter in
                            var parameter = parameter
                            parameter.type.value = libraryNames.inTests(parameter.type.value, appModule: testableImport)
                            return parameter
                        }
                        if let returns = method.returns {
                            method.returns?.value = libraryNames.inTests(returns.value, appModule: testableImport)
                        }
                        return method
                    },
                    protocolName: names.serviceProtocol, mockName: names.mock)
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
