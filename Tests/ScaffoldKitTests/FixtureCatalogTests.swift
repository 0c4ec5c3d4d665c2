import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// The fixtures of a project's tests: which app types get one, and the value each makes from the app's Swift.
@Suite struct FixtureCatalogTests {
    /// The catalog of a project whose one scene takes `argument` of type `type`, with `swift` as its `appCode`.
    private func catalog(argumentType type: String, appCode swift: String) throws -> FixtureCatalog {
        let spec = try #require(
            SpecDecoder().decode(
                Data("scene: Detail\narguments:\n  - item: \"\(type)\"\n".utf8), file: "Specs/Detail.yml"
            ).spec)
        let file = AppCodeParser(path: "App/Models.swift", displayPath: "App/Models.swift").parse(Data(swift.utf8))
            .file
        let builder = SceneModelBuilder(
            scenes: ["Detail": spec], projectConventions: Conventions(), testsFolder: "SceneTests",
            testableImport: "App")
        return builder.fixtureCatalog(index: AppCodeIndex(files: [file]))
    }

    /// Each fixture as `path: value lines` or `path: skips (reason)`.
    private func summary(_ catalog: FixtureCatalog) -> [String] {
        catalog.fixtures.map { fixture in
            fixture.isFilled
                ? "\(fixture.path): " + fixture.valueLines.joined(separator: " ")
                : "\(fixture.path): skips (\(fixture.unfilledReason ?? ""))"
        }
    }

    @Test func aStructIsMadeWithItsMemberwiseInitializerAndTheFixturesOfItsNestedTypes() throws {
        let catalog = try catalog(
            argumentType: "Item",
            appCode: """
                struct Item {
                    enum Kind { case book(pages: Int), film }
                    let id: String
                    var kind: Kind
                    var note: String?
                    var count = 0
                    var title: String { id }
                }
                """)
        #expect(
            summary(catalog) == [
                "SceneTests/Fixtures/Item+Fixture.swift: try Item(id: \"text\", kind: Item.Kind.fixture())",
                "SceneTests/Fixtures/Item.Kind+Fixture.swift: Item.Kind.film",
            ])
    }

    @Test func aGenericTypeIsMadeWithItsArgumentsInPlaceOfItsParameters() throws {
        let catalog = try catalog(
            argumentType: "Page<Int>",
            appCode: "struct Page<Element> {\n    var items: [Element]\n    var first: Element\n}\n")
        #expect(summary(catalog) == ["SceneTests/Fixtures/PageOfInt+Fixture.swift: Page<Int>(items: [], first: 1)"])
    }

    @Test func aTypealiasGivesTheValueOfItsTargetAndNoFixture() throws {
        let catalog = try catalog(argumentType: "Identifier", appCode: "typealias Identifier = String\n")
        #expect(catalog.fixtures == [])
    }

    @Test func anUndeclaredTypeSkipsNamingItsFixtureFile() throws {
        let catalog = try catalog(argumentType: "Session", appCode: "")
        #expect(
            catalog.fixtures.map(\.skipMessage) == [
                "Fill in Session.fixture() in SceneTests/Fixtures/Session+Fixture.swift"
            ])
        #expect(
            summary(catalog) == ["SceneTests/Fixtures/Session+Fixture.swift: skips (`appCode` declares no `Session`)"])
    }

    @Test func aLibraryStreamRelayOrActionIsMadeDirectlyWithoutAFixture() throws {
        for type in [
            "Driver<Int>", "Observable<[String]>", "Single<Int>", "RxSwift.Completable", "PublishRelay<Int>",
            "BehaviorSubject<Int>", "ReplaySubject<Int>", "Action<Int, String>", "CocoaAction",
        ] {
            #expect(try catalog(argumentType: type, appCode: "").fixtures == [], "\(type)")
        }
    }

    @Test func aFixtureImportsTheLibrariesOfItsTypeAndOfItsValue() throws {
        let catalog = try catalog(
            argumentType: "Page<Signal<Int>>",
            appCode: "struct Page<T> {\n    let stream: T\n    let updates: Observable<Int>\n}\n")
        #expect(
            summary(catalog) == [
                "SceneTests/Fixtures/PageOfSignalOfInt+Fixture.swift: "
                    + "Page<Signal<Int>>(stream: Signal<Int>.empty(), updates: Observable<Int>.empty())"
            ])
        #expect(catalog.fixtures.map(\.imports) == [["RxCocoa", "RxSwift"]])
    }

    @Test func aFoundationTypeIsWrittenDirectlyWithoutAFixture() throws {
        let catalog = try catalog(argumentType: "Decimal", appCode: "")
        #expect(catalog.fixtures == [])
    }

    @Test func aStructOfFoundationTypesIsMadeWithTheirValuesAndImportsFoundation() throws {
        let catalog = try catalog(
            argumentType: "Payment", appCode: "struct Payment {\n    let amount: Decimal\n    let id: UUID\n}\n")
        #expect(
            summary(catalog) == [
                "SceneTests/Fixtures/Payment+Fixture.swift: "
                    + "Payment(amount: Decimal(1), id: UUID(uuidString: \"00000000-0000-0000-0000-000000000000\")!)"
            ])
        #expect(catalog.fixtures.map(\.imports) == [["Foundation"]])
    }

    @Test func anAppTypeNamedLikeAFoundationTypeKeepsItsFixture() throws {
        let catalog = try catalog(argumentType: "Decimal", appCode: "struct Decimal {\n    var units: Int\n}\n")
        #expect(summary(catalog) == ["SceneTests/Fixtures/Decimal+Fixture.swift: App.Decimal(units: 1)"])
    }

    @Test func aMemberOfAnAppTypeNamedLikeAFoundationTypeCallsItsFixture() throws {
        let catalog = try catalog(
            argumentType: "Price",
            appCode: "struct Price {\n    let amount: Decimal\n}\n\nstruct Decimal {\n    var units: Int\n}\n")
        #expect(
            summary(catalog) == [
                "SceneTests/Fixtures/Decimal+Fixture.swift: App.Decimal(units: 1)",
                "SceneTests/Fixtures/Price+Fixture.swift: try Price(amount: App.Decimal.fixture())",
            ])
    }

    @Test func aClassIsMadeWithItsDesignatedInitializer() throws {
        let catalog = try catalog(
            argumentType: "Store",
            appCode: """
                final class Store {
                    private init() {}
                    convenience init(name: String) { self.init() }
                    init(limit: Int, name: String = "") {}
                }
                """)
        #expect(summary(catalog) == ["SceneTests/Fixtures/Store+Fixture.swift: Store(limit: 1)"])
    }

    @Test func fixturesThatNeedThemselvesSkip() throws {
        let catalog = try catalog(
            argumentType: "Node",
            appCode:
                "final class Node {\n    init(other: Other) {}\n}\nfinal class Other {\n    init(node: Node) {}\n}\n")
        #expect(
            summary(catalog) == [
                "SceneTests/Fixtures/Node+Fixture.swift: skips (its value needs itself, through the fixtures it calls)",
                "SceneTests/Fixtures/Other+Fixture.swift: skips (its value needs itself, through the fixtures it calls)",
            ])
    }
}
