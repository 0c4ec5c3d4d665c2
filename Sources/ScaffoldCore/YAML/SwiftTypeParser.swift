/// Parses the type expressions a spec may contain: dotted names, generics, arrays, dictionaries,
/// optionals, tuples, function types and `any` existentials.
///
/// Types that cannot be used where scaffold puts them (`T!`, `some P`, a labelled one-element tuple) are
/// refused, and `(T)` is read as `T`, as Swift reads it.
///
/// Errors carry the 0-based offset (in Unicode scalars) of the offending character, so a diagnostic
/// can point at the exact column inside the YAML value.
public struct SwiftTypeParser {
    /// A parse failure at a scalar offset inside the type text.
    public struct Failure: Error, Hashable, Sendable {
        public var offset: Int
        public var message: String
    }

    /// How deeply brackets, parentheses, generic arguments, `any` and function results may nest.
    public static let maximumDepth = 64

    private let scalars: [Unicode.Scalar]
    private let text: String
    private var position = 0
    private var depth = 0

    /// Parses `text` as one complete type.
    public static func parse(_ text: String) -> Result<SwiftType, Failure> {
        var parser = SwiftTypeParser(text: text)
        do {
            if let invisible = parser.scalars.firstIndex(where: SwiftIdentifier.isInvisible) {
                throw parser.failure(
                    "\(DisplayText.codePoint(parser.scalars[invisible])) is an invisible or text-direction "
                        + "character; remove it", at: invisible)
            }
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

    /// Parses `text` as an argument's type, which may end in `!`: `User!` is the type `User`, implicitly unwrapped.
    /// A `!` anywhere else is refused as `parse` refuses it.
    public static func parseArgument(_ text: String) -> Result<(type: SwiftType, isImplicitlyUnwrapped: Bool), Failure>
    {
        var scalars = Array(text.unicodeScalars)
        while let last = scalars.last, last == " " || last == "\t" || last == "\n" || last == "\r" {
            scalars.removeLast()
        }
        guard scalars.last == "!", scalars.count > 1 else {
            return parse(text).map { (type: $0, isImplicitlyUnwrapped: false) }
        }
        var wrapped = String.UnicodeScalarView()
        wrapped.append(contentsOf: scalars.dropLast())
        return parse(String(wrapped)).map { (type: $0, isImplicitlyUnwrapped: true) }
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

    /// Skips white space, line breaks included: a type written as a YAML block keeps its newline.
    private mutating func skipSpaces() {
        while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
            position += 1
        }
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

    /// Counts one more level of brackets, parentheses, generic arguments, `any`/`some` or function results
    /// opened at `offset`; the parser recurses once per level, so a limit keeps hostile input from
    /// overflowing the stack.
    private mutating func enterLevel(at offset: Int) throws {
        depth += 1
        if depth > Self.maximumDepth {
            throw failure("type nests more than \(Self.maximumDepth) levels deep", at: offset)
        }
    }

    private mutating func parseType() throws -> SwiftType {
        skipSpaces()
        let start = position
        let type: SwiftType
        if current == "(" {
            // `(A) async throws -> B`: only a parenthesised list can start a function type.
            let list = try parseParenthesisedList()
            if let function = try parseFunctionRest(parameters: list.elements) { return function }
            type = try parsePostfix(try list.type())
        } else {
            type = try parsePostfix(try parsePrimaryType())
        }
        let save = position
        if consumeArrow() {
            throw failure("function parameters must be in parentheses: write '(\(type)) -> ...'", at: start)
        }
        position = save
        return type
    }

    /// The effects, arrow and result after a function's parameter list; nil (consuming nothing) when
    /// the list is not followed by an arrow.
    private mutating func parseFunctionRest(parameters: [SwiftType.TupleElement]) throws -> SwiftType? {
        let save = position
        var isAsync = false
        var isThrowing = false
        if peekWord("async") {
            isAsync = true
            _ = readWord()
        }
        if peekWord("throws") {
            isThrowing = true
            _ = readWord()
        }
        skipSpaces()
        let arrow = position
        if consumeArrow() {
            if let labelled = parameters.first(where: { $0.label != nil }), let label = labelled.label {
                // Swift accepts only `_` as a label in a function type, before a name that documents the parameter.
                throw failure(
                    "function type parameters cannot have labels; write '_ \(label): \(labelled.type)' (or "
                        + "'\(labelled.type)') instead of '\(label): \(labelled.type)'", at: arrow)
            }
            try enterLevel(at: arrow)
            defer { depth -= 1 }
            let result = try parseType()
            return .function(parameters: parameters, isAsync: isAsync, isThrowing: isThrowing, result: result)
        }
        if isAsync || isThrowing { throw failure("expected '->' after effects in '\(text)'") }
        position = save
        return nil
    }

    private mutating func parsePostfix(_ base: SwiftType) throws -> SwiftType {
        var type = base
        while let scalar = current {
            if scalar == "?" {
                position += 1
                type = .optional(type)
            } else if scalar == "!" {
                // `T!` may only be a whole declaration's type; scaffold nests every other type (`Observable<T>`).
                throw failure(
                    "use '\(SwiftType.optional(type))' instead of '!'; only a scene argument's whole type may end in "
                        + "'!' ('user: User!')")
            } else {
                break
            }
        }
        return type
    }

    private mutating func parsePrimaryType() throws -> SwiftType {
        skipSpaces()
        guard let scalar = current else { throw failure("expected a type at the end of '\(text)'") }
        switch scalar {
        case "[":
            try enterLevel(at: position)
            defer { depth -= 1 }
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
            return try parseParenthesisedList().type()
        default:
            guard isIdentifierStart(scalar) else {
                throw failure("expected a type name, found '\(scalar)' in '\(text)'")
            }
            if peekWord("any") || peekWord("some") {
                let start = position
                try enterLevel(at: start)
                defer { depth -= 1 }
                let word = readWord()
                // `any P?` means `(any P)?`: the postfix applies to the existential, as Swift's fix-it says.
                let constraint = try parsePrimaryType()
                if word == "some" {
                    // Scaffold stores every type in a property, a subject or a case, where `some` is not allowed.
                    throw failure(
                        "opaque 'some' types cannot be stored; use '\(SwiftType.existential(constraint))'",
                        at: start)
                }
                return .existential(constraint)
            }
            return try parseNamedType()
        }
    }

    /// `(...)` before it is known whether it is a tuple or the parameters of a function type.
    private struct ParenthesisedList {
        var elements: [SwiftType.TupleElement]
        /// Where the first element's label starts, when it has one.
        var firstLabelOffset: Int?

        /// The list as a type: `()`, a tuple, or, as in Swift, the element itself for `(T)`.
        func type() throws -> SwiftType {
            guard elements.count == 1 else { return .tuple(elements) }
            if let firstLabelOffset {
                throw Failure(offset: firstLabelOffset, message: "a one-element tuple cannot have a label")
            }
            return elements[0].type
        }
    }

    private mutating func parseParenthesisedList() throws -> ParenthesisedList {
        skipSpaces()
        try enterLevel(at: position)
        defer { depth -= 1 }
        position += 1
        var list = ParenthesisedList(elements: [])
        if consume(")") { return list }
        repeat {
            skipSpaces()
            let start = position
            let element = try parseTupleElement()
            if list.elements.isEmpty, element.label != nil { list.firstLabelOffset = start }
            list.elements.append(element)
        } while consume(",")
        try expect(")", after: "to close the tuple")
        return list
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
            // `(_ index: Int) -> String`: a closure's parameter may be named after `_`, which names nothing in
            // the type; the type is the same without it.
            if word == "_" {
                skipSpaces()
                if let next = current, isIdentifierStart(next) {
                    _ = readWord()
                    if consume(":") { return SwiftType.TupleElement(type: try parseType()) }
                }
            }
            position = save
        }
        return SwiftType.TupleElement(type: try parseType())
    }

    private mutating func parseNamedType() throws -> SwiftType {
        var components: [SwiftType.Component] = []
        var firstStart = position
        repeat {
            skipSpaces()
            guard let scalar = current, isIdentifierStart(scalar) else {
                let found = current.map { "'\($0)'" } ?? "the end"
                throw failure("expected a type name after '.', found \(found) in '\(text)'")
            }
            let start = position
            if components.isEmpty { firstStart = start }
            let name = readWord()
            // `Swift.string` and `Foundation.date` are the same typo as `string` and `date`; `any` alone is `Any`
            // mistyped rather than a keyword misplaced.
            let isModuleQualified = components.count == 1 && ["Swift", "Foundation"].contains(components[0].name)
            if components.isEmpty || isModuleQualified, let correct = StandardTypeNames.correctCase(of: name) {
                throw failure(
                    "'\(name)' is not a type (type names are case-sensitive); did you mean '\(correct)'?", at: start)
            }
            if components.count == 1, components[0].name == "Action", components[0].genericArguments.isEmpty,
                ImportedTypeNames.modules[name] == "Action"
            {
                // The module Action declares a class Action, which a dotted name finds before the module.
                throw failure(
                    "'Action.\(name)' does not compile: the class 'Action' hides its module in a dotted name; write "
                        + "'\(name)'", at: firstStart)
            }
            if SwiftIdentifier.keywords.contains(name)
                && !Self.keywordsNamingTypes(atStart: components.isEmpty).contains(name)
            {
                throw failure("'\(name)' is a keyword and cannot name a type", at: start)
            }
            var arguments: [SwiftType] = []
            if current == "<" {
                try enterLevel(at: position)
                defer { depth -= 1 }
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
            Array(scalars[index..<index + wordScalars.count]) == wordScalars
        else { return false }
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

    /// The keywords that are types: `Any` and `Self` as a whole name, `Type` and `Protocol` after a dot
    /// (`Int.Type`, a metatype).
    private static func keywordsNamingTypes(atStart: Bool) -> Set<String> {
        atStart ? ["Any", "Self"] : ["Type", "Protocol"]
    }

    private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        SwiftIdentifier.isHead(scalar)
    }

    private func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        SwiftIdentifier.isCharacter(scalar)
    }
}
