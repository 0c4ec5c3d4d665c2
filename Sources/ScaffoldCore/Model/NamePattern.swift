/// How one generated name is spelled: literal text and placeholders, as `"{viewModel}Input"` writes it under
/// `names:` in `scaffold.yml` or a spec.
public struct NamePattern: Hashable, Sendable, CustomStringConvertible {
    /// One piece of a pattern.
    public enum Segment: Hashable, Sendable {
        case text(String)
        case placeholder(NamePlaceholder)
    }

    public var segments: [Segment]

    public init(_ segments: [Segment]) {
        self.segments = segments
    }

    /// The pattern's name once each placeholder is replaced by `value(placeholder)`.
    public func spelled(_ value: (NamePlaceholder) -> String) -> String {
        // Appended in place: mapping the segments to an array and joining it made two arrays per name.
        var name = ""
        for segment in segments {
            switch segment {
            case .text(let text): name += text
            case .placeholder(let placeholder): name += value(placeholder)
            }
        }
        return name
    }

    /// The placeholders the pattern writes, in order.
    public var placeholders: [NamePlaceholder] {
        segments.compactMap { segment in
            guard case .placeholder(let placeholder) = segment else { return nil }
            return placeholder
        }
    }

    /// The pattern as written: `{viewModel}Input`.
    public var description: String {
        spelled { "{\($0.rawValue)}" }
    }

    /// Why `written` is not a pattern, and at which scalar offset; nil when it parses.
    public struct ParseFailure: Error, Equatable, Sendable {
        public var problem: SpecProblem
        public var offset: Int
    }

    /// The pattern `written` spells; a brace without its partner or a word no placeholder has is a failure at the
    /// brace that opens it.
    public static func parse(_ written: String) -> Result<NamePattern, ParseFailure> {
        var segments: [Segment] = []
        var text = ""
        var scalars = Array(written.unicodeScalars)[...]
        var offset = 0
        while let scalar = scalars.popFirst() {
            defer { offset += 1 }
            switch scalar {
            case "{":
                guard let close = scalars.firstIndex(of: "}") else {
                    return .failure(ParseFailure(problem: .unclosedNamePlaceholder(written), offset: offset))
                }
                let word = String(String.UnicodeScalarView(scalars[..<close]))
                guard let placeholder = NamePlaceholder(rawValue: word) else {
                    let known = NamePlaceholder.allCases.map(\.rawValue)
                    return .failure(
                        ParseFailure(
                            problem: .unknownNamePlaceholder(
                                word, allowed: known, suggestion: EditDistance.closest(to: word, among: known)),
                            offset: offset))
                }
                if !text.isEmpty { segments.append(.text(text)) }
                text = ""
                segments.append(.placeholder(placeholder))
                offset += scalars.distance(from: scalars.startIndex, to: close) + 1
                scalars = scalars[scalars.index(after: close)...]
            case "}":
                return .failure(ParseFailure(problem: .unopenedNamePlaceholder(written), offset: offset))
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        if !text.isEmpty { segments.append(.text(text)) }
        return .success(NamePattern(segments))
    }
}
