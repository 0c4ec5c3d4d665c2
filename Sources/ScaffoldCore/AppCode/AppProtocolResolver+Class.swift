extension AppProtocolResolver {
    /// Modifiers of a class's members that a protocol requirement neither repeats nor needs.
    static let classOnlyModifiers: Set<String> = [
        "public", "open", "internal", "package", "final", "override", "dynamic", "lazy", "weak", "unowned",
        "required", "convenience", "optional",
    ]
    /// Attributes of a class's members that a protocol requirement neither repeats nor needs.
    static let classOnlyAttributes: Set<String> = ["@objc", "@nonobjc", "@inlinable", "@usableFromInline", "@IBAction"]

    /// Fills `service` from the class `found`: the methods and properties of the protocol scaffold extracts from
    /// its API, with the files and modules they come from; returns the problems, a warning for each member left
    /// out. Private members are not API, and initializers are the app's to call.
    func extractProtocol(
        of found: (file: AppCodeIndex.File, declaration: AppDeclaration), into service: inout SharedServiceSpec
    ) -> [Diagnostic] {
        let declaration = found.declaration
        let name = service.name.value
        let extracted = NamingTableBuilder.serviceNames(of: name).serviceProtocol
        let entry = Diagnostic.Note(
            location: service.name.location, message: "'appServices' reads '\(name)' from 'appCode' here")
        if !declaration.genericParameters.isEmpty || declaration.hasWhereClause || declaration.isConditional {
            let reason = declaration.isConditional ? "it is declared inside '#if'" : "it is generic"
            return [
                .error(
                    .appCode(.classNotExtractable(name, reason: reason)), at: service.name.location,
                    notes: [.init(location: declaration.location, message: "'\(name)' is declared here")])
            ]
        }
        let isMainActor = declaration.attributes.contains("@MainActor")
        var diagnostics: [Diagnostic] = []
        var methods: [(spec: ServiceMethodSpec, defaults: [String?], reference: String, location: SourceLocation)] = []
        var properties: [ServicePropertySpec] = []
        for member in declaration.members {
            if member.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) { continue }
            var requirement = member
            requirement.modifiers = member.modifiers.filter {
                !Self.classOnlyModifiers.contains($0) && !$0.hasSuffix("(set)")
            }
            requirement.attributes = member.attributes.filter { !Self.classOnlyAttributes.contains($0) }
            if isMainActor, !requirement.modifiers.contains("nonisolated"),
                !requirement.attributes.contains("@MainActor")
            {
                requirement.attributes.append("@MainActor")
            }
            let reference: String
            switch member.kind {
            case .initializer: continue
            case .method(let method): reference = method.reference(name: member.name)
            default: reference = member.name
            }
            func leaveOut(_ reason: Unsupported) {
                diagnostics.append(
                    .warning(
                        .appCode(.memberLeftOut(reference, class: name, protocol: extracted, reason: reason)),
                        at: member.location, notes: [entry]))
            }
            switch member.kind {
            case .property(let property):
                switch Self.property(requirement, property) {
                case .success(let spec): properties.append(spec)
                case .failure(let reason): leaveOut(reason)
                }
            case .method(let method):
                switch Self.method(requirement) {
                case .success(let spec):
                    methods.append(
                        (
                            spec, method.parameters.map { Self.passableDefault($0.defaultValue) }, reference,
                            member.location
                        ))
                case .failure(let reason): leaveOut(reason)
                }
            default:
                if case .failure(let reason) = Self.method(requirement) { leaveOut(reason) }
            }
        }
        let named = Self.namingOverloads(methods.map(\.spec), besides: Set(properties.map(\.name.value)))
        let clashing = Set(named.clashes.map(\.0))
        for (index, other) in named.clashes {
            diagnostics.append(
                .warning(
                    .appCode(
                        .memberLeftOut(
                            methods[index].reference, class: name, protocol: extracted,
                            reason: .overload(methods[index].spec.name.value))),
                    at: methods[index].location,
                    notes: [
                        .init(
                            location: methods[other].location, message: "'\(methods[other].reference)' is declared here"
                        ),
                        entry,
                    ]))
        }
        let kept = named.methods.indices.filter { !clashing.contains($0) }
        service.methods = kept.map { named.methods[$0] }
        service.properties = properties
        service.extractedClass = ExtractedClass(
            defaultValues: kept.map { methods[$0].defaults }, location: declaration.location)
        service.declarationFiles = [found.file.path]
        var modules = Set(service.imports.map(\.value))
        for module in found.file.imports where modules.insert(module.value).inserted {
            service.imports.append(module)
        }
        return diagnostics
    }

    typealias Unsupported = AppCodeProblem.Unsupported

    /// `value` when a protocol extension can pass it as it is written in the class: a literal or an enum case
    /// (`.standard`), whose meaning does not depend on the class's scope; nil otherwise.
    static func passableDefault(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        if literalType(value) != nil || ["nil", "[]", "[:]"].contains(value) { return value }
        let member = value.dropFirst().unicodeScalars
        if value.hasPrefix("."), let first = member.first, !("0"..."9").contains(first),
            member.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        {
            return value
        }
        return nil
    }
}
