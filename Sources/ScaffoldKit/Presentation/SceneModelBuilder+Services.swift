import ScaffoldCore

extension SceneModelBuilder {
    /// The presentation model of one valid service spec.
    public func serviceModel(for spec: SharedServiceSpec) -> SharedServiceModel {
        let names = spec.names
        let extra = spec.imports.map(\.value)
        let fixed = serviceModules(using: spec.methods.flatMap(\.types) + spec.properties.map(\.type.value))
        var model = SharedServiceModel(
            specFile: spec.file,
            specPath: SwiftSourceText.lineCommentText(spec.file),
            folder: servicesFolder,
            names: names,
            docLines: docLines(spec.doc),
            imports: Self.imports(fixed, extra: extra),
            methods: methods(spec.methods, of: names.service),
            mock: testsFolder.flatMap { _ in
                // The mock lives in the tests, where an app type named like a library type needs the app module.
                serviceMock(
                    methods: spec.methods.map { $0.mappingTypes { inMock($0, of: spec) } },
                    properties: spec.properties.map { $0.mappingType { inMock($0, of: spec) } },
                    names: NamingTableBuilder().table(for: spec))
            },
            mockImports: Self.imports(fixed, extra: extra),
            testableImport: testableImport,
            extractedProtocol: spec.extractedClass.map { extractedProtocol(of: spec, extracted: $0) },
            isAppProtocol: spec.isAppProtocol,
            declarationFiles: spec.declarationFiles,
            // An app protocol gets no skeleton, only a mock, and that only with tests.
            usesNotImplemented: spec.isAppProtocol
                ? testsFolder != nil && Self.mockUsesNotImplemented(spec.methods)
                : Self.hasReactiveMethods(spec.methods)
        )
        model.access = publicServices.contains(spec.name.value) ? AccessLevel.public.modifier : ""
        return model
    }

    /// `type` as the mock of `spec` writes it in the test module: library and Foundation names the app's own types
    /// take get the app module, as the test module imports both.
    private func inMock(_ type: SwiftType, of spec: SharedServiceSpec) -> SwiftType {
        let type = libraryNames.inTests(type, appModule: testableImport)
        guard let testableImport, !spec.appTypesNamedLikeFoundation.isEmpty else { return type }
        return type.qualifyingFirstComponents(spec.appTypesNamedLikeFoundation, with: testableImport)
    }

    /// The app's container of every shared service; nil for a project without any.
    public func containerModel(services: [SharedServiceSpec]) -> ServiceContainerModel? {
        guard !services.isEmpty else { return nil }
        let byName = Dictionary(services.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let contained = byName.keys.sorted().map { name in
            let service = byName[name]!
            let names = service.names
            var model = ContainedServiceModel(
                property: names.property, protocolName: names.serviceProtocol, service: names.service,
                provider: names.provider, isAppProtocol: service.isAppProtocol, dependencyType: names.dependencyType)
            model.access = publicServices.contains(name) ? AccessLevel.public.modifier : ""
            return model
        }
        // Only the container, which is internal, conforms to `AppServices`; it is public where every provider it
        // composes is, so that a module can hand out all services, and internal otherwise, as a public typealias may
        // not name an internal provider.
        let access = contained.allSatisfy { !$0.access.isEmpty } ? AccessLevel.public.modifier : ""
        let providerLines = LineWrapping.compositionLines(
            contained.map(\.provider), typealias: ServiceNames.containerProtocol, access: access)
        let appProtocols = contained.filter(\.isAppProtocol)
        let initParameters = appProtocols.map { "\($0.property): \($0.dependencyType)" }
        let initParameterLines = LineWrapping.wrappedLines(initParameters, fixed: "    init() {".count)
        var model = ServiceContainerModel(
            folder: servicesFolder,
            services: contained,
            providers: contained.map(\.provider).joined(separator: " & "),
            wrapsProviders: !providerLines.isEmpty, providerLines: providerLines,
            appProtocols: appProtocols,
            initParameters: initParameters.joined(separator: ", "),
            wrapsInitParameters: !initParameterLines.isEmpty, initParameterLines: initParameterLines)
        model.access = access
        return model
    }

    /// `typealias ProfileDependencies = HasAnalyticsService & HasUserService`, wrapped when long.
    func sharedDependencies(_ typeName: String, providers: [String], access: AccessLevel = .internal)
        -> SharedDependenciesModel
    {
        let lines = LineWrapping.compositionLines(providers, typealias: typeName, access: access.modifier)
        return SharedDependenciesModel(
            typeName: typeName, providers: providers.joined(separator: " & "), wrapsProviders: !lines.isEmpty,
            providerLines: lines)
    }
}
