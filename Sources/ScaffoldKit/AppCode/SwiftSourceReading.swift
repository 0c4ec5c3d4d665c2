import ScaffoldCore
import SwiftSyntax

/// What every reader of Swift with swift-syntax needs: positions as diagnostics give them (1-based, the column
/// counted in Unicode scalars where swift-syntax counts bytes), a node's text on one line, and the first syntax
/// problem of a tree that does not parse. The app-code index, `scaffold import` and the adopt check share it.
struct SwiftSourceReading {
    private let converter: SourceLocationConverter
    private let utf8: [UInt8]
    /// The file as diagnostics name it.
    let displayPath: String

    init(tree: SourceFileSyntax, text: String, displayPath: String) {
        converter = SourceLocationConverter(fileName: displayPath, tree: tree)
        utf8 = Array(text.utf8)
        self.displayPath = displayPath
    }

    /// Where `node` starts, after its leading trivia.
    func location(_ node: some SyntaxProtocol) -> ScaffoldCore.SourceLocation {
        let found = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        let lineStart = max(0, found.offset - (found.column - 1))
        let end = min(found.offset, utf8.count)
        // Every scalar has exactly one byte that is not a continuation byte (10xxxxxx).
        let scalars = lineStart < end ? utf8[lineStart..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } : 0
        return ScaffoldCore.SourceLocation(file: displayPath, line: found.line, column: scalars + 1)
    }

    /// The first token of `tree` that is missing (`expected 'x'`) or unexpected (`unexpected 'y'`), with those
    /// words; nil when there is none.
    func firstSyntaxProblem(in tree: SourceFileSyntax) -> (detail: String, location: ScaffoldCore.SourceLocation)? {
        for token in tree.tokens(viewMode: .all) {
            if token.presence == .missing {
                let expected =
                    token.text.isEmpty
                    ? "a name"
                    : token.text.hasPrefix("<#") ? "a \(token.text.dropFirst(2).dropLast(2))" : "'\(token.text)'"
                return ("expected \(expected)", location(token))
            }
            if token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil {
                return ("unexpected '\(DisplayText.escaped(String(token.text.prefix(40))))'", location(token))
            }
        }
        return nil
    }

    /// The source text of `node` without comments, each run of whitespace between its tokens one space.
    static func text(of node: some SyntaxProtocol) -> String {
        var text = ""
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !text.isEmpty, !token.leadingTrivia.isEmpty, text.last != " " { text += " " }
            text += token.text
            if !token.trailingTrivia.isEmpty { text += " " }
        }
        return text.hasSuffix(" ") ? String(text.dropLast()) : text
    }
}
