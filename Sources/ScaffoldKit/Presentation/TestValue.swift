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
    /// The library modules whose types it makes (`RxCocoa` for `Driver<Int>.empty()`), which the file that holds it
    /// imports.
    var modules: Set<String> = []

    /// Whether it calls no fixture or factory, so that it cannot throw.
    var isLiteral: Bool { fixtures.isEmpty && !callsFactory }

    /// `try ` before a statement whose values call fixtures; nothing otherwise.
    var tryPrefix: String { isLiteral ? "" : "try " }

    init(
        expression: String, fixtures: [SwiftType] = [], callsFactory: Bool = false, modules: Set<String> = []
    ) {
        self.expression = expression
        self.fixtures = fixtures
        self.callsFactory = callsFactory
        self.modules = modules
    }
}

/// Makes the test values of types: a literal where `TestValueLiteral` has one, the value of a typealias's target, a
/// closure for a function type, a quiet stream or an empty relay for RxSwift's, RxRelay's, RxCocoa's and Action's
/// types (`Driver<Int>.empty()`), else the fixture of the named type. The fixtures are declared in one skeleton per
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
            var modules: Set<String> = []
            for element in elements {
                guard let made = value(of: element.type, depth: depth + 1) else { return nil }
                parts.append(element.label.map { "\($0): \(made.expression)" } ?? made.expression)
                fixtures.append(contentsOf: made.fixtures.filter { !fixtures.contains($0) })
                modules.formUnion(made.modules)
            }
            return TestValue(
                expression: "(" + parts.joined(separator: ", ") + ")", fixtures: fixtures, modules: modules)
        case .function(let parameters, _, _, let result):
            let ignored = parameters.map { _ in "_" }.joined(separator: ", ")
            let head = parameters.isEmpty ? "" : " \(ignored) in"
            if result.isVoid { return TestValue(expression: "{\(head) }") }
            guard let made = value(of: result, depth: depth + 1) else { return nil }
            return TestValue(
                expression: "{\(head) \(made.expression) }", fixtures: made.fixtures, modules: made.modules)
        case .named:
            let appType = appSpelling(of: type)
            if let target = typeAliases[appType.description] {
                return value(of: libraryNames.inTests(target, appModule: testableImport), depth: depth + 1)
            }
            if let made = libraryValue(of: type, depth: depth) { return made }
            return TestValue(expression: "\(type).\(SceneNames.fixtureMethod)()", fixtures: [appType])
        default:
            return nil
        }
    }

    /// A value of one of the libraries' stream, relay, subject or action types, which the tests need not fill in: a
    /// stream that ends at once (`Observable<Int>.empty()`; a `Single`, which must emit or fail, never does), a new
    /// relay or subject (`PublishRelay<Int>()`, `BehaviorRelay<Int>(value: 1)`), an action whose work ends at once.
    /// Nil for another type, for a library name the app's own type shadows, and for an element without a value.
    private func libraryValue(of type: SwiftType, depth: Int) -> TestValue? {
        guard case .named(let components) = type, let last = components.last,
            libraryNames.libraryModule(of: components) != nil
        else { return nil }
        let arguments = last.genericArguments
        let modules = libraryNames.modules(usedBy: [type])
        switch (last.name, arguments.count) {
        case ("Observable", 1), ("Maybe", 1), ("Driver", 1), ("Signal", 1), ("Completable", 0):
            return TestValue(expression: "\(type).empty()", modules: modules)
        case ("Single", 1):
            return TestValue(expression: "\(type).never()", modules: modules)
        case ("PublishRelay", 1), ("PublishSubject", 1):
            return TestValue(expression: "\(type)()", modules: modules)
        case ("ReplaySubject", 1):
            return TestValue(expression: "\(type).createUnbounded()", modules: modules)
        case ("BehaviorRelay", 1), ("BehaviorSubject", 1):
            guard let element = value(of: arguments[0], depth: depth + 1) else { return nil }
            return TestValue(
                expression: "\(type)(value: \(element.expression))", fixtures: element.fixtures,
                callsFactory: element.callsFactory, modules: element.modules.union(modules))
        case ("Action", 2), ("CocoaAction", 0), ("CompletableAction", 1):
            return TestValue(expression: "\(type)(workFactory: { _ in .empty() })", modules: modules)
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
