import Testing

@testable import ScaffoldCore

@Suite struct JSONValueTests {
    @Test func objectsKeepTheirOrderAndArraysOfScalarsStayOnOneLine() {
        let value = JSONValue.object([
            ("title", .string("x")),
            ("type", .array([.string("array"), .string("null")])),
            ("minItems", .integer(1)),
            ("items", .array([.object([("$ref", .string("#/$defs/a"))]), .null])),
            ("empty", .object([])),
            ("none", .array([])),
            ("closed", .bool(false)),
        ])
        #expect(
            value.rendered == """
                {
                  "title": "x",
                  "type": ["array", "null"],
                  "minItems": 1,
                  "items": [
                    {
                      "$ref": "#/$defs/a"
                    },
                    null
                  ],
                  "empty": {},
                  "none": [],
                  "closed": false
                }

                """)
    }

    @Test func stringsEscapeQuotesControlsAndEverythingOutsideASCII() {
        #expect(
            JSONValue.string("a\"b\\c\nd\te\u{1}é\u{200B}𐀀").rendered
                == #""a\"b\\c\nd\te\u0001\u00E9\u200B\uD800\uDC00""# + "\n")
    }
}
