import Foundation
import Testing

/// The app's own support types (`supportTypes` in `scaffold.yml`) and base view model, end to end: a mapped type
/// gets no generated file and is named by generated code, trusted without `appCode` and checked with it.
@Suite struct SupportTypesCommandTests {
    static let scene = "scene: Posts\nconventions: {viewModel: transform}\noutputs: [title: String]\n"

    @Test func withoutAppCodeTheMappingIsTrustedAndItsFileIsNotWritten() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "tests: none\nsupportTypes: {viewModelType: AppViewModelType}\n")
        try project.write("Specs/Posts.yml", Self.scene)
        #expect(try project.runner.run(["scene", "--quiet"]) == .init(status: 0, stdout: "", stderr: ""))
        #expect(!project.files().contains("Scenes/Support/ViewModelType.generated.swift"))
        #expect(
            try project.read("Scenes/Posts/PostsViewModel.swift").contains(
                "final class PostsViewModel: AppViewModelType {"))
    }

    @Test func aMappedTypeAppCodeDoesNotDeclareIsAnErrorAtItsEntry() throws {
        let project = try TemporaryProject()
        try project.write(
            "scaffold.yml", "tests: none\nappCode: App\nsupportTypes: {viewModelType: AppViewModelType}\n")
        try project.write("Specs/Posts.yml", Self.scene)
        try project.write("App/Other.swift", "struct Other {}\n")
        let result = try project.runner.run(["scene"])
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                scaffold.yml:3:31: error: 'AppViewModelType' is not declared in 'appCode' (App); declare it in a file \
                'appCode' lists, or remove 'viewModelType' so that scaffold writes its own

                """)
    }

    @Test func aBaseClassWhoseInitTakesAServiceTheSceneLacksIsAnErrorAtTheScene() throws {
        let project = try TemporaryProject()
        try project.write(
            "scaffold.yml", "tests: none\nappCode: App\nviewModelBaseClass: BaseViewModel\nappServices:\n  API:\n")
        try project.write("Specs/Posts.yml", Self.scene)
        try project.write(
            "App/BaseViewModel.swift",
            """
            protocol API: AnyObject {
                func reset()
            }

            class BaseViewModel {
                init(api: any API) {}
            }

            """)
        let result = try project.runner.run(["scene"])
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                Specs/Posts.yml:1:8: error: the view model of 'Posts' cannot call 'init(api:)' of its base class \
                'BaseViewModel': it takes 'any API', which 'Posts' does not depend on; list that service under \
                'dependencies', or write the call as 'superInit'
                App/BaseViewModel.swift:6:5: note: 'init(api:)' is declared here

                """)
    }

    @Test func aBaseClassWhoseInitTakesADependencyGetsItThroughSuperInit() throws {
        let project = try TemporaryProject()
        try project.write(
            "scaffold.yml", "tests: none\nappCode: App\nviewModelBaseClass: BaseViewModel\nappServices:\n  API:\n")
        try project.write("Specs/Posts.yml", Self.scene + "dependencies: [API]\n")
        try project.write(
            "App/BaseViewModel.swift",
            "protocol API: AnyObject {\n    func reset()\n}\n\nclass BaseViewModel {\n    init(api: any API) {}\n}\n")
        #expect(try project.runner.run(["scene", "--quiet"]).status == 0)
        let viewModel = try project.read("Scenes/Posts/PostsViewModel.swift")
        #expect(viewModel.contains("        super.init(api: api)\n"))
        #expect(!viewModel.contains("private let api"))
    }

    @Test func aBaseClassThatDeclaresTheCoordinatorPropertyIsAnErrorAtTheCoordinator() throws {
        let project = try TemporaryProject()
        try project.write(
            "scaffold.yml",
            "tests: none\nappCode: App\nviewModelBaseClass: BaseViewModel\n"
                + "conventions: {coordinatorInViewModel: property}\n")
        try project.write(
            "Specs/Posts.yml", "scene: Posts\ninputs: [open]\ncoordinator:\n  routes:\n    - open: Posts\n")
        try project.write("App/BaseViewModel.swift", "class BaseViewModel {\n    weak var coordinator: AnyObject?\n}\n")
        let result = try project.runner.run(["scene"])
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                Specs/Posts.yml:3:1: error: the view model of 'Posts' holds its coordinator in 'coordinator', which \
                its base class 'BaseViewModel' declares already, so it cannot declare its own of the coordinator's \
                type; name it otherwise with 'names: {coordinatorProperty: ...}', or remove 'coordinator' from \
                'BaseViewModel'

                """)
    }

    @Test func aCoordinatorNamedOtherwiseThanTheBaseClassPropertyIsValid() throws {
        let project = try TemporaryProject()
        try project.write(
            "scaffold.yml",
            "tests: none\nappCode: App\nviewModelBaseClass: BaseViewModel\n"
                + "conventions: {coordinatorInViewModel: property}\nnames: {coordinatorProperty: router}\n")
        try project.write(
            "Specs/Posts.yml", "scene: Posts\ninputs: [open]\ncoordinator:\n  routes:\n    - open: Posts\n")
        try project.write("App/BaseViewModel.swift", "class BaseViewModel {\n    weak var coordinator: AnyObject?\n}\n")
        #expect(try project.runner.run(["scene", "--quiet"]).status == 0)
        #expect(
            try project.read("Scenes/Posts/PostsViewModel.swift").contains(
                "    weak var router: (any PostsCoordinatorType)?\n"))
    }
}
