/// A problem in a Mustache template, built in or overridden by the project.
///
/// Messages name tags as the template author wrote them (`{{#inputs}}`), never swift-mustache's own names for
/// its errors.
public enum TemplateProblem: Hashable, Sendable, CustomStringConvertible {
    /// The template does not parse, for a reason without a case of its own.
    case syntax(String)
    /// The template file is not UTF-8 text.
    case textNotUTF8
    /// A partial includes itself, directly or through others: `chain` runs from the partial back to itself.
    case partialCycle(chain: [String])
    /// Partials include partials more than `limit` levels deep; `chain` is the deepest path.
    case partialsNestTooDeep(chain: [String], limit: Int)
    /// `{{#name}}` or `{{^name}}` without its `{{/name}}`.
    case unclosedSection(String)
    /// `{{/name}}` while another section is open.
    case mismatchedSectionClose(String, open: String)
    /// `{{/name}}` with no section open.
    case closeWithoutSection(String)
    /// A tag without its closing delimiter, or with a name that is not one.
    case unfinishedTag
    /// A `{{=...=}}` tag that does not give two delimiters.
    case invalidDelimiters
    /// A `{{%...}}` tag that is not `NAME: VALUE`.
    case invalidPragma
    /// A `{{%...}}` tag naming a setting swift-mustache does not have.
    case unknownPragma
    /// A transform applied to a `{{$block}}` or `{{<parent}}`.
    case transformOnInheritance
    /// A tag other than `{{$block}}` inside `{{<parent}}`.
    case tagInsideParent
    /// Text inside `{{<parent}}` outside any `{{$block}}`.
    case textInsideParent
    /// A key no object of the context has where it is used: `key` is the part of `written` that is unknown,
    /// `object` the innermost object there (a section title of the documentation).
    case unknownKey(String, written: String, object: String, suggestion: String?)
    /// A dotted key that goes on past a value with no keys: `'scene.count'`, where `scene` is a string.
    case keyOfNonObject(written: String, value: String, type: String)
    /// `{{> name}}` naming no template.
    case unknownPartial(String, suggestion: String?)
    /// A file of the templates folder named like no built-in template and included by no template.
    case unknownTemplateFile(String, suggestion: String?)

    /// Where the template context is documented.
    public static let documentation = "Documentation/TemplateContext.md"

    public var description: String {
        switch self {
        case .syntax(let problem): return "invalid template: \(problem)"
        case .textNotUTF8: return "template is not valid UTF-8; save it as UTF-8"
        case .partialCycle(let chain):
            return "partial '\(chain[0])' includes itself (\(chain.joined(separator: " > "))); "
                + "rendering it would never end; remove the include that closes the cycle"
        case .partialsNestTooDeep(let chain, let limit):
            return "partials nest more than \(limit) deep (\(chain.joined(separator: " > "))); include fewer levels"
        case .unclosedSection(let name):
            return "section '\(name)' is never closed; add '{{/\(name)}}' where it ends"
        case .mismatchedSectionClose(let name, let open):
            return "'{{/\(name)}}' closes a section that is not the open one; close section '\(open)' first "
                + "with '{{/\(open)}}'"
        case .closeWithoutSection(let name):
            return "'{{/\(name)}}' closes no open section; remove it, or open the section with '{{#\(name)}}'"
        case .unfinishedTag:
            return "tag is not finished: a tag is a name between '{{' and '}}'"
        case .invalidDelimiters:
            return "invalid delimiter change; write two delimiters separated by a space: '{{=<% %>=}}'"
        case .invalidPragma:
            return "invalid pragma; write it as '{{% CONTENT_TYPE: TEXT }}'"
        case .unknownPragma:
            return "unknown pragma; the one scaffold's templates use is '{{% CONTENT_TYPE: TEXT }}'"
        case .transformOnInheritance:
            return "a transform cannot be applied to a '{{$block}}' or '{{<parent}}' section; remove it"
        case .tagInsideParent:
            return "only '{{$block}}' sections may stand inside '{{<parent}}'; move the tag into a block"
        case .textInsideParent:
            return "text inside '{{<parent}}' outside a '{{$block}}' section is never printed; move it into a block"
        case .unknownKey(let key, let written, let object, let suggestion):
            if let suggestion {
                let corrected = written == key ? suggestion : String(written.dropLast(key.count)) + suggestion
                return "'\(written)' names no key of the template context; did you mean '\(corrected)'?"
            }
            return "'\(written)' names no key of the template context; the keys of \(object) are listed in "
                + "\(Self.documentation)#\(object.replacingOccurrences(of: " ", with: "-"))"
        case .keyOfNonObject(let written, let value, let type):
            return "'\(written)' looks up a key of '\(value)', which is \(type) and has no keys"
        case .unknownPartial(let name, let suggestion):
            if let suggestion {
                return "'{{> \(name)}}' includes no template; did you mean '\(suggestion)'?"
            }
            return "'{{> \(name)}}' includes no template; 'scaffold templates list' lists the built-in ones"
        case .unknownTemplateFile(let name, let suggestion):
            let problem = "'\(name).mustache' replaces no built-in template and no template includes it"
            if let suggestion {
                return "\(problem); did you mean '\(suggestion).mustache'?"
            }
            return "\(problem); 'scaffold templates list' lists the names a template may replace"
        }
    }
}
