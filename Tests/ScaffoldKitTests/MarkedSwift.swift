import ScaffoldCore
import Testing

/// Inline Swift with position markers (`1️⃣`, `2️⃣`, ...) taken out, remembering where each was: a marker sits just
/// before the character a position points at, as in `ScaffoldCoreTests`' `MarkedText`.
struct MarkedSwift {
    let text: String
    let file: String
    private let locations: [Character: ScaffoldCore.SourceLocation]

    init(_ marked: String, file: String = "App/PricesUseCase.swift") {
        let markers: Set<Character> = ["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
        var text = ""
        var locations: [Character: ScaffoldCore.SourceLocation] = [:]
        var (line, column) = (1, 1)
        for character in marked {
            if markers.contains(character) {
                locations[character] = ScaffoldCore.SourceLocation(file: file, line: line, column: column)
                continue
            }
            text.append(character)
            if character == "\n" {
                (line, column) = (line + 1, 1)
            } else {
                column += character.unicodeScalars.count
            }
        }
        self.text = text
        self.file = file
        self.locations = locations
    }

    subscript(_ marker: Character, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> ScaffoldCore.SourceLocation
    {
        guard let location = locations[marker] else {
            Issue.record("no marker \(marker) in the input", sourceLocation: sourceLocation)
            return .startOf(file)
        }
        return location
    }

    func located(_ value: String, at marker: Character) -> Located<String> {
        Located(value, at: self[marker])
    }
}
