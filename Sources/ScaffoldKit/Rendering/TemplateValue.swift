import Mustache

/// A template's context as a plain tree: what the compiled built-in templates read directly, and what
/// swift-mustache reads, as `[String: Any]` and `[Any]`, for templates a project overrides.
enum TemplateValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case int(Int)
    /// A nil optional: renders as nothing, is falsy, and stops the context-stack search that a missing
    /// key would continue.
    case null
    case list([TemplateValue])
    case object(TemplateObject)

    /// The value the compiled templates' key `id` (`CompiledTemplates.keyNames`) names in this value, when it is an
    /// object that has it.
    @inline(__always)
    func member(_ id: Int) -> TemplateValue? {
        guard case .object(let object) = self else { return nil }
        return object[id]
    }

    /// The same tree in the form swift-mustache reads fastest: dictionaries and arrays, so each lookup is a
    /// hash lookup instead of a `Mirror` scan.
    var mustacheObject: Any {
        switch self {
        case .string(let string): return string
        case .bool(let bool): return bool
        case .int(let int): return int
        case .null: return MustacheNull()
        case .list(let elements): return elements.map(\.mustacheObject)
        case .object(let object):
            return Dictionary(
                uniqueKeysWithValues: zip(object.layout.names, object.values.lazy.map(\.mustacheObject)))
        }
    }
}

/// How swift-mustache sees `TemplateValue.null`.
private struct MustacheNull: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
}
