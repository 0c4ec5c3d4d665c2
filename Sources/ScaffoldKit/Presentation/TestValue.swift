import ScaffoldCore

/// A value the generated tests pass: a literal, or an expression that calls the fixtures of app types
/// (`Repository.fixture()`), which throw until they make a value, so a statement holding one starts with `try`.
struct TestValue: Equatable, Sendable {
    /// The Swift expression, without `try`: `"text"`, `Repository.fixture()`, `(Repository.fixture(), 1)`.
    var expression: String
    /// The types whose fixtures it calls, as the app writes them (`Event`, not `App.Event`), in order, each once.
    var fixtures: [SwiftType] = []
    /// Whether it calls the test file's own factory of a type no extension can carry (`any Sharing`), which skips
    /// until a person writes it.
    var callsFactory = false

    /// Whether it calls no fixture or factory, so that it cannot throw.
    var isLiteral: Bool { fixtures.isEmpty && !callsFactory }

    /// `try ` before a statement whose values call fixtures; nothing otherwise.
    var tryPrefix: String { isLiteral ? "" : "try " }

    init(expression: String, fixtures: [SwiftType] = [], callsFactory: Bool = false) {
        self.expression = expression
        self.fixtures = fixtures
        self.callsFactory = callsFactory
    }
}

/// Makes the test values of types: a literal where `TestValueLiteral` has one, the value of a typealias's target, a
/// closure for a function type, else the fixture of the named type. The fixtures are declared in one skeleton per
/// type that every scene's tests share (`SceneTests/Fixtures/Repository+Fixture.swift`).
struct TestValueMaker: Sendable {
    /// The app's typealiases that `appCode` declares, by name, with their targets.
    var typeAliases: [String: SwiftType] = [:]
    /// The module the tests `@testable import`: an app type named like a library type is written with it there.
    var testableImport: String?
    /// The app types named like library types.
    var libraryNames = LibraryNames()

    /// The value of `type` as the tests write it (`App.Event` for an app type named like a library type); nil when
    /// none can be written: an existential, a metatype, a function whose result has no value.
    func value(of type: SwiftType) -> TestValue? {
        value(of: type, depth: 0)
    }

    /// The literal of `type` (`TestValueLiteral`), nil when it has none or when it would make an app type that
    /// shares a standard or Foundation type's name, whose value a fixture makes.
    func literal(of type: SwiftType) -> String? {
        TestValueLiteral.literal(for: type, appTypes: libraryNames.appTypesNamedLikeFoundation)
    }

    private func value(of type: SwiftType, depth: Int) -> TestValue? {
        if let literal = literal(of: type) { return TestValue(expression: literal) }
        // A typealias of a typealias of ... ends somewhere, unless the app's code is broken.
        guard depth < 16 else { return nil }
        switch type {
        case .tuple(let elements):
            var parts: [String] = []
            var fixtures: [SwiftType] = []
            for element in elements {
                guard let made = value(of: element.type, depth: depth + 1) else { return nil }
                parts.append(element.label.map { "\($0): \(made.expression)" } ?? made.expression)
                fixtures.append(contentsOf: made.fixtures.filter { !fixtures.contains($0) })
            }
            return TestValue(expression: "(" + parts.joined(separator: ", ") + ")", fixtures: fixtures)
        case .function(let parameters, _, _, let result):
            let ignored = parameters.map { _ in "_" }.joined(separator: ", ")
            let head = parameters.isEmpty ? "" : " \(ignored) in"
            if result.isVoid { return TestValue(expression: "{\(head) }") }
            guard let made = value(of: result, depth: depth + 1) else { return nil }
            return TestValue(expression: "{\(head) \(made.expression) }", fixtures: made.fixtures)
        case .named:
            let appType = appSpelling(of: type)
            if let target = typeAliases[appType.description] {
                return value(of: libraryNames.inTests(target, appModule: testableImport), depth: depth + 1)
            }
            return TestValue(expression: "\(type).\(SceneNames.fixtureMethod)()", fixtures: [appType])
        default:
            return nil
        }
    }

    /// `type` as the app writes it: `Event` for the tests' `App.Event`, `Notification` for `App.Notification`.
    func appSpelling(of type: SwiftType) -> SwiftType {
        guard let testableImport else { return type }
        return type.unqualifyingFirstComponents(
            libraryNames.shadowed.union(libraryNames.appTypesNamedLikeFoundation), from: testableImport)
    }
}
