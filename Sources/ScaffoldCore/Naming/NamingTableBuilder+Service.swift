extension NamingTableBuilder {
    /// Every name the shared service `service` generates, each made by its name but its mock's members, which
    /// its methods make. An app protocol's own name is its protocol's.
    public func table(for service: SharedServiceSpec) -> NamingTable {
        var entries: [GeneratedName] = []
        let names = service.names
        let provenance = NameProvenance(.serviceName, at: service.name.location)
        func add(_ role: NameRole, _ spelling: String, _ kind: NameKind) {
            entries.append(GeneratedName(role, spelling, kind, from: provenance))
        }
        add(.service, names.service, .type)
        add(.serviceProtocol, names.serviceProtocol, .type)
        add(.serviceProvider, names.provider, .type)
        // A concrete app type (`concrete: true`) has no mock: tests make the type itself.
        if !names.isConcrete { add(.serviceMock, names.mock, .type) }
        add(.serviceProperty, names.property, .viewModelMember)
        for property in service.properties {
            let name = property.name
            let provenance = NameProvenance(.property(name.value), at: name.location)
            entries.append(GeneratedName(.mockProperty(name.value), name.value, .mockMember, from: provenance))
            entries.append(
                GeneratedName(
                    .mockPropertyStorage(name.value), Self.underlying(name.value), .mockMember, from: provenance))
        }
        for method in service.methods {
            let name = method.name
            Self.addMockMembers(
                of: .serviceMethod(method.mockedName), named: method.mockedName,
                recordsArguments: !method.parameters.isEmpty,
                from: NameProvenance(.serviceMethod(name.value), at: name.location), to: &entries)
        }
        add(.serviceContractFile, Self.generatedFile(named: names.service), .file)
        add(.serviceFile, Self.sourceFile(named: names.service), .file)
        if !names.isConcrete { add(.serviceMockFile, Self.generatedFile(named: names.mock), .file) }
        return NamingTable(entries)
    }

    /// `underlyingSession`: where a mock keeps the property `session` until a test sets it.
    static func underlying(_ property: String) -> String {
        "underlying" + SwiftIdentifier.upperCamelCase(property)
    }
}
