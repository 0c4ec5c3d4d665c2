/// A `///` comment split into its prose and its tags, the lines `- Name: value` that end it.
///
/// The tags of a template model, a struct whose comment has `- Template object:`:
/// - on the struct, `- Template object: input function`: the title of the object's section in
///   `Documentation/TemplateContext.md`, which the schema and the other keys' types name it by;
/// - on the struct, `- Template keys: one per library type`: the keys are not its properties but one `String` per
///   library type name (the `rx` object, `LibraryNames`);
/// - on a property, `- Template key: rx` for a key named unlike the property, `- Template key: none` for a
///   property that is no key;
/// - on a property, `- Example:` and the documentation's example, in Markdown.
///
/// Every other property declared in the struct's body, stored or computed, is a key under its own name, with its
/// prose as the documentation's meaning; it needs a type the contract maps (or a string or Boolean literal, or a
/// call of a type's `init()`, to infer it from) and a doc comment. A tag's value may go on over the next lines, each
/// indented by at least two spaces, as DocC continues a list item; the lines are joined with a space, as the
/// prose's are.
struct DocComment: Equatable {
    /// One line of the comment, without `///` and the space after it, and where that text starts.
    struct Line: Equatable {
        var text: String
        var position: SourcePosition
    }

    /// `- Name: value`.
    struct Tag: Equatable {
        var name: TagName
        var value: String
        /// Where the `-` is.
        var position: SourcePosition
    }

    /// The tags the generator reads.
    enum TagName: String, CaseIterable {
        /// On a type: the object's title, as the documentation's section and the schema name it.
        case templateObject = "Template object"
        /// On a type: where the object's keys come from when they are not its properties.
        case templateKeys = "Template keys"
        /// On a property: its key when it differs from the property's name, or `none` for no key.
        case templateKey = "Template key"
        /// On a property: the documentation's example value, Markdown as the table prints it.
        case example = "Example"
    }

    /// The text before the tags, its lines joined with a space; empty when there is none.
    var prose: String
    /// The tags that have a known name.
    var tags: [Tag]
    /// Unknown tags, tags without a value, text after the tags.
    var problems: [ContractProblem]

    /// The value of the tag `name`, nil without one.
    func value(of name: TagName) -> String? {
        tags.first { $0.name == name }?.value
    }

    /// The comment of `lines` in the file at `path`, with the problems of its tags.
    init(lines: [Line], path: String) {
        var prose: [String] = []
        var tags: [Tag] = []
        var problems: [ContractProblem] = []
        for line in lines {
            if let (name, value) = Self.tag(in: line.text) {
                guard let tagName = TagName(rawValue: name) else {
                    problems.append(
                        line.position.problem(
                            in: path,
                            "unknown tag '- \(name):'; the tags are "
                                + TagName.allCases.map { "'- \($0.rawValue):'" }.joined(separator: ", ")))
                    continue
                }
                if tags.contains(where: { $0.name == tagName }) {
                    problems.append(line.position.problem(in: path, "'- \(name):' is written twice"))
                }
                tags.append(Tag(name: tagName, value: value, position: line.position))
            } else if !tags.isEmpty {
                if line.text.hasPrefix("  ") {
                    let continued = line.text.trimmingSpaces
                    tags[tags.count - 1].value += tags[tags.count - 1].value.isEmpty ? continued : " " + continued
                } else if !line.text.trimmingSpaces.isEmpty {
                    problems.append(
                        line.position.problem(
                            in: path,
                            "text after a tag; put the description before the tags, or indent a tag's continued "
                                + "value by two spaces"))
                }
            } else {
                prose.append(line.text.trimmingSpaces)
            }
        }
        for tag in tags where tag.value.isEmpty {
            problems.append(tag.position.problem(in: path, "'- \(tag.name.rawValue):' has no value"))
        }
        self.problems = problems
        self.prose = prose.filter { !$0.isEmpty }.joined(separator: " ")
        self.tags = tags
    }

    /// The name and value of `- Name: value`, where the name is a capitalised word and maybe more in lower case;
    /// nil for a line that is no tag.
    private static func tag(in text: String) -> (name: String, value: String)? {
        guard text.hasPrefix("- "), let colon = text.firstIndex(of: ":") else { return nil }
        let name = text[text.index(text.startIndex, offsetBy: 2)..<colon]
        guard let first = name.first, first.isUppercase,
            name.allSatisfy({ $0 == " " || ($0.isASCII && $0.isLetter) }), !name.hasSuffix(" "), !name.contains("  ")
        else { return nil }
        return (String(name), String(text[text.index(after: colon)...]).trimmingSpaces)
    }
}

extension StringProtocol {
    /// The text without the spaces it starts and ends with.
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
