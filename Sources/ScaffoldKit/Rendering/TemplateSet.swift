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
    /// Built-in templates rendered by their compiled form: those that neither are overridden nor
    /// include an overridden partial.
    private let compiledNames: Set<String>

    /// The built-in templates only.
    public static let builtIn: [Entry] = EmbeddedTemplates.all.map {
        Entry(name: $0.name, source: .builtIn, text: $0.text)
    }

    /// The name of every built-in template, sorted.
    public static var builtInNames: [String] { builtIn.map(\.name) }

    /// Parses `entries`, reporting a syntax error in any of them at its line and column.
    public init(entries: [Entry]) throws(DiagnosticsError) {
        try self.init(entries: entries, usesCompiledTemplates: true)
    }

    /// `usesCompiledTemplates: false` renders the built-in templates through swift-mustache too, so a
    /// test can show that both paths print the same bytes.
    init(entries: [Entry], usesCompiledTemplates: Bool) throws(DiagnosticsError) {
        let overridden = Set(entries.filter { $0.source != .builtIn }.map(\.name))
        let compiledNames =
            usesCompiledTemplates
            ? Set(
                CompiledTemplates.partials.filter { name, partials in
                    !overridden.contains(name) && overridden.isDisjoint(with: partials)
                }.keys) : []
        var library = MustacheLibrary()
        var diagnostics: [Diagnostic] = []
        // swift-mustache parses every template only when one of them renders through it: an override may
        // include a built-in partial.
        let rendersWithMustache = entries.contains { !compiledNames.contains($0.name) }
        for entry in entries where rendersWithMustache {
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
        self.compiledNames = compiledNames
    }

    /// Renders `context` through the template called `name`. `mustacheObject` is the same context as
    /// swift-mustache reads it, built only when an overridden template needs it.
    func render(_ name: String, _ context: TemplateValue, mustacheObject: () -> Any) -> String {
        if compiledNames.contains(name) {
            var renderer = CompiledTemplateRenderer(context: context)
            if CompiledTemplates.render(name, into: &renderer) { return renderer.finishedOutput }
        }
        guard let text = library.render(mustacheObject(), withTemplate: name) else {
            preconditionFailure("template \(name) is not registered; built-in names are fixed")
        }
        return text
    }
}
