import Foundation
import Testing

@testable import ScaffoldCore

/// `viewModelBaseClass:` in a spec and in `scaffold.yml`: its forms, its checks, and how a spec takes the project's.
struct ViewModelBaseClassTests {
    private func decode(_ input: MarkedText) -> (spec: SceneSpec?, diagnostics: [Diagnostic]) {
        SpecDecoder().decode(input.data, file: input.file)
    }

    @Test func aClassNameAloneIsTheShortForm() throws {
        let input = MarkedText("scene: Profile\nviewModelBaseClass: 1️⃣NSObject")
        let spec = try #require(decode(input).spec)
        #expect(spec.viewModelBaseClass == ViewModelBaseClassSpec(name: input.located("NSObject", at: "1️⃣")))
    }

    @Test func theLongFormKeepsTheCallAndTheDependencies() throws {
        let input = MarkedText(
            """
            scene: Posts
            viewModelBaseClass:
              name: 1️⃣ViewModel
              superInit: "2️⃣super.init(posts: postsUseCase)"
              dependencies: [3️⃣PostsUseCase]
            """)
        let result = decode(input)
        #expect(result.diagnostics == [])
        #expect(
            result.spec?.viewModelBaseClass
                == ViewModelBaseClassSpec(
                    name: input.located("ViewModel", at: "1️⃣"),
                    superInit: input.located("super.init(posts: postsUseCase)", at: "2️⃣"),
                    dependencies: [input.located("PostsUseCase", at: "3️⃣")]))
    }

    @Test func aCallThatIsNotOneSuperInitIsAnErrorAtIt() {
        let input = MarkedText(
            "scene: Posts\nviewModelBaseClass: {name: ViewModel, superInit: \"1️⃣super.init(); reset()\"}")
        #expect(
            decode(input).diagnostics
                == [.error(.implausibleSuperInit("super.init(); reset()"), at: input["1️⃣"])])
    }

    @Test(arguments: [
        ("super.init()", true),
        ("super.init(provider: provider)", true),
        ("super.init(title: \"(a) )\")", true),
        ("super.init(a: f(b))", true),
        ("self.init()", false),
        ("super.init(", false),
        ("super.init() // done", false),
        ("super.init(); reset()", false),
        ("super.init()\nreset()", false),
        ("super.init(a: \")", false),
        ("super.init(path: \"\\\\\")", true),
        ("super.init(url: \"https://example.com\")", true),
        ("super.init(a) + super.init(b)", false),
        ("super.init(a: [1, 2)])", false),
        ("super.init(a: \"\\(b)\")", false),
        ("super.init(\ta)", false),
        ("super.init(#file)", false),
    ])
    func aPlausibleCallOpensSuperInitAndClosesItLast(call: String, isPlausible: Bool) {
        #expect(ViewModelBaseClassDecoder.isPlausibleSuperInit(call) == isPlausible)
    }

    @Test func theConfigsBaseClassIsReadInEitherForm() throws {
        let config = try ConfigDecoder().decode(Data("viewModelBaseClass: NSObject\n".utf8), file: "scaffold.yml").get()
        #expect(config.viewModelBaseClass?.name.value == "NSObject")
    }

    @Test func aSpecTakesTheProjectsBaseClassAndItsDependenciesAfterItsOwn() {
        let file = "Specs/Posts.yml"
        let project = ViewModelBaseClassSpec(
            name: Located("ViewModel", at: .startOf("scaffold.yml")),
            dependencies: [
                Located("PostsUseCase", at: .startOf("scaffold.yml")),
                Located("UserService", at: .startOf("scaffold.yml")),
            ])
        let spec = SceneSpec(
            file: file, name: Located("Posts", at: .startOf(file)),
            dependencies: [Located("UserService", at: .startOf(file))])
        let resolved = spec.resolvingViewModelBaseClass(project)
        #expect(resolved.viewModelBaseClass == project)
        #expect(resolved.dependencies.map(\.value) == ["UserService", "PostsUseCase"])
    }

    @Test func falseDeclinesTheProjectsBaseClass() throws {
        let result = decode(MarkedText("scene: Cell\nviewModelBaseClass: false\n"))
        #expect(result.diagnostics == [])
        let spec = try #require(result.spec)
        #expect(spec.declinesViewModelBaseClass)
        let project = ViewModelBaseClassSpec(
            name: Located("ViewModel", at: .startOf("scaffold.yml")),
            dependencies: [Located("CartService", at: .startOf("scaffold.yml"))])
        #expect(spec.resolvingViewModelBaseClass(project) == spec)
    }

    @Test func aSpecsOwnBaseClassOverridesTheProjects() {
        let file = "Specs/Profile.yml"
        let own = ViewModelBaseClassSpec(name: Located("NSObject", at: .startOf(file)))
        var spec = SceneSpec(file: file, name: Located("Profile", at: .startOf(file)))
        spec.viewModelBaseClass = own
        let project = ViewModelBaseClassSpec(name: Located("ViewModel", at: .startOf("scaffold.yml")))
        #expect(spec.resolvingViewModelBaseClass(project).viewModelBaseClass == own)
    }
}
