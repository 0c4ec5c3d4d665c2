import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// What an unfilled service method and an unset mock result do: fail at once with `NotImplemented` naming the
/// member, declared once per project; and the imports of the files that no longer need Foundation.
@Suite struct PlaceholderPresentationTests {
    private func model(_ yaml: String) throws -> SceneModel {
        try SceneModelBuilderTests.model(yaml, testsFolder: "SceneTests")
    }

    private static let auth = """
        scene: Login
        service:
          name: AuthService
          methods:
            - login: {params: [email: String, password: String], returns: User}
            - reset: {params: [email: String], kind: completable}
            - cached: {returns: User?, kind: sync}

        """

    @Test func aReactiveServiceMethodFailsNamingTheServiceAndTheMethod() throws {
        let model = try model(Self.auth)
        #expect(
            model.service?.methods == [
                ServiceMethodModel(
                    name: "login", docLines: [],
                    signature: "func login(email: String, password: String) -> Single<User>",
                    placeholder: ".error(NotImplemented(\"AuthService.login(email:password:)\"))", isFirst: true),
                ServiceMethodModel(
                    name: "reset", docLines: [], signature: "func reset(email: String) -> Completable",
                    placeholder: ".error(NotImplemented(\"AuthService.reset(email:)\"))"),
                ServiceMethodModel(
                    name: "cached", docLines: [], signature: "func cached() -> User?", placeholder: "nil"),
            ])
        #expect(model.usesNotImplemented)
    }

    @Test func anUnsetMockResultFailsNamingIt() throws {
        let model = try model(Self.auth)
        #expect(
            model.tests?.serviceMock?.methods == [
                MockMethodModel(
                    signature: "func login(email: String, password: String) -> Single<User>",
                    recorder: "private(set) var loginCalls: [(email: String, password: String)] = []",
                    counter: "var loginCallCount: Int { loginCalls.count }",
                    record: "loginCalls.append((email: email, password: password))",
                    result: "var loginResult: Single<User> = .error(NotImplemented(\"AuthServiceMock.loginResult\"))",
                    resultProperty: "loginResult", bodyLines: ["return loginResult"]),
                MockMethodModel(
                    signature: "func reset(email: String) -> Completable",
                    recorder: "private(set) var resetCalls: [String] = []",
                    counter: "var resetCallCount: Int { resetCalls.count }", record: "resetCalls.append(email)",
                    result: "var resetResult: Completable = .error(NotImplemented(\"AuthServiceMock.resetResult\"))",
                    resultProperty: "resetResult", bodyLines: ["return resetResult"]),
                MockMethodModel(
                    signature: "func cached() -> User?", recorder: "private(set) var cachedCallCount = 0",
                    record: "cachedCallCount += 1", result: "var cachedResult: User? = nil",
                    resultProperty: "cachedResult", bodyLines: ["return cachedResult"]),
            ])
    }

    @Test func aMockResultTooLongForOneLineBreaksAfterTheErrorCall() throws {
        let model = try model(
            "scene: Feed\nservice:\n  methods:\n    - mostPopularRepositories: {returns: \"[(name: String, stars: Int)]\"}\n"
        )
        let method = try #require(model.tests?.serviceMock?.methods.first)
        #expect(
            [method.result, method.resultContinuation] == [
                "var mostPopularRepositoriesResult: Single<[(name: String, stars: Int)]> = .error(",
                "NotImplemented(\"FeedServiceMock.mostPopularRepositoriesResult\"))",
            ])
    }

    @Test func aServiceOfOnlySyncMethodsNeedsNoErrorType() throws {
        let model = try model("scene: A\nservice:\n  methods:\n    - count: {returns: Int, kind: sync}\n")
        #expect(!model.usesNotImplemented)
        let renderer = SceneRenderer(templates: try TemplateSet(entries: TemplateSet.builtIn), outputRoot: "Scenes")
        #expect(renderer.supportFiles(for: [model]).map(\.path) == [])
    }

    @Test func aReactiveMethodMakesTheProjectDeclareTheErrorOnce() throws {
        let models = [try model(Self.auth), try model(Self.auth.replacingOccurrences(of: "Login", with: "Other"))]
        let renderer = SceneRenderer(templates: try TemplateSet(entries: TemplateSet.builtIn), outputRoot: "Scenes")
        #expect(renderer.supportFiles(for: models).map(\.path) == ["Scenes/Support/NotImplemented.generated.swift"])
    }

    @Test func filesImportFoundationOnlyWhenASpecTypeComesFromIt() throws {
        let plain = try model(Self.auth)
        let dated = try model(
            "scene: Log\ninputs:\n  - pick: Date\nservice:\n  methods:\n    - open: {params: [url: URL]}\n")
        #expect(
            [plain.generatedImports, plain.viewModelImports, plain.serviceImports, plain.tests?.mockImports ?? []]
                == [["RxSwift"], ["RxSwift"], ["RxSwift"], ["RxSwift"]])
        #expect(
            [dated.generatedImports, dated.viewModelImports, dated.serviceImports, dated.tests?.mockImports ?? []]
                == [
                    ["Foundation", "RxSwift"], ["Foundation", "RxSwift"], ["Foundation", "RxSwift"],
                    ["Foundation", "RxSwift"],
                ])
    }

    /// A member the spec types with a library's or UIKit's type brings that module to every file that declares it.
    @Test func filesImportTheModulesOfTheTypesASpecWrites() throws {
        let model = try model(
            "scene: Avatar\nproperties:\n  - caption: Driver<String>\n  - highlighted: BehaviorRelay<Bool>\n"
                + "outputs:\n  - avatar: UIImage\nservice:\n  methods:\n    - tint: {returns: UIColor}\n")
        let everywhere = ["RxCocoa", "RxRelay", "RxSwift", "UIKit"]
        #expect(
            [model.generatedImports, model.viewModelImports, model.serviceImports, model.tests?.mockImports ?? []]
                == [everywhere, everywhere, ["RxSwift", "UIKit"], everywhere])
        #expect(model.tests?.testImports == ["RxCocoa", "RxRelay", "RxSwift", "RxTest", "UIKit", "XCTest"])
    }

    /// An app type that shadows a library's name is the app's, and brings no import; written with its module, it
    /// is the library's.
    @Test func aLibraryNameTheAppShadowsBringsItsModuleOnlyWhenQualified() throws {
        let names = LibraryNames(shadowed: ["Driver"])
        let bare = try SwiftTypeParser.parse("[Driver]").get()
        let qualified = try SwiftTypeParser.parse("RxCocoa.Driver<Int>").get()
        #expect(names.modules(usedBy: [bare]) == [])
        #expect(names.modules(usedBy: [qualified]) == ["RxCocoa"])
        #expect(
            LibraryNames().modules(usedBy: [try SwiftTypeParser.parse("[PublishRelay<Int>]?").get()]) == ["RxRelay"])
    }

    @Test func uiKitTypesAreFoundAtAnyDepthAndByTheirPrefix() throws {
        func uses(_ type: String) throws -> Bool {
            UIKitTypes.areUsed(by: [try SwiftTypeParser.parse(type).get()])
        }
        #expect(
            try ["[UIImage]", "UIStackView?", "UIKit.UIColor", "Uid", "User", "(UIEdgeInsets) -> Void"].map(uses)
                == [true, true, true, false, false, true])
    }

    /// Types nested in UIKit's, and UIKit's types with Foundation's prefix, are UIKit's too.
    @Test func uiKitsNestedAndNSPrefixedTypesAreUIKits() throws {
        let types = ["UIFont.TextStyle", "NSLayoutConstraint", "[NSTextAlignment]", "NSAttributedString"]
        #expect(
            try types.map { UIKitTypes.areUsed(by: [try SwiftTypeParser.parse($0).get()]) } == [
                true, true, true, false,
            ])
    }

    /// The coordinator stores the scene's arguments and hands them on: a library's type among them brings its module.
    @Test func theCoordinatorImportsTheModulesOfTheArgumentsTypes() throws {
        let model = try model("scene: Chart\narguments: [points: \"Driver<Int>\", marked: \"BehaviorRelay<Bool>\"]\n")
        #expect(model.coordinatorImports == ["RxCocoa", "RxRelay", "RxSwift", "UIKit"])
    }

    @Test func errorMessagesShownAsTextImportFoundationForLocalizedDescription() throws {
        let model = try model("scene: A\noutputs:\n  - failure: String\ntracking: {errors: failure}\n")
        #expect([model.generatedImports, model.viewModelImports] == [["RxSwift"], ["Foundation", "RxSwift"]])
    }

    @Test func foundationTypesAreFoundAtAnyDepthAndByTheirPrefix() throws {
        func uses(_ type: String) throws -> Bool {
            FoundationTypes.areUsed(by: [try SwiftTypeParser.parse(type).get()])
        }
        #expect(
            try ["[String: Date]", "Result<URL, Error>?", "NSAttributedString", "Foundation.Data", "User", "Nsid"]
                .map(uses) == [true, true, true, true, false, false])
    }

    /// Errors, formatters and units that models and service signatures carry are Foundation's too.
    @Test func foundationErrorsFormattersAndUnitsAreKnown() throws {
        let types = ["URLError", "Measurement<UnitLength>", "[LocalizedError]", "RelativeDateTimeFormatter"]
        #expect(
            try types.map { FoundationTypes.areUsed(by: [try SwiftTypeParser.parse($0).get()]) } == [
                true, true, true, true,
            ])
    }
}
