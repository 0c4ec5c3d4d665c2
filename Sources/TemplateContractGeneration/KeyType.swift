/// What a key holds, as `TemplateSchema.KeyType` spells it in ScaffoldKit: the shapes a property's type maps to.
indirect enum KeyType: Equatable {
    case string
    case bool
    case strings
    /// One object, by its title.
    case object(String)
    /// A list of objects, by their title.
    case objects(String)
    /// `null` when absent: a `String?` or an object's type with `?`.
    case optional(KeyType)
}
