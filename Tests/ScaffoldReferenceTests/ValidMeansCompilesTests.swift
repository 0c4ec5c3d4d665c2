import Foundation
import ScaffoldKit
import Testing

/// Specs that validation once refused although Swift accepts what they generate: each validates now, and its
/// scene, tests and mocks type-check in both language modes.
@Suite struct ValidMeansCompilesTests {
    static let config = "tests: {folder: SceneTests, testableImport: App}\n"

    /// Under `viewModel: transform` inputs live in `Input` and outputs in `Output`, so an input, an output and an
    /// argument may share a name; a closure type may name its parameters after `_`; a member typed with Action's
    /// types imports Action, and a bare `CocoaAction` is Action's; a relay's `initial:` may read a scene argument,
    /// one named like a type (`URL`) too.
    static let specs = [
        "Specs/Search.yml": """
        scene: Search
        conventions: {viewModel: transform}
        arguments:
          - title: String
        inputs:
          - query: String
          - refresh
        outputs:
          - query: String
          - title: String
          - format: {type: "(_ index: Int, _ total: Int) -> String"}
        coordinator: {}
        """,
        "Specs/Upload.yml": """
        scene: Upload
        inputs: [appear]
        outputs: [done]
        properties:
          - submit: CocoaAction
          - upload: "Action<Int, String>"
        coordinator: {}
        """,
        // Tracked errors into optional outputs, in every trait: what a binding to `UILabel.rx.text` takes.
        "Specs/Status.yml": """
        scene: Status
        inputs: [retry]
        outputs:
          - loading: Bool
          - message: {type: String?, trait: driver}
          - failure: {type: Error?, trait: signal}
          - lastError: (any Error)?
        tracking: {activity: loading, errors: message}
        coordinator: {}
        """,
        "Specs/StatusAlso.yml": """
        scene: StatusAlso
        outputs:
          - failure: Error?
        tracking: {errors: failure}
        coordinator: {}
        """,
        "Specs/Counter.yml": """
        scene: Counter
        arguments:
          - first: Int
          - names: "[String]"
        inputs:
          - count: {type: Int, trait: relay, initial: first}
        outputs:
          - total: {type: Int, trait: relay, initial: "first + names.count"}
          - label: {type: String, trait: relay, initial: "String(describing: first)"}
        coordinator: {}
        """,
        "Specs/Tally.yml": """
        scene: Tally
        conventions: {inputs: function}
        arguments:
          - first: Int
        inputs:
          - count: {type: Int, trait: relay, initial: first}
        outputs:
          - done
        coordinator: {}
        """,
        "Specs/Meter.yml": """
        scene: Meter
        conventions: {viewModel: transform}
        arguments:
          - first: Int
        inputs:
          - level: {type: Int, trait: relay, initial: first}
        outputs:
          - reading: {type: Int, trait: relay, initial: first}
        coordinator: {}
        """,
        "Specs/Catalog.yml": """
        scene: Catalog
        arguments:
          - URL: String
          - Items: "[Int]"
        inputs:
          - address: {type: String, trait: relay, initial: URL}
        outputs:
          - total: {type: Int, trait: relay, initial: "Items.count"}
        coordinator: {}
        """,
        "Specs/Picker.yml": """
        scene: Picker
        inputs:
          - pick: {type: "(_ row: Int) -> Void"}
        outputs:
          - label: "(_ value: Double) -> String"
        coordinator: {}
        """,
    ]

