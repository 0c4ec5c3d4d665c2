/// Which declarations enclose each line of a Swift file, read from its braces: enough of the file's structure for
/// the merge to put scaffold's new lines inside the declaration they belong to and after the imports, without
/// parsing Swift. Braces in comments and string literals (raw, multi-line and interpolated ones included) do not
/// count.
struct DeclarationNesting {
    private var scopes: [BraceScanner.Scope] = []
    /// For each position 0...lineCount, the innermost scope open before that line (-1: the top level).
    private var scopeBefore: [Int] = []
    /// The position after the last top-level `import` line; 0 when the file has none.
    private(set) var endOfImports = 0

    init(lines: [Substring]) {
        scopeBefore.reserveCapacity(lines.count + 1)
        var scanner = BraceScanner()
        for (index, line) in lines.enumerated() {
            scopeBefore.append(scanner.current)
            if scanner.current == -1, Self.isImport(line) { endOfImports = index + 1 }
            var line = line
            line.withUTF8 { scanner.scan($0) }
            scanner.endLine()
        }
        scopeBefore.append(scanner.current)
        scopes = scanner.scopes
    }

    /// Whether the declarations open before `position` in this file are those open before `otherPosition` in `other`,
    /// compared by kind and name from the innermost out.
    func sameNesting(at position: Int, as other: DeclarationNesting, at otherPosition: Int) -> Bool {
        sameScope(scopeBefore[position], as: other, scope: other.scopeBefore[otherPosition])
    }

    /// Every position (0...line count) whose enclosing declarations are those before `otherPosition` in `other`, in
    /// order.
    func positions(nestedLike other: DeclarationNesting, at otherPosition: Int) -> [Int] {
        let target = other.scopeBefore[otherPosition]
        var matching = [Bool](repeating: false, count: scopes.count)
        for scope in scopes.indices { matching[scope] = sameScope(scope, as: other, scope: target) }
        let topLevel = target == -1
        return scopeBefore.indices.filter { scopeBefore[$0] == -1 ? topLevel : matching[scopeBefore[$0]] }
    }

    private func sameScope(_ scope: Int, as other: DeclarationNesting, scope otherScope: Int) -> Bool {
        var mine = scope
        var theirs = otherScope
        while mine >= 0 && theirs >= 0 {
            guard scopes[mine].identity == other.scopes[theirs].identity else { return false }
            mine = scopes[mine].parent
            theirs = other.scopes[theirs].parent
        }
        return mine == -1 && theirs == -1
    }

    /// Whether `line` imports a module: `import RxSwift`, `@testable import App`, `import struct Foundation.URL`.
    static func isImport(_ line: Substring) -> Bool {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        return words.first == "import"
    }
}
