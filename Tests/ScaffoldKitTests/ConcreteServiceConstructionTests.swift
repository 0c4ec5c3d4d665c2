import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `concrete: true` read from the app's Swift: whether generated tests can write `SwiftHubAPI()` for the
/// declaration as swift-syntax reads it, and what to change when they cannot.
struct ConcreteServiceConstructionTests {
    private let file = "App/SwiftHubAPI.swift"

    private func resolve(_ index: AppCodeIndex) -> [Diagnostic] {
        var service = SharedServiceSpec(
            file: "scaffold.yml",
            name: Located("SwiftHubAPI", at: SourceLocation(file: "scaffold.yml", line: 3, column: 3)))
        service.isAppProtocol = true
        service.isConcrete = true
        return AppProtocolResolver(index: index, patterns: ["App"], testsMakeConcreteServices: true)
            .resolve([service]).diagnostics
    }

    /// The message of the error at the entry when `swift`, the app's declaration of `SwiftHubAPI`, cannot be made by
    /// `SwiftHubAPI()`; nil when it can.
    private func testsCannotMake(_ swift: String) throws -> String? {
        let parsed = AppCodeParser(path: file, displayPath: file).parse(Data(swift.utf8)).file
        let diagnostics = resolve(AppCodeIndex(files: [parsed]))
        #expect(diagnostics.count <= 1)
        return diagnostics.first?.message
    }

    private static let made = "generated tests make 'SwiftHubAPI' as 'SwiftHubAPI()', but "

    @Test func aStructWhosePropertiesAllHaveValuesOrAreOptionalVarsIsMade() throws {
        #expect(try testsCannotMake("struct SwiftHubAPI {\n    var token: String?\n    let base = 1\n}\n") == nil)
    }

    @Test func aStructWithAStoredPropertyWithoutAValueHasOnlyItsMemberwiseInit() throws {
        #expect(
            try testsCannotMake("struct SwiftHubAPI {\n    let token: String\n    var count: Int { 1 }\n}\n")
                == Self.made + "its stored property 'token' has no value, so Swift makes it only with the memberwise "
                + "'init'; give 'token' a value, or give 'SwiftHubAPI' an 'init' whose parameters all have default "
                + "values, or set 'tests: none'")
    }

    @Test func anInitInAnExtensionMakesIt() throws {
        #expect(
            try testsCannotMake(
                "struct SwiftHubAPI {\n    let token: String\n}\nextension SwiftHubAPI {\n    init() { token = \"\" }\n}\n"
            )
                == nil)
    }

    @Test func onlyPrivateOrFailableInitsCannotBeCalled() throws {
        for initializer in ["private init() {}", "fileprivate init() {}", "init?() { nil }"] {
            #expect(
                try testsCannotMake("final class SwiftHubAPI {\n    \(initializer)\n}\n")?.contains(
                    "no 'init' it declares can be called without arguments") == true, "\(initializer)")
        }
    }

    @Test func aGenericTypeCannotBeMadeWithoutItsArguments() throws {
        #expect(
            try testsCannotMake("final class SwiftHubAPI<Client> {\n    init() {}\n}\n")
                == Self.made + "it is generic, and 'SwiftHubAPI()' names none of its arguments; list a type that is "
                + "not generic, or set 'tests: none'")
    }

    @Test func aMainActorClassIsNotMadeByTheTests() throws {
        #expect(
            try testsCannotMake("@MainActor\nfinal class SwiftHubAPI {\n    init() {}\n}\n")
                == Self.made + "it is isolated to the main actor, and the tests are not; give it a 'nonisolated "
                + "init()', or set 'tests: none'")
    }

    @Test func anEnumIsNotAClassOrStruct() throws {
        #expect(
            try testsCannotMake("enum SwiftHubAPI {\n    case live\n}\n")
                == "'concrete: true' holds a class or struct as it is, but 'appCode' declares 'SwiftHubAPI' as an "
                + "enum; list a class or struct, or remove 'concrete: true' and list a protocol")
    }
}