    @Test(arguments: LanguageMode.allCases)
    func scenesValidationOnceRefusedCompile(in mode: LanguageMode) throws {
        let output = try AppCodeCompileTests.generate(config: Self.config, specs: Self.specs)
        #expect(output.warnings == [])
        let result = try AppCodeCompileTests.typecheck(output, handWritten: [:], mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// The app's own `Notification`, `Data` and `Decimal` models, which the specs use as argument, input, output, route payload
    /// and service types: the test module imports Foundation and the app, so its tests, mocks and fixtures write the
    /// app's with the app module, found declared in `appCode`. And the app declares an `Event` no spec uses, which
    /// hides RxSwift's in the app's module.
    static let foundationNamedApp = [
        "App/Models.swift": """
        struct Notification: Equatable {
            var id: String
        }

        struct Data: Equatable {
            var bytes: [UInt8]
        }

        struct Event {
            var title: String
        }

        struct Decimal: Equatable {
            var units: Int
        }

        """,
        "Specs/Inbox.yml": """
        scene: Inbox
        arguments:
          - first: Notification
          - price: Decimal
        inputs:
          - open: Notification
        outputs:
          - items: "[Notification]"
          - payload: Data
          - opened: Notification
        service:
          methods:
            - load: {params: [after: Notification?], returns: "[Notification]"}
            - raw: {returns: Data}
        coordinator:
          routes:
            - opened: Detail
        """,
        "Specs/Detail.yml": """
        scene: Detail
        arguments:
          - notification: Notification
        outputs:
          - done
        coordinator: {}
        """,
        // A test value that mixes literals and a fixture, `(p0: [], at: App.Notification.fixture())`, is typed.
        "Specs/Tuner.yml": """
        scene: Tuner
        conventions: {inputs: function}
        inputs:
          - pick: {params: [_ p0: "[String]", at: Notification, p2: "[String: Int]"]}
        outputs:
          - done: Int
        coordinator: {}
        """,
    ]

    @Test(arguments: LanguageMode.allCases)
    func appTypesNamedLikeFoundationTypesAreTheAppsInTheTests(in mode: LanguageMode) throws {
        let output = try AppCodeCompileTests.generate(
            config: Self.config + "appCode: App\n", specs: Self.foundationNamedApp)
        #expect(output.warnings == [])
        let mocks = try #require(output.files.first { $0.path == "SceneTests/Inbox/InboxMocks.generated.swift" })
        #expect(mocks.contents.contains("var loadResult: Single<[App.Notification]>"))
        let handWritten = Self.foundationNamedApp.filter { $0.key.hasPrefix("App/") }
        let result = try AppCodeCompileTests.typecheck(output, handWritten: handWritten, mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// The app's `Decimal` is the app's in the tests, so its fixture is made from its declaration, not skipped.
    @Test func anAppTypeNamedLikeAFoundationTypeGetsAFixtureMadeFromItsDeclaration() throws {
        let output = try AppCodeCompileTests.generate(
            config: Self.config + "appCode: App\n", specs: Self.foundationNamedApp)
        let fixture = try #require(output.files.first { $0.path == "SceneTests/Fixtures/Decimal+Fixture.swift" })
        #expect(
            fixture.contents == """
                // Created by scaffold. Yours to edit: scaffold only merges spec changes into it.

                import Foundation
                @testable import App

                extension App.Decimal {
                    /// The `App.Decimal` the generated tests use; change it as they need.
                    static func fixture() throws -> App.Decimal {
                        App.Decimal(units: 1)
                    }
                }

                """)
    }

    /// Standard library and Foundation types, as a scene's arguments, outputs and service and as the fields of an app
    /// struct: the tests write their values directly, and only the app's struct gets a fixture.
    static let standardTypes = [
        "App/Entry.swift": """
        import Foundation

        struct Entry: Equatable {
            let amount: Decimal
            let id: UUID
            let at: Date
            let link: URL
            let tags: Set<String>
            let scale: CGFloat
        }

        """,
        "Specs/Ledger.yml": """
        scene: Ledger
        arguments:
          - amount: Decimal
          - at: Date
          - link: URL
          - id: UUID
          - blob: Data
          - wait: TimeInterval
          - ratio: Double
          - scale: CGFloat
          - big: Int64
          - initial: Character
          - tags: "Set<String>"
          - counts: "Dictionary<String, Int>"
          - zone: TimeZone
          - locale: Locale
          - calendar: Calendar
          - path: IndexPath
          - entry: Entry
        inputs:
          - pick: UUID
          - choose: Entry
        outputs:
          - total: Decimal
        service:
          methods:
            - load: {params: [id: UUID], returns: Decimal, kind: observable}
        coordinator: {}
        """,
    ]

    @Test(arguments: LanguageMode.allCases)
    func standardAndFoundationTypesGetValuesWithoutFixtures(in mode: LanguageMode) throws {
        let output = try AppCodeCompileTests.generate(config: Self.config + "appCode: App\n", specs: Self.standardTypes)
        #expect(output.warnings == [])
        #expect(
            output.files.map(\.path).filter { $0.hasPrefix("SceneTests/Fixtures/") } == [
                "SceneTests/Fixtures/Entry+Fixture.swift"
            ])
        let handWritten = Self.standardTypes.filter { $0.key.hasPrefix("App/") }
        let result = try AppCodeCompileTests.typecheck(output, handWritten: handWritten, mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }
}
