import Foundation
import Yams

/// Turns the bytes of one YAML file into a single root node, or positioned diagnostics.
///
/// Checks run before libyaml sees the text so that common mistakes (tabs, wrong encoding, huge files,
/// constructs that would make parsing explode) get a clear message instead of a generic parser error.
public struct YAMLDocumentLoader: Sendable {
    /// Files larger than this are refused before parsing.
    public var maximumBytes: Int

    public init(maximumBytes: Int = 1 << 20) {
        self.maximumBytes = maximumBytes
    }

    /// The root node of `data`, read from `file`, or the problems that prevented reading it.
    public func load(_ data: Data, file: String) -> Result<Node, DiagnosticsError> {
        let start = SourceLocation.startOf(file)
        if data.count > maximumBytes {
            return .failure(DiagnosticsError([.error(.fileTooLarge(bytes: data.count, limit: maximumBytes), at: start)]))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return .failure(DiagnosticsError([.error(.notUTF8, at: Self.locationOfFirstInvalidByte(in: data, file: file))]))
        }
        let tabs = Self.tabIndentations(in: text, file: file)
        if !tabs.isEmpty {
            return .failure(DiagnosticsError(tabs.map { .error(.tabIndentation, at: $0) }))
        }
        if let complexKey = Self.firstComplexKey(in: text, file: file) {
            return .failure(DiagnosticsError([.error(.yamlSyntax("complex mapping keys ('?' or an alias as a key) are not supported"),
                                    at: complexKey)]))
        }
        do {
            let parser = try Parser(yaml: text)
            guard let root = try parser.nextRoot() else {
                return .failure(DiagnosticsError([.error(.emptyDocument, at: start)]))
            }
            if let second = try parser.nextRoot() {
                let location = second.mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) } ?? start
                return .failure(DiagnosticsError([.error(.multipleDocuments, at: location)]))
            }
            return .success(root)
        } catch let error as YamlError {
            return .failure(DiagnosticsError([Self.diagnostic(for: error, text: text, file: file)]))
        } catch {
            return .failure(DiagnosticsError([.error(.yamlSyntax("\(error)"), at: start)]))
        }
    }

    static func diagnostic(for error: YamlError, text: String, file: String) -> Diagnostic {
        func at(_ mark: Mark) -> SourceLocation {
            SourceLocation(file: file, line: max(mark.line, 1), column: max(mark.column, 1))
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            if problem.contains("another document") {
                return .error(.multipleDocuments, at: at(mark))
            }
            let message = context.map { "\(problem) (\($0.text) at line \($0.mark.line), column \($0.mark.column))" }
                ?? problem
            return .error(.yamlSyntax(message), at: at(mark))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return .error(.duplicateKey(duplicates.joined(separator: "', '")), at: at(context.mark))
        case .reader(let problem, let offset, _, _):
            let location = offset.map { Self.location(ofCharacterOffset: $0, in: text, file: file) }
                ?? .startOf(file)
            return .error(.yamlSyntax(problem), at: location)
        default:
            return .error(.yamlSyntax("\(error)"), at: .startOf(file))
        }
    }

    /// Where the first byte that breaks UTF-8 sits, counting columns in the valid scalars before it.
    static func locationOfFirstInvalidByte(in data: Data, file: String) -> SourceLocation {
        var line = 1
        var column = 1
        var iterator = data.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput, .error:
                break loop
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    static func location(ofCharacterOffset offset: Int, in text: String, file: String) -> SourceLocation {
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if character == "\n" { line += 1; column = 1 } else { column += character.unicodeScalars.count }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Every tab that appears in a line's leading white space.
    static func tabIndentations(in text: String, file: String) -> [SourceLocation] {
        var found: [SourceLocation] = []
        var line = 1
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var column = 1
            for scalar in rawLine.unicodeScalars {
                if scalar == "\t" {
                    found.append(SourceLocation(file: file, line: line, column: column))
                    break
                }
                // "- " opens a list item; indentation goes on after it.
                guard scalar == " " || scalar == "-" else { break }
                column += 1
            }
            line += 1
        }
        return found
    }

    /// The first `? key` or `*alias :` key. Such keys are hashed deeply by the YAML library, which lets
    /// a small file with aliases take exponential time; specs never need them.
    static func firstComplexKey(in text: String, file: String) -> SourceLocation? {
        var line = 1
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let scalars = Array(rawLine.unicodeScalars)
            var previous: Unicode.Scalar = " "
            var inQuotes: Unicode.Scalar?
            var index = 0
            while index < scalars.count {
                let scalar = scalars[index]
                if let quote = inQuotes {
                    if scalar == quote { inQuotes = nil }
                } else if scalar == "#" && (previous == " " || index == 0) {
                    break
                } else if scalar == "\"" || scalar == "'" {
                    inQuotes = scalar
                } else if scalar == "?" && " -{,[".unicodeScalars.contains(previous)
                            && (index + 1 == scalars.count || scalars[index + 1] == " ") {
                    return SourceLocation(file: file, line: line, column: index + 1)
                } else if scalar == "*" && " -{,[".unicodeScalars.contains(previous) {
                    var end = index + 1
                    while end < scalars.count, !" ,[]{}".unicodeScalars.contains(scalars[end]) { end += 1 }
                    var after = end
                    while after < scalars.count, scalars[after] == " " { after += 1 }
                    if after < scalars.count, scalars[after] == ":", end > index + 1 {
                        return SourceLocation(file: file, line: line, column: index + 1)
                    }
                }
                previous = scalar
                index += 1
            }
            line += 1
        }
        return nil
    }
}

