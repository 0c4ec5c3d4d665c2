/// Parses the type expressions a spec may contain: dotted names, generics, arrays, dictionaries,
/// optionals, tuples and function types.
///
/// Errors carry the 0-based offset (in Unicode scalars) of the offending character, so a diagnostic
/// can point at the exact column inside the YAML value.
public struct SwiftTypeParser {
    /// A parse failure at a scalar offset inside the type text.
    public struct Failure: Error, Hashable, Sendable {
        public var offset: Int
        public var message: String
    }

    private let scalars: [Unicode.Scalar]
    private let text: String
    private var position = 0

    /// Parses `text` as one complete type.
    public static func parse(_ text: String) -> Result<SwiftType, Failure> {
        var parser = SwiftTypeParser(text: text)
        do {
            parser.skipSpaces()
            if parser.isAtEnd { throw parser.failure("type is empty") }
            let type = try parser.parseType()
            parser.skipSpaces()
            if !parser.isAtEnd {
                throw parser.failure("unexpected '\(parser.scalars[parser.position])' in '\(text)'")
            }
            return .success(type)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(offset: 0, message: "\(error)"))
        }
    }

    private init(text: String) {
        self.text = text
        self.scalars = Array(text.unicodeScalars)
    }

    private var isAtEnd: Bool { position >= scalars.count }

    private var current: Unicode.Scalar? { isAtEnd ? nil : scalars[position] }

    private func failure(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(offset: offset ?? position, message: message)
    }

    private mutating func skipSpaces() {
        while let scalar = current, scalar == " " { position += 1 }
    }

    private mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard current == scalar else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ scalar: Unicode.Scalar, after what: String) throws {
        guard consume(scalar) else {
            let found = current.map { "'\($0)'" } ?? "the end"
            throw failure("expected '\(scalar)' \(what) in '\(text)', found \(found)")
        }
    }

    private mutating func consumeArrow() -> Bool {
        skipSpaces()
        guard position + 1 < scalars.count, scalars[position] == "-", scalars[position + 1] == ">" else { return false }
        position += 2
        return true
    }

    private mutating func parseType() throws -> SwiftType {
        skipSpaces()
        let start = position
        let type = try parsePostfixType()
        // `(A) async throws -> B`: only a parenthesised list can start a function type.
        let save = position
        var isAsync = false
        var isThrowing = false
        if case .tuple(let parameters) = type {
            if peekWord("async") { isAsync = true; _ = readWord() }
            if peekWord("throws") { isThrowing = true; _ = readWord() }
            if consumeArrow() {
                let result = try parseType()
                return .function(parameters: parameters, isAsync: isAsync, isThrowing: isThrowing, result: result)
            }
            if isAsync || isThrowing { throw failure("expected '->' after effects in '\(text)'") }
            position = save
        } else if consumeArrow() {
            throw failure("function parameters must be in parentheses: write '(\(type)) -> ...'", at: start)
        }
        return type
    }

    private mutating func parsePostfixType() throws -> SwiftType {
        var type = try parsePrimaryType()
        while let scalar = current {
            if scalar == "?" { position += 1; type = .optional(type) }
            else if scalar == "!" { position += 1; type = .implicitlyUnwrappedOptional(type) }
            else { break }
        }
        return type
    }

    private mutating func parsePrimaryType() throws -> SwiftType {
        skipSpaces()
        guard let scalar = current else { throw failure("expected a type at the end of '\(text)'") }
        switch scalar {
        case "[":
            position += 1
            let element = try parseType()
            if consume(":") {
                let value = try parseType()
                try expect("]", after: "to close the dictionary type")
                return .dictionary(key: element, value: value)
            }
            try expect("]", after: "to close the array type")
            return .array(element)
        case "(":
            position += 1
            var elements: [SwiftType.TupleElement] = []
            if consume(")") { return .tuple([]) }
            repeat {
                elements.append(try parseTupleElement())
            } while consume(",")
            try expect(")", after: "to close the tuple")
            return .tuple(elements)
        default:
            guard isIdentifierStart(scalar) else {
                throw failure("expected a type name, found '\(scalar)' in '\(text)'")
            }
            if peekWord("any") || peekWord("some") {
                let word = readWord()
                let constraint = try parsePrimaryType()
                return word == "any" ? .existential(constraint) : .opaque(constraint)
            }
            return try parseNamedType()
        }
    }

    private mutating func parseTupleElement() throws -> SwiftType.TupleElement {
        skipSpaces()
        // `label: Type` inside parentheses; a bare name followed by ':' is a label.
        let save = position
        if let scalar = current, isIdentifierStart(scalar) {
            let word = readWord()
            if consume(":") {
                return SwiftType.TupleElement(label: word, type: try parseType())
            }
            position = save
        }
        return SwiftType.TupleElement(type: try parseType())
    }

    private mutating func parseNamedType() throws -> SwiftType {
        var components: [SwiftType.Component] = []
        repeat {
            skipSpaces()
            guard let scalar = current, isIdentifierStart(scalar) else {
                let found = current.map { "'\($0)'" } ?? "the end"
                throw failure("expected a type name after '.', found \(found) in '\(text)'")
            }
            let name = readWord()
            var arguments: [SwiftType] = []
            if current == "<" {
                position += 1
                repeat {
                    arguments.append(try parseType())
                } while consume(",")
                try expect(">", after: "to close the generic arguments")
            }
            components.append(SwiftType.Component(name: name, genericArguments: arguments))
        } while consumeDot()
        return .named(components)
    }

    private mutating func consumeDot() -> Bool {
        guard current == "." else { return false }
        position += 1
        return true
    }

    private func peekWord(_ word: String) -> Bool {
        var index = position
        while index < scalars.count, scalars[index] == " " { index += 1 }
        let wordScalars = Array(word.unicodeScalars)
        guard index + wordScalars.count <= scalars.count,
              Array(scalars[index..<index + wordScalars.count]) == wordScalars else { return false }
        let next = index + wordScalars.count
        // `anyThing` is a name, `any Thing` is an existential.
        return next < scalars.count && scalars[next] == " "
            || (next == scalars.count && (word == "async" || word == "throws"))
            || (next < scalars.count && (word == "async" || word == "throws") && !isIdentifierPart(scalars[next]))
    }

    private mutating func readWord() -> String {
        skipSpaces()
        var word = String.UnicodeScalarView()
        while let scalar = current, isIdentifierPart(scalar) {
            word.append(scalar)
            position += 1
        }
        return String(word)
    }

    private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || scalar.properties.numericType != nil
    }
}
