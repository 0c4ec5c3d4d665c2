import Foundation
import ScaffoldCore

/// Which templates include which as partials (`{{> name}}`, `{{< name}}`), with the place of each tag.
///
/// Mustache expands a partial every time it is reached, so a partial that includes itself, directly or
/// through others, recurses until the stack overflows: the templates are refused when the set is built.
struct PartialGraph {
    /// One `{{> name}}` tag: the partial it includes and where it stands in its template.
    struct Include: Hashable {
        var partial: String
        var line: Int
        var column: Int
    }

    /// The deepest chain of partials a template set may have.
    static let maximumDepth = 32

    /// The includes of every template, by template name; includes of templates not in the set are kept
    /// out, since Mustache renders an unknown partial as nothing.
    let includes: [String: [Include]]
    /// The file each template's diagnostics name, by template name.
    let files: [String: String]

    init(entries: [TemplateSet.Entry]) {
        let names = Set(entries.map(\.name))
        var includes: [String: [Include]] = [:]
        var files: [String: String] = [:]
        for entry in entries {
            includes[entry.name] = Self.includes(in: entry.text).filter { names.contains($0.partial) }
            files[entry.name] = entry.file
        }
        self.includes = includes
        self.files = files
    }

    /// An error at the tag that closes each cycle, and at the first tag of a chain that goes past the
    /// depth limit.
    var diagnostics: [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reportedCycles = Set<Set<String>>()
        // Nil while a template is being expanded; then the length of the longest chain it starts.
        var heights: [String: Int?] = [:]
        // Depth-first; `path` is the chain of templates above `name`. A chain past the limit is not
        // followed further, so hostile input cannot make this walk deep either.
        func chainLength(from name: String, path: [String]) -> Int {
            if let known = heights[name], let known { return known }
            heights[name] = .some(nil)
            var height = 1
            for include in includes[name] ?? [] {
                let location = SourceLocation(file: files[name] ?? name, line: include.line, column: include.column)
                let chain = path + [name]
                if case .some(.none) = heights[include.partial], let start = chain.firstIndex(of: include.partial) {
                    let cycle = Array(chain[start...]) + [include.partial]
                    if reportedCycles.insert(Set(cycle)).inserted {
                        diagnostics.append(.error(TemplateProblem.partialCycle(chain: cycle), at: location))
                    }
                    continue
                }
                if chain.count >= Self.maximumDepth {
                    diagnostics.append(
                        .error(
                            TemplateProblem.partialsNestTooDeep(
                                chain: chain + [include.partial], limit: Self.maximumDepth),
                            at: location))
                    return Self.maximumDepth + 1
                }
                height = max(height, 1 + chainLength(from: include.partial, path: chain))
            }
            heights[name] = .some(height)
            return height
        }
        for name in includes.keys.sorted() where heights[name] == nil {
            _ = chainLength(from: name, path: [])
        }
        return diagnostics
    }

    /// The partial tags of a template's text, following `{{=<% %>=}}` delimiter changes; dynamic
    /// partials (`{{>*name}}`) name no template and are left out.
    static func includes(in text: String) -> [Include] {
        MustacheTag.tags(in: text).compactMap { tag in
            guard tag.kind == .partial || tag.kind == .parent, !tag.content.isEmpty, !tag.content.hasPrefix("*")
            else { return nil }
            return Include(partial: tag.content, line: tag.line, column: tag.column)
        }
    }
}
