import Foundation
import Testing

@testable import ScaffoldCore

/// The schema's name patterns say what `SwiftIdentifier` says, scalar by scalar, so an editor never marks a
/// name scaffold accepts.
@Suite struct IdentifierPatternTests {
    /// Every scalar of the first two planes, where the patterns leave out every format character.
    static let scalars: [Unicode.Scalar] = (0..<0x20000).compactMap { Unicode.Scalar(UInt32($0)) }

    func matches(_ pattern: String, _ name: String) -> Bool {
        let expression = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(name.startIndex..., in: name)
        return expression.firstMatch(in: name, range: range) != nil
    }

    /// Keywords are the schema's `not`, not the pattern's.
    func isIdentifier(_ name: String) -> Bool {
        switch SwiftIdentifier.problem(with: name) {
        case nil, .keyword: true
        default: false
        }
    }

    @Test func anIdentifierMatchesExactlyWhenTheDecoderAcceptsIt() throws {
        let expression = try NSRegularExpression(pattern: IdentifierPattern.identifier)
        var disagreements: [String] = []
        for scalar in Self.scalars {
            for name in [String(Character(scalar)), "a" + String(Character(scalar))] {
                let range = NSRange(name.startIndex..., in: name)
                if (expression.firstMatch(in: name, range: range) != nil) != isIdentifier(name) {
                    disagreements.append(name.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
                }
            }
        }
        #expect(disagreements == [])
    }

    @Test func aTypeNameThatTheDecoderAcceptsMatches() throws {
        let expression = try NSRegularExpression(pattern: IdentifierPattern.typeName)
        var refused: [UInt32] = []
        for scalar in Self.scalars {
            let name = String(Character(scalar)) + "x"
            let range = NSRange(name.startIndex..., in: name)
            if SwiftIdentifier.typeNameProblem(with: name) == nil, expression.firstMatch(in: name, range: range) == nil
            {
                refused.append(scalar.value)
            }
        }
        #expect(refused == [])
    }

    @Test func aTypeNameStartingWithASCIIMatchesOnlyWithAnUppercaseLetter() {
        let accepted = (0x20..<0x7F).compactMap(Unicode.Scalar.init).map { String(Character($0)) + "x" }
            .filter { matches(IdentifierPattern.typeName, $0) }
        #expect(accepted == (0x41...0x5A).compactMap(Unicode.Scalar.init).map { String(Character($0)) + "x" })
    }

    @Test func moduleNamesAreIdentifiersJoinedByDots() {
        let names = ["Foundation", "Foundation.Date", "A.b.C", "Foundation.", ".Date", "foo-bar", "9lives", "A..B"]
        #expect(
            names.filter { matches(IdentifierPattern.moduleName, $0) } == ["Foundation", "Foundation.Date", "A.b.C"])
    }
}
