import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// The values generated tests write directly, with no fixture: standard library and Foundation types.
@Suite struct TestValueLiteralTests {
    static let literals: [(type: String, literal: String)] = [
        ("Int64", "1"),
        ("UInt8", "1"),
        ("Double", "1.0"),
        ("Float", "1.0"),
        ("CGFloat", "1.0"),
        ("TimeInterval", "1.0"),
        ("Character", "\"a\""),
        ("Swift.Int", "1"),
        ("Set<Int>", "[]"),
        ("Array<String>", "[]"),
        ("Dictionary<String, Int>", "[:]"),
        ("Optional<Int>", "nil"),
        ("Decimal", "Decimal(1)"),
        ("Foundation.Decimal", "Foundation.Decimal(1)"),
        ("Date", "Date(timeIntervalSince1970: 0)"),
        ("URL", "URL(fileURLWithPath: \"/\")"),
        ("UUID", "UUID(uuidString: \"00000000-0000-0000-0000-000000000000\")!"),
        ("Data", "Data()"),
        ("DateComponents", "DateComponents()"),
        ("IndexPath", "IndexPath(indexes: [0, 0])"),
        ("Locale", "Locale(identifier: \"en_US_POSIX\")"),
        ("TimeZone", "TimeZone(secondsFromGMT: 0)!"),
        ("Calendar", "Calendar(identifier: .gregorian)"),
        (
            "(amount: Decimal, id: UUID)",
            "(amount: Decimal(1), id: UUID(uuidString: \"00000000-0000-0000-0000-000000000000\")!)"
        ),
    ]

    private func parsed(_ text: String) throws -> SwiftType {
        try SwiftTypeParser.parse(text).get()
    }

    @Test(arguments: literals)
    func aStandardOrFoundationTypeIsWrittenDirectly(type: String, literal: String) throws {
        #expect(TestValueLiteral.literal(for: try parsed(type)) == literal)
    }

    @Test func anAppTypeNamedLikeAFoundationTypeHasNoLiteral() throws {
        #expect(TestValueLiteral.literal(for: try parsed("Decimal"), appTypes: ["Decimal"]) == nil)
    }

    @Test func aCollectionOfAnAppTypeNamedLikeAFoundationTypeIsStillEmpty() throws {
        #expect(TestValueLiteral.literal(for: try parsed("[Decimal]"), appTypes: ["Decimal"]) == "[]")
    }

    @Test func aTypeOfAnotherModuleHasNoLiteral() throws {
        #expect(TestValueLiteral.literal(for: try parsed("Shop.Decimal")) == nil)
    }
}
