import Foundation
import ScaffoldCore
import Testing

/// Positions in specs; Swift Testing has a type of the same name for positions in test code.
typealias SourceLocation = ScaffoldCore.SourceLocation

/// Inline test input with position markers (`1️⃣`, `2️⃣`, ...) taken out, remembering where each one was.
///
/// As in swift-format's tests, a marker sits just before the character a position should point at, so a
/// test states "here" instead of counting lines and columns by hand.
struct MarkedText {
    /// The input without its markers.
    let text: String
    let file: String
    private let locations: [Character: SourceLocation]

    static let markers: Set<Character> = ["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    init(_ marked: String, file: String = "Specs/Test.yml") {
        var text = ""
        var locations: [Character: SourceLocation] = [:]
        var line = 1
        var column = 1
        for character in marked {
            if Self.markers.contains(character) {
                locations[character] = SourceLocation(file: file, line: line, column: column)
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        self.text = text
        self.file = file
        self.locations = locations
    }

    var data: Data { Data(text.utf8) }

    /// Where `marker` was, 1-based as diagnostics count.
    subscript(
        _ marker: Character, sourceLocation sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> SourceLocation {
        guard let location = locations[marker] else {
            Issue.record("no marker \(marker) in the input", sourceLocation: sourceLocation)
            return .startOf(file)
        }
        return location
    }

    /// `value` located at `marker`.
    func located<Value: Sendable>(
        _ value: Value, at marker: Character, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Located<Value> {
        Located(value, at: self[marker, sourceLocation: sourceLocation])
    }
}
