/// Regular expressions for the names `SwiftIdentifier` accepts, built from its own character ranges, for the
/// `pattern`s of the JSON Schema. They are ECMA-262 expressions (JSON Schema's dialect) that Python's `re`
/// reads the same way: only `^`, `(?:)`, `(?!)`, `*` and character classes whose non-ASCII members are written
/// as the characters themselves. The end is `(?![\s\S])`, "no character follows", because `$` also matches
/// before a final line break in Python and ICU.
///
/// A pattern never refuses a name the decoder accepts; it may accept a few the decoder refuses: a type name
/// may start with any non-ASCII identifier character (the decoder asks for an uppercase one), and keywords are
/// left to the schema's `not`.
enum IdentifierPattern {
    /// An identifier: a member, case, parameter or module name.
    static let identifier = "^" + characterClass(headRanges) + characterClass(characterRanges) + "*" + end

    /// A type name: an identifier that does not start with a lowercase ASCII letter or `_`.
    static let typeName = "^" + characterClass(typeHeadRanges) + characterClass(characterRanges) + "*" + end

    /// A module for `import`: identifiers joined by dots (`Foundation.Date`).
    static let moduleName: String = {
        let part = characterClass(headRanges) + characterClass(characterRanges) + "*"
        return "^" + part + "(?:\\." + part + ")*" + end
    }()

    /// A protocol for `conformsTo`: a type name, or one after its module or outer types (`Analytics.Screen`).
    static let protocolName: String = {
        let part = characterClass(headRanges) + characterClass(characterRanges) + "*"
        let type = characterClass(typeHeadRanges) + characterClass(characterRanges) + "*"
        return "^(?:" + part + "\\.)*" + type + end
    }()

    /// A parameter's key: its name, after its argument label when it has one (`byLanguage language`, `_ page`).
    static let parameter: String = {
        let word = characterClass(headRanges) + characterClass(characterRanges) + "*"
        return "^(?:" + word + "[ \\t]+)?" + word + end
    }()

    /// A method's name as Swift writes it: a name, then optionally parentheses holding each argument label (`_` for
    /// none) followed by `:` (`show`, `show()`, `show(month:)`, `show(_:)`).
    static let methodName: String = {
        let word = characterClass(headRanges) + characterClass(characterRanges) + "*"
        return "^" + word + "(?:\\((?:" + word + ":)*\\))?" + end
    }()

    private static let end = "(?![\\s\\S])"

    private static let asciiLetters: [ClosedRange<UInt32>] = [0x41...0x5A, 0x5F...0x5F, 0x61...0x7A]
    private static let digits: [ClosedRange<UInt32>] = [0x30...0x39]

    /// Every scalar that may start an identifier, format characters left out as the decoder leaves them out.
    private static let nonASCIIHeadRanges = visible(SwiftIdentifier.headRanges)
    private static let headRanges = asciiLetters + nonASCIIHeadRanges
    private static let characterRanges =
        headRanges + digits + visible(SwiftIdentifier.combiningRanges)
    private static let typeHeadRanges = [0x41...0x5A] + nonASCIIHeadRanges

    /// Below this scalar every format character is left out of the patterns; above it, only the tag characters
    /// (U+E0001, U+E0020 to U+E007F) are format characters, and scanning the remaining planes would cost every
    /// `scaffold new` a noticeable pause, so the decoder alone refuses them.
    private static let scannedLimit: UInt32 = 0x20000

    /// `ranges` without the format characters (invisible and text-direction controls), which no name may hold.
    private static func visible(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            guard range.lowerBound < scannedLimit else {
                result.append(range)
                continue
            }
            var start: UInt32?
            for value in range {
                let keep = Unicode.Scalar(value).map { !SwiftIdentifier.isInvisible($0) } ?? false
                if keep, start == nil { start = value }
                if !keep, let first = start {
                    result.append(first...value - 1)
                    start = nil
                }
            }
            if let first = start { result.append(first...range.upperBound) }
        }
        return merged(result)
    }

    /// `ranges` sorted, with ranges that touch or overlap joined.
    private static func merged(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound + 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// `[...]` matching one scalar of `ranges`.
    private static func characterClass(_ ranges: [ClosedRange<UInt32>]) -> String {
        var text = "["
        for range in merged(ranges) {
            text += character(range.lowerBound)
            if range.upperBound > range.lowerBound {
                if range.upperBound > range.lowerBound + 1 { text += "-" }
                text += character(range.upperBound)
            }
        }
        return text + "]"
    }

    /// One scalar inside a character class: ASCII letters, digits and `_` as they are, anything else as itself
    /// (none of the classes above holds a character that is special in a class).
    private static func character(_ value: UInt32) -> String {
        Unicode.Scalar(value).map { String(Character($0)) } ?? ""
    }
}
