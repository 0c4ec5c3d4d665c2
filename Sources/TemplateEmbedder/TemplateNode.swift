/// One piece of a parsed built-in template.
enum TemplateNode: Equatable {
    case text(String)
    /// `{{name}}` or `{{name.member}}`; an empty path is `{{.}}`.
    case variable([String])
    case section([String], [TemplateNode])
    case invertedSection([String], [TemplateNode])
    case partial(String)
}

/// A built-in template uses something the compiler does not translate; the build stops with its position.
struct TemplateCompileError: Error {
    var line: Int
    var column: Int
    var message: String
}
