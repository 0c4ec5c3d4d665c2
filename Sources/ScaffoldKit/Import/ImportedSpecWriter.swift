import ScaffoldCore

/// Writes an `ImportedScene` as spec YAML, one line at a time, remembering for each line the Swift position it
/// came from, so that a problem scaffold's validator finds in the spec can be shown where the Swift says it.
struct ImportedSpecWriter {
    /// One line of the spec and where in the Swift it was read from.
    struct Line: Sendable, Equatable {
        var text: String
        var origin: SourceLocation
    }

    /// The spec's lines, in order.
    func lines(for scene: ImportedScene) -> [Line] {
        var lines: [Line] = []
        func add(_ text: String, _ origin: SourceLocation) { lines.append(Line(text: text, origin: origin)) }
        add("scene: \(scene.scene)", scene.location)
        if let kind = scene.kind { add("kind: \(kind)", scene.location) }
        if let doc = scene.doc { add("doc: \(YAMLScalar.written(doc))", scene.location) }
        if !scene.imports.isEmpty { add("imports: [\(scene.imports.joined(separator: ", "))]", scene.location) }
        if !scene.conventions.isEmpty {
            let pairs = scene.conventions.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            add("conventions: {\(pairs)}", scene.location)
        }
        if let base = scene.viewModelBaseClass {
            add("viewModelBaseClass: \(YAMLScalar.written(base))", scene.location)
        }
        if !scene.names.isEmpty {
            let pairs = scene.names.map { "\($0.key): \(YAMLScalar.written($0.value))" }.joined(separator: ", ")
            add("names: {\(pairs)}", scene.location)
        }
        func list(_ section: ImportedScene.Section, key: String, indent: String = "") {
            let entries = scene.entries[section] ?? []
            let origin = entries.first?.location ?? scene.location
            if !entries.isEmpty { add("\(indent)\(key):", origin) }
            for entry in entries { add("\(indent)  - \(Self.item(entry))", entry.location) }
            for skipped in scene.skipped[section] ?? [] {
                add("\(indent)\(entries.isEmpty ? "" : "  ")\(skipped.comment)", skipped.location)
            }
        }
        for section in [ImportedScene.Section.arguments, .inputs, .outputs, .properties, .methods, .actions, .state] {
            list(section, key: section.rawValue)
        }
        if scene.hasService {
            let origin = scene.serviceLocation ?? scene.location
            add("service:", origin)
            if let name = scene.serviceName { add("  name: \(name)", origin) }
            if let label = scene.serviceLabel { add("  label: \(label)", origin) }
            if (scene.entries[.service] ?? []).isEmpty {
                add("  methods: []", origin)
                for skipped in scene.skipped[.service] ?? [] { add("  \(skipped.comment)", skipped.location) }
            } else {
                list(.service, key: "methods", indent: "  ")
            }
        } else {
            list(.service, key: "service")
        }
        let dependencies = scene.entries[.dependencies] ?? []
        // A dependency with a label in `init` needs the long form, which a list of names has no room for.
        if dependencies.contains(where: { !$0.fields.isEmpty }) {
            list(.dependencies, key: "dependencies")
        } else {
            if let first = dependencies.first {
                add("dependencies: [\(dependencies.map(\.name).joined(separator: ", "))]", first.location)
            }
            for skipped in scene.skipped[.dependencies] ?? [] { add(skipped.comment, skipped.location) }
        }
        if scene.hasCoordinator {
            let routes = scene.entries[.routes] ?? []
            let result = scene.entries[.result] ?? []
            if routes.isEmpty && result.isEmpty {
                add("coordinator: {}", scene.location)
            } else {
                add("coordinator:", (routes + result)[0].location)
            }
            list(.routes, key: "routes", indent: "  ")
            list(.result, key: "result", indent: "  ")
        } else {
            list(.routes, key: "routes")
            list(.result, key: "result")
        }
        return lines
    }

    /// The spec's text, ending in a line break.
    func text(for scene: ImportedScene) -> String {
        lines(for: scene).map { $0.text + "\n" }.joined()
    }

    /// `name`, `name: Type` or `name: {key: value, ...}`.
    static func item(_ entry: ImportedScene.Entry) -> String {
        if entry.fields.isEmpty { return entry.name }
        if entry.fields.count == 1, entry.fields[0].key == "type", case .scalar(let type) = entry.fields[0].value {
            return "\(entry.name): \(YAMLScalar.written(type))"
        }
        let fields = entry.fields.map { field -> String in
            switch field.value {
            case .scalar(let value): return "\(field.key): \(YAMLScalar.written(value))"
            case .flag(let flag): return "\(field.key): \(flag)"
            case .pairs(let pairs):
                return "\(field.key): [" + pairs.map { "\($0.0): \(YAMLScalar.written($0.1))" }.joined(separator: ", ")
                    + "]"
            }
        }
        return "\(entry.name): {\(fields.joined(separator: ", "))}"
    }
}
