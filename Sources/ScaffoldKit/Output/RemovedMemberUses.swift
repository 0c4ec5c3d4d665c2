import ScaffoldCore
import SwiftParser
import SwiftSyntax

/// Where a merged skeleton still uses a member its spec removed. The merge keeps the person's lines, so one that
/// uses the member stays, and no longer compiles; without a word from scaffold the build error is all they see.
enum RemovedMemberUses {
    /// A warning at the first use in `text` (the merged skeleton at `path`) of each member in `removed` whose name
    /// no member of `declared` (the spec's members now) has. A use is the name as a whole identifier in code, not
    /// in a comment or string literal, on a line that is not one of `render`'s: a line scaffold writes itself is
    /// not the person's to change.
    static func warnings(
        removed: [SceneMember], declared: [SceneMember], in text: String, render: String, path: String, spec: String
    ) -> [Diagnostic] {
        let stillDeclared = Set(declared.map(\.name))
        var kinds: [String: String] = [:]
        // A route goes by its output's name, so an output removed with its route is named once, as the output.
        for member in removed where member.namesSwiftCode && !stillDeclared.contains(member.name) {
            if kinds[member.name] == nil { kinds[member.name] = member.kind }
        }
        // Most merges keep no use of what was removed: only then is the file parsed.
        guard kinds.keys.contains(where: { text.contains($0) }) else { return [] }
        let lines = ThreeWayMerge.linesWithoutBreaks(of: text)
        let scaffoldLines = Set(ThreeWayMerge.linesWithoutBreaks(of: render))
        // Conflict markers would make the parser skip both sides of a conflict; blanked, both sides are read as code.
        let markers = [ThreeWayMerge.yoursMarker, ThreeWayMerge.separatorMarker, ThreeWayMerge.theirsMarker]
        let code = lines.map { markers.contains(String($0)) ? "" : $0 }.joined(separator: "\n")
        let tree = Parser.parse(source: code)
        let source = SwiftSourceReading(tree: tree, text: code, displayPath: path)
        var found: [String: ScaffoldCore.SourceLocation] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let spelling) = token.tokenKind else { continue }
            let name = spelling.hasPrefix("`") ? String(spelling.dropFirst().dropLast()) : spelling
            guard kinds[name] != nil, found[name] == nil, !isUIKitsOwn(token) else { continue }
            let location = source.location(token)
            guard !scaffoldLines.contains(lines[location.line - 1]) else { continue }
            found[name] = location
        }
        return found.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map { name, location in
            Diagnostic.skeleton(
                .removedMemberStillUsed(name, kind: kinds[name] ?? "", spec: spec), severity: .warning, at: location)
        }
    }

    /// Whether `token`, inside a view controller class, names one of UIKit's own members (`title`, `view`) rather
    /// than the view model's: there the view model's members are reached through it (`viewModel.outputs.title`,
    /// the transform's `output.title`), so a bare name, `self.title` or `navigationItem.title` is UIKit's.
    private static func isUIKitsOwn(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        var isInViewController = false
        while let current = node {
            if let declaration = current.as(ClassDeclSyntax.self) {
                isInViewController =
                    declaration.inheritanceClause?.inheritedTypes.contains {
                        $0.type.trimmedDescription.hasSuffix("ViewController")
                    } ?? false
                break
            }
            node = current.parent
        }
        guard isInViewController else { return false }
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName == reference,
            let base = access.base?.trimmedDescription.lowercased()
        else { return true }
        return !["viewmodel", "input", "output"].contains { base.contains($0) }
    }
}
