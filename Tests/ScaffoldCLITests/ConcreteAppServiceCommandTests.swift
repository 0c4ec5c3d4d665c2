import Foundation
import Testing

/// An app class or struct under `appServices` held as it is (`concrete: true`), end to end: SwiftHub's base view
/// model takes its API class itself, which only the class, not a protocol extracted from it, can be handed to.
@Suite struct ConcreteAppServiceCommandTests {
    static let scene = "scene: Login\noutputs: [title: String]\n"
    static let app = """
        final class SwiftHubAPI {
            func reset() {}
        }

        class ViewModel {
            init(provider: SwiftHubAPI) {}
        }

        """

    /// A transform project whose base class takes `SwiftHubAPI`, its entry written `entry`.
    private func project(entry: String = "SwiftHubAPI: {concrete: true}", tests: String = "none", app: String = app)
        throws -> TemporaryProject
    {
        let project = try TemporaryProject()
        try project.write(
            "scaffold.yml",
            """
            tests: \(tests)
            conventions: {viewModel: transform}
            appCode: App
            appServices:
              \(entry)
            viewModelBaseClass: {name: ViewModel, dependencies: [SwiftHubAPI]}

            """)
        try project.write("Specs/Login.yml", Self.scene)
        try project.write("App/App.swift", app)
        return project
    }

    @Test func aBaseClassInitTakingAClassScaffoldExtractsAProtocolFromSaysToHoldTheClassAsItIs() throws {
        let project = try project(entry: "SwiftHubAPI:")
        let result = try project.runner.run(["scene"])
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                scaffold.yml:5:3: error: 'init(provider:)' of the view model base class 'ViewModel' takes the class \
                'SwiftHubAPI' itself, but view models hold an 'appServices' class as the protocol scaffold extracts \
                from it, 'SwiftHubAPIType', which that 'init' cannot take; write 'SwiftHubAPI: {concrete: true}' \
                under 'appServices' so that view models hold 'SwiftHubAPI' as it is
                App/App.swift:6:5: note: 'init(provider:)' is declared here

                """)
    }

    @Test func theViewModelTakesTheClassItselfAndHandsItToTheBaseClass() throws {
        let project = try project()
        #expect(try project.runner.run(["scene", "--quiet"]) == .init(status: 0, stdout: "", stderr: ""))
        let viewModel = try project.read("Scenes/Login/LoginViewModel.swift")
        #expect(viewModel.contains("    init(swiftHubAPI: SwiftHubAPI) {\n        super.init(provider: swiftHubAPI)\n"))
        #expect(!viewModel.contains("private let swiftHubAPI"))
        #expect(
            try project.read("Services/AppServices.generated.swift").contains(
                "protocol HasSwiftHubAPI {\n    var swiftHubAPI: SwiftHubAPI { get }\n}"))
        #expect(!project.files().contains("Services/SwiftHubAPI.generated.swift"))
    }

    @Test func aStructWithoutABaseClassIsAPropertyOfItsOwnType() throws {
        let project = try TemporaryProject()
        try project.write(
            "scaffold.yml",
            "tests: none\nconventions: {viewModel: transform}\nappCode: App\nappServices:\n  Settings: {concrete: true}\n"
        )
        try project.write("Specs/Login.yml", Self.scene + "dependencies: [Settings]\n")
        try project.write("App/Settings.swift", "struct Settings {\n    var pageSize = 20\n}\n")
        #expect(try project.runner.run(["scene", "--quiet"]) == .init(status: 0, stdout: "", stderr: ""))
        let viewModel = try project.read("Scenes/Login/LoginViewModel.swift")
        #expect(viewModel.contains("    private let settings: Settings\n"))
        #expect(viewModel.contains("    init(settings: Settings) {\n"))
    }

    @Test func testsMakeTheRealClassAndNoMockIsWritten() throws {
        let project = try project(tests: "SceneTests")
        #expect(try project.runner.run(["scene", "--quiet"]) == .init(status: 0, stdout: "", stderr: ""))
        let tests = try project.read("SceneTests/Login/LoginViewModelTests.swift")
        #expect(tests.contains("    private var swiftHubAPI: SwiftHubAPI!\n"))
        #expect(tests.contains("        swiftHubAPI = SwiftHubAPI()\n"))
        #expect(!project.files().contains { $0.hasSuffix("SwiftHubAPIMock.generated.swift") })
    }

    @Test func switchingAnExtractedClassToConcreteMergesTheEditedViewModelAndPruneRemovesItsProtocolAndMock() throws {
        let project = try TemporaryProject()
        let config = "tests: SceneTests\nconventions: {viewModel: transform}\nappCode: App\nappServices:\n"
        try project.write("scaffold.yml", config + "  SwiftHubAPI:\n")
        try project.write("Specs/Login.yml", Self.scene + "dependencies: [SwiftHubAPI]\n")
        try project.write("App/App.swift", "final class SwiftHubAPI {\n    func reset() {}\n}\n")
        #expect(try project.runner.run(["scene", "--quiet"]).status == 0)
        let path = "Scenes/Login/LoginViewModel.swift"
        let todo = "// TODO: derive every output from the input; all bindings live here."
        try project.write(path, try project.read(path).replacingOccurrences(of: todo, with: "swiftHubAPI.reset()"))
        try project.write("scaffold.yml", config + "  SwiftHubAPI: {concrete: true}\n")
        #expect(try project.runner.run(["scene", "--quiet", "--prune"]).status == 0)
        let viewModel = try project.read(path)
        #expect(viewModel.contains("    private let swiftHubAPI: SwiftHubAPI\n"))
        #expect(viewModel.contains("    init(swiftHubAPI: SwiftHubAPI) {\n"))
        #expect(viewModel.contains("        swiftHubAPI.reset()\n"))
        #expect(!project.files().contains("Services/SwiftHubAPI.generated.swift"))
        #expect(!project.files().contains("SceneTests/Services/SwiftHubAPIMock.generated.swift"))
    }

    @Test func aClassTestsCannotMakeWithInitIsAnErrorAtItsEntry() throws {
        let app = Self.app.replacingOccurrences(of: "    func reset() {}", with: "    init(token: String) {}")
        let project = try project(tests: "SceneTests", app: app)
        let result = try project.runner.run(["scene"])
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                scaffold.yml:5:3: error: generated tests make 'SwiftHubAPI' as 'SwiftHubAPI()', but no 'init' it \
                declares can be called without arguments (each takes arguments, is private, failable or isolated to \
                the main actor); give 'SwiftHubAPI' an 'init' whose parameters all have default values, or set \
                'tests: none'
                App/App.swift:1:13: note: 'SwiftHubAPI' is declared here

                """)
    }

    @Test func methodsBesideConcreteAreAnErrorAtMethods() throws {
        let project = try project(entry: "SwiftHubAPI: {concrete: true, methods: []}")
        let result = try project.runner.run(["scene"])
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                scaffold.yml:5:33: error: 'SwiftHubAPI' is held as it is ('concrete: true'), so scaffold writes no \
                mock and its 'methods' would go unused; remove 'methods', or remove 'concrete: true' so that scaffold \
                extracts a protocol to mock

                """)
    }

    @Test func aConcreteFlagThatIsNotABooleanIsAnErrorAtTheValue() throws {
        let project = try project(entry: "SwiftHubAPI: {concrete: maybe}")
        let result = try project.runner.run(["scene"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "scaffold.yml:5:27: error: 'maybe' is not a valid value for 'concrete'; use one of: true, false\n")
    }
}
