import Yams

extension ConfigDecoder {
    /// `appServices: {SwiftHubAPI: {imports: [Moya], methods: [...]}, PostsUseCase: }`: the app's own protocols,
    /// in the order written, each with the methods its mock implements (read from `appCode` later for one without
    /// `methods:`). A protocol with a bad name is left out, its problem reported. `concrete: true` marks an app class
    /// or struct that view models hold as it is.
    static func appServices(_ node: Node, reader: inout NodeReader) -> [SharedServiceSpec] {
        if NodeReader.isNull(node) { return [] }
        guard let pairs = reader.mapping(node, expected: "a mapping from the app's protocol names to their methods")
        else { return [] }
        var services: [SharedServiceSpec] = []
        for (key, value) in pairs {
            guard let name = reader.typeName(key) else { continue }
            var service = SharedServiceSpec(file: reader.file, name: name)
            service.isAppProtocol = true
            if !NodeReader.isNull(value),
                let fields = reader.mapping(
                    value, expected: "nothing, or a mapping with 'imports', 'methods', 'property' and 'concrete'")
            {
                reader.checkKeys(fields, allowed: SpecVocabulary.AppService.names)
                for (field, value) in fields {
                    switch field.value {
                    case "imports": service.imports = SpecDecoder.imports(value, reader: &reader)
                    case "property":
                        service.property = reader.string(value, expected: "a property name").flatMap {
                            reader.memberName($0)
                        }
                    case "methods":
                        service.listsMethods = true
                        service.methods = SpecDecoder.list(
                            value, what: "methods", reader: &reader, element: SpecDecoder.method)
                    case "concrete": service.isConcrete = reader.bool(value, key: "concrete")?.value ?? false
                    default: break
                    }
                }
                if service.isConcrete, service.listsMethods,
                    let methods = fields.first(where: { $0.key.value == "methods" })
                {
                    reader.report(
                        .error(.appCode(.concreteService(.listsMethods(name.value))), at: methods.key.location))
                }
            }
            services.append(service)
        }
        return services
    }
}
