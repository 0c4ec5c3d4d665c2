/// A struct whose doc comment has `- Template object:`, with its keys as its source declares them.
struct DeclaredObject: Equatable {
    /// Where the object's keys come from.
    enum Keys: Equatable {
        /// One key per property, but those tagged `- Template key: none`.
        case properties([DeclaredKey])
        /// One `String` key per library type name (`- Template keys: one per library type`): the `rx` object, whose
        /// type has a static `names` and spells each name with `callAsFunction`.
        case libraryTypes
    }

    /// The title of its section in the documentation and its name in the schema: `scene`, `input function`.
    var title: String
    /// `SceneModel`.
    var typeName: String
    var keys: Keys
    var path: String
    /// Where the struct's name is.
    var position: SourcePosition
}

/// A property of a template object that is one of its keys.
struct DeclaredKey: Equatable {
    /// The key templates use: the property's name, or what `- Template key:` says.
    var key: String
    /// The property's name as an expression spells it.
    var property: String
    var type: PropertyType
    /// The doc comment's prose, for the documentation's meaning column.
    var meaning: String
    /// `- Example:`, Markdown; empty without one.
    var example: String
    /// Where the property's type is written, or its name when the type is inferred.
    var typePosition: SourcePosition
}
