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

    /// Problems in the overrides that `lenient` let through: keys no context has, partials and template files
    /// nothing uses. A run reports them with its other warnings.
    public let warnings: [Diagnostic]

    /// Parses `entries`, reporting a syntax error in any of them at its line and column, and checks every
    /// override against the template context (`TemplateKeyChecker`): a key its context does not have, a partial
    /// that does not exist, and a file that replaces no built-in template and that no template includes are
    /// errors, or with `lenient` warnings.
    public init(entries: [Entry], lenient: Bool = false) throws(DiagnosticsError) {
        try self.init(entries: entries, usesCompiledTemplates: true, lenient: lenient)
    }

    /// `usesCompiledTemplates: false` renders the built-in templates through swift-mustache too, so a
    /// test can show that both paths print the same bytes.
    init(entries: [Entry], usesCompiledTemplates: Bool, lenient: Bool = false) throws(DiagnosticsError) {
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
                let (problem, location) = Self.syntaxProblem(error, in: entry)
                diagnostics.append(.error(problem, at: location))
            } catch {
                diagnostics.append(.error(TemplateProblem.syntax("\(error)"), at: .startOf(entry.file)))
            }
        }
        // Checked before any rendering: a partial that includes itself would overflow the stack. The built-in
        // templates alone form no cycle (`PartialGraphTests`), and reading every tag of them cost a cold run of
        // 100 scenes 6% of its instructions, so only a set with an override is read.
        if !overridden.isEmpty {
            diagnostics += PartialGraph(entries: entries).diagnostics
        }
        if diagnostics.isEmpty {
            diagnostics += Self.contractProblems(entries, severity: lenient ? .warning : .error)
        }
        if diagnostics.containsErrors { throw DiagnosticsError(diagnostics) }
        self.warnings = diagnostics
        self.entries = entries.sorted { $0.name < $1.name }
        self.library = library
        self.compiledNames = compiledNames
    }

    /// The overrides' keys and partials no context has, and override files nothing uses (see `init`).
    private static func contractProblems(_ entries: [Entry], severity: Diagnostic.Severity) -> [Diagnostic] {
        let overrides = entries.filter { $0.source != .builtIn }
        guard !overrides.isEmpty else { return [] }
        let (findings, included) = TemplateKeyChecker(entries: entries).check(Set(overrides.map(\.name)))
        var diagnostics = findings.map {
            Diagnostic(severity: severity, location: $0.location, message: $0.problem.description)
        }
        let builtInNames = Set(builtIn.map(\.name))
        for entry in overrides where !builtInNames.contains(entry.name) && !included.contains(entry.name) {
            let problem = TemplateProblem.unknownTemplateFile(
                entry.name, suggestion: EditDistance.closest(to: entry.name, among: builtInNames.sorted()))
            diagnostics.append(
                Diagnostic(severity: severity, location: .startOf(entry.file), message: problem.description))
        }
        return diagnostics
    }

    /// swift-mustache's parse error in `entry` in the template author's terms; a section left open or closed
    /// out of order is blamed at the tag to fix, found by reading the tags.
    private static func syntaxProblem(_ error: MustacheTemplate.ParserError, in entry: Entry)
        -> (TemplateProblem, SourceLocation)
    {
        let location = SourceLocation(
            file: entry.file, line: error.context.lineNumber, column: error.context.columnNumber)
        guard let kind = error.error as? MustacheTemplate.Error else {
            return (.syntax("\(error.error)"), location)
        }
        switch kind {
        case .sectionCloseNameIncorrect, .expectedSectionEnd:
            if let (problem, tag) = sectionProblem(in: MustacheTag.tags(in: entry.text)) {
                return (problem, SourceLocation(file: entry.file, line: tag.line, column: tag.column))
            }
            return (.syntax("a section is not closed in the order it was opened"), location)
        case .unfinishedName: return (.unfinishedTag, location)
        case .invalidSetDelimiter: return (.invalidDelimiters, tagStart(around: location, in: entry))
        case .invalidConfigVariableSyntax: return (.invalidPragma, tagStart(around: location, in: entry))
        case .unrecognisedConfigVariable: return (.unknownPragma, tagStart(around: location, in: entry))
        case .transformAppliedToInheritanceSection: return (.transformOnInheritance, location)
        case .illegalTokenInsideInheritSection: return (.tagInsideParent, location)
        case .textInsideInheritSection: return (.textInsideParent, location)
        }
    }

    /// The start of the tag swift-mustache stopped inside at `location`: a tag is fixed as a whole.
    private static func tagStart(around location: SourceLocation, in entry: Entry) -> SourceLocation {
        let tag = MustacheTag.tags(in: entry.text).last {
            $0.line == location.line && $0.column <= location.column
        }
        return tag.map { SourceLocation(file: location.file, line: $0.line, column: $0.column) } ?? location
    }

    /// The first section closed out of order, at its closing tag, or the innermost one never closed, at its
    /// opening tag.
    static func sectionProblem(in tags: [MustacheTag]) -> (TemplateProblem, MustacheTag)? {
        var open: [MustacheTag] = []
        for tag in tags {
            switch tag.kind {
            case .section, .invertedSection, .block, .parent:
                open.append(tag)
            case .close:
                guard let innermost = open.popLast() else { return (.closeWithoutSection(tag.content), tag) }
                if innermost.content != tag.content {
                    return (.mismatchedSectionClose(tag.content, open: innermost.content), tag)
                }
            case .variable, .partial, .other:
                break
            }
        }
        return open.last.map { (.unclosedSection($0.content), $0) }
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
