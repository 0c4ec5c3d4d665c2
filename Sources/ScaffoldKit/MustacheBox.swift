/// Converts a presentation model into the dictionaries and arrays swift-mustache reads fastest.
///
/// swift-mustache resolves every `{{key}}` on a plain struct by building a `Mirror` and scanning its
/// children, which dominated rendering time (about two thirds of all instructions for a large
/// project). Walking the model once per scene and handing the templates `[String: Any]` turns each
/// lookup into a hash lookup. Missing keys and nil optionals behave the same in both forms.
enum MustacheBox {
    static func box(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct, .class:
            var dictionary: [String: Any] = [:]
            dictionary.reserveCapacity(Int(mirror.children.count))
            for child in mirror.children {
                guard let label = child.label, let unwrapped = unwrap(child.value) else { continue }
                dictionary[label] = box(unwrapped)
            }
            return dictionary
        case .collection:
            return mirror.children.map { box($0.value) }
        case .optional:
            return unwrap(value).map(box) as Any
        default:
            return value
        }
    }

    private static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}
