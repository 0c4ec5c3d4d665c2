import Foundation
import ScaffoldKit
import Testing

/// Routes no input or output starts (`source: code`): the view model's own code calls its coordinator after a reply,
/// or the view controller's own code calls its router from a selection. Each convention where routes are methods
/// declares them, implements them in the coordinator, records them in the mock and leaves a note where they are
/// called; the scenes type-check with their tests in Swift 5 and 6.
@Suite struct CodeRouteCompileTests {
    /// The List scene with `routes`, one per line.
    static func list(routes: [String]) -> String {
        """
        scene: List
        inputs:
          - refresh
        outputs:
          - items: "[String]"
        coordinator:
          routes:

        """ + routes.map { "    - \($0)" }.joined(separator: "\n")
    }

    static let specs = [
        "Specs/List.yml": list(routes: [
            "showDetail: {scene: Detail, source: code, type: String, method: \"showDetail(id:)\"}",
            "openHelp: {external: safari, source: code, type: URL}",
            "share: {handler: shareItem, source: code, type: \"(title: String, count: Int)\"}",
            "signOut: {scene: Done, source: code}",
        ]),
        "Specs/Detail.yml": """
        scene: Detail
        arguments:
          - id: String
        outputs:
          - title: String
        coordinator: {}
        """,
        "Specs/Done.yml": """
        scene: Done
        outputs:
          - title: String
        coordinator: {}
        """,
    ]

    /// Every convention where routes are methods: the view model calls its coordinator, or the view controller its
    /// router.
    static let conventions = [
        "{coordinatorInViewModel: true}", "{coordinatorInViewModel: property}", "{viewModel: transform}",
        "{viewModel: transform, transform: {struct: true}}", "{navigation: viewController}",
        "{navigation: viewController, viewModel: transform}", "{inputs: init, coordinatorInViewModel: true}",
        "{viewModel: inputOutput, coordinatorInViewModel: true}",
    ]

    /// The flow conventions, where the view model's own code accepts the route's step on `steps`; a flow starts
    /// scenes only, so these specs route to no web page or handler.
    static let flowConventions = ["{navigation: rxflow}", "{navigation: rxflow, viewModel: transform}"]

    static let flowSpecs = specs.merging([
        "Specs/List.yml": list(routes: [
            "showDetail: {scene: Detail, source: code, type: String}", "signOut: {scene: Done, source: code}",
            "refresh: Done",
        ])
    ]) { _, flow in flow }

    static func generate(conventions: String) throws -> GeneratedOutput {
        try AppCodeCompileTests.generate(
            config: """
                tests: {folder: SceneTests, testableImport: App}
                conventions: \(conventions)
                """,
            specs: flowConventions.contains(conventions) ? flowSpecs : specs)
    }

    @Test(arguments: conventions + flowConventions, LanguageMode.allCases)
    func scenesWithRoutesTheAppsCodeCallsCompile(conventions: String, mode: LanguageMode) throws {
        let output = try Self.generate(conventions: conventions)
        #expect(output.warnings == [])
        let result = try AppCodeCompileTests.typecheck(output, handWritten: [:], mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// The routes' methods as the protocol declares them, each taking the route's `type:`.
    @Test func theProtocolDeclaresAMethodPerRouteWithItsType() throws {
        let output = try Self.generate(conventions: Self.conventions[0])
        let contract = try #require(output.files.first { $0.path == "Scenes/List/List.generated.swift" })
        #expect(
            contract.contents.split(separator: "\n").filter { $0.hasPrefix("    func ") } == [
                "    func showDetail(id: String) -> Observable<Void>",
                "    func openHelp(_ value: URL) -> Observable<Void>",
                "    func share(_ value: (title: String, count: Int)) -> Observable<Void>",
                "    func signOut() -> Observable<Void>",
            ])
    }

    /// Nothing binds the routes; the code that calls each gets a note naming the call, in the view model where it
    /// calls its coordinator and in the view controller where it calls its router.
    @Test(arguments: [
        ("{coordinatorInViewModel: true}", "Scenes/List/ListViewModel.swift", "coordinator", "the view model's"),
        ("{navigation: viewController}", "Scenes/List/ListViewController.swift", "router", "the screen's"),
    ])
    func theCallerGetsANotePerRoute(conventions: String, path: String, callee: String, owner: String) throws {
        let output = try Self.generate(conventions: conventions)
        let file = try #require(output.files.first { $0.path == path })
        #expect(
            file.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                $0.hasPrefix("// TODO: call \(callee)")
            } == [
                "// TODO: call \(callee)?.showDetail(id: value) where \(owner) own code opens Detail.",
                "// TODO: call \(callee)?.openHelp(value) where \(owner) own code leads to Safari.",
                "// TODO: call \(callee)?.share(value) where \(owner) own code leads to `shareItem`.",
                "// TODO: call \(callee)?.signOut() where \(owner) own code opens Done.",
            ])
    }

    /// In a flow, the view model's own code accepts each route's step, which the flow follows like any other.
    @Test(arguments: flowConventions)
    func aFlowViewModelGetsANotePerRouteStep(conventions: String) throws {
        let output = try Self.generate(conventions: conventions)
        let file = try #require(output.files.first { $0.path == "Scenes/List/ListViewModel.swift" })
        #expect(
            file.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                $0.hasPrefix("// TODO: accept")
            } == [
                "// TODO: accept AppStep.detail(id: value) on steps where the view model's own code shows Detail.",
                "// TODO: accept AppStep.done on steps where the view model's own code shows Done.",
            ])
        let flow = try #require(output.files.first { $0.path == "Scenes/List/ListFlow.swift" })
        #expect(
            flow.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                $0.hasPrefix("case AppStep.")
            } == ["case AppStep.detail(let id):", "case AppStep.done:"])
    }

    /// The app's own coordinator class (`coordinator: {type:}`) has a method the view model's own code calls, as
    /// apps call `coordinator?.showHome()` once a sign-in succeeds.
    @Test(arguments: LanguageMode.allCases)
    func theAppsCoordinatorClassConformsWithTheMethodsCodeCalls(mode: LanguageMode) throws {
        let authFlow = """
            final class AuthFlow {
                func start() -> SignInViewModel { SignInViewModel(coordinator: self) }
                func showHome(user: String) {}
                func close() {}
            }

            """
        let output = try AppCodeCompileTests.generate(
            config: """
                tests: {folder: SceneTests, testableImport: App}
                appCode: App
                conventions: {coordinatorInViewModel: true}
                """,
            specs: [
                "App/AuthFlow.swift": authFlow,
                "Specs/SignIn.yml": """
                scene: SignIn
                inputs:
                  - submit
                outputs:
                  - canSubmit: Bool
                coordinator:
                  type: AuthFlow
                  routes:
                    - signedIn: {handler: showHome, source: code, type: String, method: "showHome(user:)"}
                    - cancelled: {handler: close, source: code}
                """,
            ])
        let contract = try #require(output.files.first { $0.path == "Scenes/SignIn/SignIn.generated.swift" })
        #expect(
            contract.contents.split(separator: "\n").filter { $0.hasPrefix("    func ") || $0.hasPrefix("extension") }
                == [
                    "    func showHome(user: String)", "    func close()",
                    "extension AuthFlow: SignInCoordinatorType {}",
                ])
        let result = try AppCodeCompileTests.typecheck(output, handWritten: ["AuthFlow.swift": authFlow], mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }
}
