import Foundation
import ScaffoldCore

extension TemplateContract {
    /// The line that opens the generated key table of the object called `title`.
    static func beginMarker(of title: String) -> String { "<!-- BEGIN GENERATED: keys of \(title) -->" }

    /// The line that closes a generated key table.
    static let endMarker = "<!-- END GENERATED -->"

    /// `text`, the documentation at `path`, with the key table of each object between its markers written anew and
    /// everything else left as it is.
    ///
    /// Each object needs exactly one pair of markers, and each pair must name an object.
    func documentation(updating text: String, path: String) throws(ContractProblems) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let prefix = "<!-- BEGIN GENERATED: keys of "
        var output: [String] = []
        var problems: [ContractProblem] = []
        var written: Set<String> = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            output.append(line)
            index += 1
            guard line.hasPrefix(prefix), line.hasSuffix(" -->") else { continue }
            let position = SourcePosition(line: index, column: 1)
            let title = String(line.dropFirst(prefix.count).dropLast(" -->".count))
            guard let end = lines[index...].firstIndex(where: { $0 == Self.endMarker || $0.hasPrefix(prefix) }),
                lines[end] == Self.endMarker
            else {
                problems.append(position.problem(in: path, "'\(line)' has no '\(Self.endMarker)' after it"))
                continue
            }
            guard let object = objects.first(where: { $0.title == title }) else {
                problems.append(
                    position.problem(in: path, "'\(line)' names no template object; the objects are \(titleList)"))
                continue
            }
            if !written.insert(title).inserted {
                problems.append(position.problem(in: path, "the keys of \(title) are already written above"))
            }
            output += [""] + Self.table(of: object) + [""]
            index = end
        }
        for object in objects where !written.contains(object.title) {
            problems.append(
                SourcePosition(line: 1, column: 1).problem(
                    in: path,
                    "the template object '\(object.title)' (\(object.typeName)) has no key table; add "
                        + "'\(Self.beginMarker(of: object.title))' and '\(Self.endMarker)' where its section lists them"
                ))
        }
        guard problems.isEmpty else { throw ContractProblems(problems) }
        return output.joined(separator: "\n")
    }

    private var titleList: String {
        objects.map { "'\($0.title)'" }.joined(separator: ", ")
    }

    /// The Markdown table of the object's keys: key, type, meaning, example.
    static func table(of object: TemplateObject) -> [String] {
        var rows: [(key: String, type: String, meaning: String, example: String)]
        switch object.keys {
        case .properties(let keys):
            rows = keys.map { ($0.key, typeColumn(of: $0.type), meaningColumn(of: $0.meaning), $0.example) }
        case .libraryTypes:
            rows = ImportedTypeNames.libraryTypes.keys.sorted().map { name in
                let qualified = ImportedTypeNames.qualifiedLibraryType(name) ?? name
                return (
                    name, "`String`",
                    "`\(name)`, or `\(qualified)` when an app type of the project is called `\(name)`",
                    "`\(name)`"
                )
            }
        }
        return ["| key | type | meaning | example |", "|---|---|---|---|"]
            + rows.map { row in
                let example = row.example.isEmpty ? "" : " " + escaped(row.example)
                return "| `\(row.key)` | \(row.type) | \(escaped(row.meaning)) |\(example) |"
            }
    }

    /// The type as the documentation writes it: `` `String?` ``, `[[input]](#input)`, ``[state](#state)`?` ``.
    static func typeColumn(of type: KeyType) -> String {
        switch type {
        case .string: return "`String`"
        case .bool: return "`Bool`"
        case .strings: return "`[String]`"
        case .object(let title): return "[\(title)](#\(anchor(of: title)))"
        case .objects(let title): return "[[\(title)]](#\(anchor(of: title)))"
        case .optional(.string): return "`String?`"
        case .optional(let wrapped): return typeColumn(of: wrapped) + "`?`"
        }
    }

    /// The doc comment's sentence as a table cell: `The spec file.` reads `the spec file`. A first word that is not
    /// a plain capitalised word (`RxSwift`, `` `init` ``) keeps its spelling.
    static func meaningColumn(of prose: String) -> String {
        var text = prose
        let firstWord = text.prefix { $0.isLetter }
        if let first = firstWord.first, first.isUppercase, firstWord.dropFirst().allSatisfy(\.isLowercase) {
            text = first.lowercased() + text.dropFirst()
        }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The anchor of the section called `title`, as GitHub makes it: `input function` is `input-function`.
    static func anchor(of title: String) -> String {
        title.replacingOccurrences(of: " ", with: "-")
    }

    /// `text` safe in a table cell: a `|` would end the cell.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
