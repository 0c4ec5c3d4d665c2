import Foundation
import Mustache
import ScaffoldCore

/// The templates of one run: the built-in ones, each replaced by a same-named file from the project's
/// templates folder when there is one. Parsed once per run.
public struct TemplateSet: Sendable {
    /// Where a template's text came from.
    public enum Source: Hashable, Sendable {
        case builtIn
        case override(path: String)
    }

    /// A template's name, origin and text.
    public struct Entry: Hashable, Sendable {
        public var name: String
        public var source: Source
        public var text: String

        /// The file diagnostics about this template name.
        var file: String {
            switch source {
            case .builtIn: return "<built-in>/\(name).mustache"
            case .override(let path): return path
            }
        }
    }

    /// Templates by name, sorted.
    public let entries: [Entry]
    private let library: MustacheLibrary

    /// The built-in templates only.
    public static let builtIn: [Entry] = EmbeddedTemplates.all.map {
        Entry(name: $0.name, source: .builtIn, text: $0.text)
    }

    /// The name of every built-in template, sorted.
    public static var builtInNames: [String] { builtIn.map(\.name) }

    /// Parses `entries`, reporting a syntax error in any of them at its line and column.
    public init(entries: [Entry]) throws(DiagnosticsError) {
        var library = MustacheLibrary()
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            do {
                library.register(try MustacheTemplate(string: entry.text), named: entry.name)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(
                    .error(
                        TemplateProblem.syntax("\(error.error)"),
                        at: SourceLocation(
                            file: entry.file, line: error.context.lineNumber, column: error.context.columnNumber)))
            } catch {
                diagnostics.append(.error(TemplateProblem.syntax("\(error)"), at: .startOf(entry.name)))
            }
        }
        // Checked before any rendering: a partial that includes itself would overflow the stack.
        diagnostics += PartialGraph(entries: entries).diagnostics
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
        self.entries = entries.sorted { $0.name < $1.name }
        self.library = library
    }

    /// Renders `object` through the template called `name`.
    public func render(_ name: String, _ object: Any) -> String {
        guard let text = library.render(object, withTemplate: name) else {
            preconditionFailure("template \(name) is not registered; built-in names are fixed")
        }
        return text
    }
}
