import Foundation
import ScaffoldKit
import Testing

/// Scenes whose coordinator is the app's own class (`coordinator: {type: AuthFlow}`), as apps wrote coordinators
/// before scaffold: one class for a flow of two screens, which makes their view models and hands itself to them.
/// The contract makes the class conform to each scene's protocol of route methods, on the main actor where the app's
/// Swift isolates the class to it, so the class and the generated code type-check together.
@Suite struct AppCoordinatorCompileTests {
    static let specs = [
        "Specs/SignIn.yml": """
        scene: SignIn
        inputs:
          - forgotPassword: String
          - tapHelp
        outputs:
          - canSubmit: Bool
        coordinator:
          type: AuthFlow
          routes:
            - forgotPassword: {scene: Reset, method: "showReset(email:)"}
            - tapHelp: {handler: showHelp}
        """,
        "Specs/Reset.yml": """
        scene: Reset
        arguments:
          - email: String
        inputs:
          - tapBack
        outputs:
          - status: String
        coordinator:
          type: AuthFlow
          routes:
            - tapBack: {handler: close}
        """,
    ]

    /// The conventions where a view model calls its coordinator: a class with inputs and outputs protocols, and a
    /// transform struct.
    static let conventions = [
        "{coordinatorInViewModel: true}", "{viewModel: transform, transform: {struct: true}}",
    ]

    static func config(conventions: String) -> String {
        """
        tests: {folder: SceneTests, testableImport: App}
        appCode: App
        conventions: \(conventions)
        """
    }

    /// The app's class, isolated to the main actor as `isolation` says (`@MainActor`, or nothing), with a method
    /// per route but the ones `missing` names.
    static func authFlow(isolation: String, missing: Set<String> = []) -> String {
        let methods = [
            ("showReset", "func showReset(email: String) { _ = ResetViewModel(email: email, coordinator: self) }"),
            ("showHelp", "func showHelp() {}"),
            ("close", "func close() {}"),
        ].filter { !missing.contains($0.0) }.map { "    " + $0.1 }
        return """
            \(isolation.isEmpty ? "" : "\(isolation)\n")final class AuthFlow {
                func start() -> SignInViewModel {
                    SignInViewModel(coordinator: self)
                }

            \(methods.joined(separator: "\n"))
            }

            """
    }

    /// The specs with the app's class as `appCode` declares it.
    static func generate(_ authFlow: String, conventions: String = conventions[0]) throws -> GeneratedOutput {
        try AppCodeCompileTests.generate(
            config: config(conventions: conventions),
            specs: specs.merging(["App/AuthFlow.swift": authFlow]) { first, _ in first })
    }

    @Test func theScenesGetNoCoordinatorAndNoBaseClass() throws {
        let output = try Self.generate(Self.authFlow(isolation: ""))
        #expect(output.warnings == [])
        #expect(
            output.files.map(\.path).filter { $0.hasPrefix("Scenes/") }.sorted() == [
                "Scenes/Reset/Reset.generated.swift",
                "Scenes/Reset/ResetViewController.swift",
                "Scenes/Reset/ResetViewModel.swift",
                "Scenes/SignIn/SignIn.generated.swift",
                "Scenes/SignIn/SignInViewController.swift",
                "Scenes/SignIn/SignInViewModel.swift",
            ])
    }

    @Test(arguments: conventions, LanguageMode.allCases)
    func aMainActorClassConformsOnTheMainActor(conventions: String, mode: LanguageMode) throws {
        let authFlow = Self.authFlow(isolation: "@MainActor")
        let output = try Self.generate(authFlow, conventions: conventions)
        #expect(
            Self.conformances(in: output) == [
                "extension AuthFlow: @MainActor ResetCoordinatorType {}",
                "extension AuthFlow: @MainActor SignInCoordinatorType {}",
            ])
        let result = try AppCodeCompileTests.typecheck(output, handWritten: ["AuthFlow.swift": authFlow], mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// A Swift 5 app's coordinator without isolation, as most RxSwift apps' are, hands itself to its view models
    /// wherever it runs.
    @Test(arguments: conventions, LanguageMode.allCases)
    func aClassWithoutIsolationConformsAsItIs(conventions: String, mode: LanguageMode) throws {
        let authFlow = Self.authFlow(isolation: "")
        let output = try Self.generate(authFlow, conventions: conventions)
        #expect(
            Self.conformances(in: output) == [
                "extension AuthFlow: ResetCoordinatorType {}",
                "extension AuthFlow: SignInCoordinatorType {}",
            ])
        let result = try AppCodeCompileTests.typecheck(output, handWritten: ["AuthFlow.swift": authFlow], mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// `hold: strong` keeps the app's class in a `let` that the view model calls without `?`, for a class that only
    /// its view models keep, in every convention that calls it.
    @Test(arguments: conventions + ["{viewModel: transform}"], LanguageMode.allCases)
    func aClassHeldStronglyIsKeptInALet(conventions: String, mode: LanguageMode) throws {
        let authFlow = Self.authFlow(isolation: "@MainActor")
        let output = try AppCodeCompileTests.generate(
            config: Self.config(conventions: conventions),
            specs: Self.specs.mapValues {
                $0.replacing("  type: AuthFlow\n", with: "  type: AuthFlow\n  hold: strong\n")
            }
            .merging(["App/AuthFlow.swift": authFlow]) { first, _ in first })
        #expect(output.warnings == [])
        let viewModel = try #require(output.files.first { $0.path == "Scenes/SignIn/SignInViewModel.swift" })
        let declarations = viewModel.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains("var coordinator") || $0.contains("let coordinator") }
        #expect(declarations == ["private let coordinator: any SignInCoordinatorType"])
        let result = try AppCodeCompileTests.typecheck(output, handWritten: ["AuthFlow.swift": authFlow], mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// The contract's conformances to the routes' protocols, in path order.
    static func conformances(in output: GeneratedOutput) -> [String] {
        output.files.filter { $0.path.hasSuffix(".generated.swift") }.sorted { $0.path < $1.path }.flatMap {
            $0.contents.split(separator: "\n").filter { $0.hasPrefix("extension AuthFlow") }.map(String.init)
        }
    }
}
