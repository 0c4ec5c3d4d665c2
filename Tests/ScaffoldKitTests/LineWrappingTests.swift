import Testing

@testable import ScaffoldKit

/// A call's arguments, one per line, when the line holding the call is longer than 120 columns.
@Suite struct LineWrappingTests {
    private static let long =
        "dependency: .init(catalogRepository: dependencies.catalogRepository, imageCache: dependencies.imageCache),"

    @Test func aLineThatFitsStaysAsItIs() {
        #expect(LineWrapping.unfoldingCalls([Self.long], indent: 12) == [Self.long])
    }

    @Test func aTooLongCallArgumentOpensItsCallAndGivesEachArgumentALine() {
        #expect(
            LineWrapping.unfoldingCalls([Self.long, "productID: productID"], indent: 24) == [
                "dependency: .init(",
                "    catalogRepository: dependencies.catalogRepository,",
                "    imageCache: dependencies.imageCache",
                "),",
                "productID: productID",
            ])
    }

    @Test func commasInsideBracketsAndStringsStayInTheirArgument() {
        let line = "item: Item(name: \"a, \\\"b\\\", c\", tags: [\"x\", \"y\"], size: Size(width: 1, height: 2))"
        #expect(
            LineWrapping.unfoldingCalls([line], indent: 60) == [
                "item: Item(",
                "    name: \"a, \\\"b\\\", c\",",
                "    tags: [\"x\", \"y\"],",
                "    size: Size(width: 1, height: 2)",
                ")",
            ])
    }

    @Test func aLineWithTextAfterItsCallStaysAsItIs() {
        let line = "value: make(a: 1, b: 2).map { $0 }" + String(repeating: " ", count: 100)
        #expect(LineWrapping.unfoldingCalls([line], indent: 12) == [line])
    }

    @Test func aCallOfOneArgumentStaysAsItIs() {
        let line = "value: make(" + String(repeating: "a", count: 120) + ")"
        #expect(LineWrapping.unfoldingCalls([line], indent: 12) == [line])
    }
}
