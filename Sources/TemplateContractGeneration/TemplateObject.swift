/// One object of the template contract, with its keys resolved to the types templates see.
struct TemplateObject: Equatable {
    /// Where the object's keys come from.
    enum Keys: Equatable {
        /// Properties of the type, each a key.
        case properties([TemplateKey])
        /// One `String` per library type name: the `rx` object (`LibraryNames`).
        case libraryTypes
    }

    /// The title of its section in the documentation: `input function`.
    var title: String
    /// The Swift type whose `templateValue` the object is: `InputFunctionModel`.
    var typeName: String
    var keys: Keys
}

/// One key of a template object: what the property is called in templates and in Swift, and what it holds.
struct TemplateKey: Equatable {
    var key: String
    var property: String
    var type: KeyType
    /// The doc comment's prose: what the key means.
    var meaning: String
    /// Markdown; empty without one.
    var example: String
}
