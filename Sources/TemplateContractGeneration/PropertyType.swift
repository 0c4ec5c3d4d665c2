/// A property's type as its declaration spells it, in the shapes a template value can take.
indirect enum PropertyType: Equatable, CustomStringConvertible {
    /// `String`, `SceneNames`; anything else the generator cannot take apart, such as `Set<String>`, by its spelling.
    case named(String)
    /// `[T]`.
    case array(PropertyType)
    /// `T?`.
    case optional(PropertyType)

    /// The Swift spelling: `[InputModel]`, `String?`.
    var description: String {
        switch self {
        case .named(let name): return name
        case .array(let element): return "[\(element)]"
        case .optional(let wrapped): return "\(wrapped)?"
        }
    }
}
