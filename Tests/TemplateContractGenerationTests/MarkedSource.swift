@testable import TemplateContractGeneration

/// Source text with positions marked by `1️⃣` to `9️⃣`, as swift-format's tests mark findings: `text` is the source
/// without the markers, and `problem(_:at:)` the problem expected where a marker stood.
struct MarkedSource {
    static let path = "Model.swift"
    var text = ""
    private var positions: [Character: SourcePosition] = [:]

    init(_ marked: String) {
        var line = 1
        var column = 1
        for character in marked {
            if let digit = character.unicodeScalars.first, character.unicodeScalars.count == 3,
                character.unicodeScalars.last == "\u{20E3}"
            {
                positions[Character(digit)] = SourcePosition(line: line, column: column)
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
    }

    var file: SourceFile { SourceFile(path: Self.path, text: text) }

    func problem(_ message: String, at marker: Character) -> ContractProblem {
        let position = positions[marker]!
        return ContractProblem(path: Self.path, line: position.line, column: position.column, message: message)
    }
}
