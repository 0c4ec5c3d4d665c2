import Foundation
import Testing

@testable import ScaffoldCore

/// `appServices:` in `scaffold.yml`: protocols the app already has, which scenes list under `dependencies`. Their
/// forms with positions, and every mistake a positioned diagnostic, in the config or where a spec meets them.
struct AppServicesTests: DiagnosticsTesting {
    private func decode(_ config: MarkedText) -> Result<ProjectConfig, DiagnosticsError> {
        ConfigDecoder().decode(config.data, file: config.file).mapError { DiagnosticsError($0.diagnostics.sorted()) }
    }

    /// What `scaffold validate` reports for `documents` (scene and service specs) under the project config
    /// `config`, whose app protocols join the service specs as the pipeline joins them.
    private func diagnostics(_ documents: [MarkedText], config: MarkedText) throws -> [Diagnostic] {
        let project = try decode(config).get()
        var validator = SpecValidator()
        validator.viewModelBaseClass = project.viewModelBaseClass
        let decoded = documents.map { SpecDecoder().decodeDocument($0.data, file: $0.file) }
        let scenes = decoded.compactMap { $0.document?.scene }.map {
            $0.resolvingViewModelBaseClass(project.viewModelBaseClass)
        }
        let services = decoded.compactMap { $0.document?.service } + project.appServices
        return decoded.flatMap(\.diagnostics) + validator.validate(scenes, services: services)
    }

    private let posts = MarkedText(
        """
        scene: Posts
        outputs: [titles: "[String]"]
        dependencies: [1️⃣PostsUseCase]
        """, file: "Specs/Posts.yml")

    @Test func anAppProtocolIsReadWithItsMethodsAndImportsAndMarkedAsTheApps() throws {
        let input = MarkedText(
            """
            appServices:
              1️⃣PostsUseCase:
                imports: [2️⃣Domain]
                methods:
                  - 3️⃣posts: "4️⃣[Post]"
                  - 5️⃣save: {params: [6️⃣post: 7️⃣Post], kind: 8️⃣completable}
              9️⃣SwiftHubAPI:
            """, file: "scaffold.yml")
        var posts = SharedServiceSpec(
            file: "scaffold.yml", name: input.located("PostsUseCase", at: "1️⃣"),
            imports: [input.located("Domain", at: "2️⃣")],
            methods: [
                ServiceMethodSpec(
                    name: input.located("posts", at: "3️⃣"),
                    returns: input.located(try SwiftTypeParser.parse("[Post]").get(), at: "4️⃣")),
                ServiceMethodSpec(
                    name: input.located("save", at: "5️⃣"),
                    parameters: [
                        ParameterSpec(
                            name: input.located("post", at: "6️⃣"),
                            type: input.located(try SwiftTypeParser.parse("Post").get(), at: "7️⃣"))
                    ],
                    kind: input.located(.completable, at: "8️⃣")),
            ])
        posts.isAppProtocol = true
        posts.listsMethods = true
        var api = SharedServiceSpec(file: "scaffold.yml", name: input.located("SwiftHubAPI", at: "9️⃣"))
        api.isAppProtocol = true
        #expect(try decode(input).get().appServices == [posts, api])
    }

    @Test func anAppProtocolIsSpelledAsTheAppNamesIt() {
        var api = SharedServiceSpec(file: "scaffold.yml", name: Located("SwiftHubAPI", at: .startOf("scaffold.yml")))
        api.isAppProtocol = true
        #expect(
            api.names
                == ServiceNames(
                    service: "SwiftHubAPI", serviceProtocol: "SwiftHubAPI", mock: "SwiftHubAPIMock",
                    property: "swiftHubAPI", provider: "HasSwiftHubAPI"))
    }

    @Test func aSceneNamesItsAppProtocolDependencyWithoutTypeSuffix() throws {
        let spec = try #require(SpecDecoder().decode(posts.data, file: posts.file).spec)
        let names = SceneNames(spec, naming: Naming(), appProtocols: ["PostsUseCase"])
        #expect(names.dependencies == [ServiceNames(appProtocol: "PostsUseCase")])
        #expect(names.dependencies.map(\.serviceProtocol) == ["PostsUseCase"])
    }

    /// Apps end protocol names with `Type` or `Protocol`; the property that holds one does without (`storage`).
    @Test func anAppProtocolIsHeldInItsNameWithoutATypeOrProtocolSuffix() {
        let names = ["NetworkServiceType", "StorageProtocol", "Type", "PostsUseCase", "APIType"].map {
            ServiceNames(appProtocol: $0).property
        }
        #expect(names == ["networkService", "storage", "type", "postsUseCase", "api"])
    }

    /// `property:` names where the container, the view models and the tests hold an app protocol.
    @Test func anAppProtocolsPropertyIsTheOneItsEntryNames() throws {
        let input = MarkedText("appServices:\n  PostsUseCase: {property: 1️⃣posts}\n", file: "scaffold.yml")
        let service = try #require(try decode(input).get().appServices.first)
        #expect(service.property == input.located("posts", at: "1️⃣"))
        #expect(service.names.property == "posts")
        let spec = try #require(SpecDecoder().decode(posts.data, file: posts.file).spec)
        let names = SceneNames(spec, naming: Naming(), appProtocols: AppProtocols([service]))
        #expect(names.dependencies.map(\.property) == ["posts"])
        #expect(names.table.spelling(of: .dependencyProperty(dependency: "PostsUseCase")) == "posts")
    }

    @Test func anAppProtocolsPropertyMustBeAMemberName() {
        let input = MarkedText(
            "appServices:\n  PostsUseCase: {property: 1️⃣class}\n  Store: {property: 2️⃣[a]}\n", file: "scaffold.yml")
        #expect(
            decode(input)
                == .failure(
                    DiagnosticsError([
                        error("'class' is a Swift keyword; choose another name", at: input["1️⃣"]),
                        error("expected a property name, found a list", at: input["2️⃣"]),
                    ])))
    }

    /// The property an entry names is a member of every view model that depends on it, checked like the others.
    @Test func anAppProtocolsPropertyNamedLikeAnArgumentIsAnErrorInTheScene() throws {
        let config = MarkedText("appServices:\n  Store: {property: filter}\n", file: "scaffold.yml")
        let scene = MarkedText(
            "scene: List\narguments: [1️⃣filter: String]\ndependencies: [2️⃣Store]\n", file: "Specs/List.yml")
        #expect(
            try diagnostics([scene], config: config) == [
                error(
                    "argument 'filter' has the same name as the service property 'filter'; names must be unique "
                        + "within a view model", at: scene["1️⃣"],
                    notes: [note("the service named here is stored in the property 'filter'", at: scene["2️⃣"])])
            ])
    }

    @Test func twoServicesHeldInOnePropertyAreAnErrorAtTheSecond() throws {
        let config = MarkedText(
            "appServices:\n  1️⃣PostsUseCase:\n  Store: {property: 2️⃣postsUseCase}\n", file: "scaffold.yml")
        let scene = MarkedText("scene: Posts\n", file: "Specs/Posts.yml")
        #expect(
            try diagnostics([scene], config: config) == [
                error(
                    "'Store' would be held in 'postsUseCase', which already holds 'PostsUseCase'; give one of them "
                        + "another 'property:' under 'appServices'", at: config["2️⃣"],
                    notes: [note("'PostsUseCase' is held in 'postsUseCase' here", at: config["1️⃣"])])
            ])
    }

    @Test func everyMistakeInAppServicesIsReportedAtItsPlace() {
        let input = MarkedText(
            """
            appServices:
              1️⃣postsUseCase:
              SwiftHubAPI: 2️⃣[get]
              Provider: {3️⃣method: []}
              Store: {methods: [4️⃣load: {kind: 5️⃣future}]}
            """, file: "scaffold.yml")
        #expect(
            decode(input)
                == .failure(
                    DiagnosticsError([
                        error(
                            "'postsUseCase' is not a type name; start it with an uppercase letter: 'PostsUseCase'",
                            at: input["1️⃣"]),
                        error(
                            "expected nothing, or a mapping with 'imports', 'methods', 'property' and 'concrete', "
                                + "found a list",
                            at: input["2️⃣"]),
                        error("unknown key 'method'; did you mean 'methods'?", at: input["3️⃣"]),
                        error(
                            "'future' is not a valid method kind; use one of: single, observable, completable, maybe, sync",
                            at: input["5️⃣"]),
                    ])))
    }

    @Test func aSceneMayListAnAppProtocol() throws {
        let config = MarkedText("appServices:\n  PostsUseCase:\n", file: "scaffold.yml")
        #expect(try diagnostics([posts], config: config) == [])
    }

    @Test func aBaseClassMayTakeAnAppProtocol() throws {
        let config = MarkedText(
            """
            appServices:
              SwiftHubAPI:
            viewModelBaseClass: {name: ViewModel, superInit: "super.init(provider: swiftHubAPI)", dependencies: [SwiftHubAPI]}
            """, file: "scaffold.yml")
        let scene = MarkedText("scene: Search\noutputs: [results: \"[String]\"]\n", file: "Specs/Search.yml")
        #expect(try diagnostics([scene], config: config) == [])
    }

    @Test func anUnknownDependencySuggestsAnAppProtocol() throws {
        let config = MarkedText("appServices:\n  1️⃣PostUseCase:\n", file: "scaffold.yml")
        #expect(
            try diagnostics([posts], config: config) == [
                error(
                    "no service spec or 'appServices' entry declares 'PostsUseCase'; did you mean 'PostUseCase'?",
                    at: posts["1️⃣"], notes: [.closeName(Located("PostUseCase", at: config["1️⃣"]))])
            ])
    }

    @Test func anUnknownDependencyWithoutACloseNameSaysWhereAnAppProtocolIsDeclared() throws {
        let config = MarkedText("output: Scenes\n", file: "scaffold.yml")
        #expect(
            try diagnostics([posts], config: config) == [
                error(
                    "no service spec declares 'PostsUseCase'; add one with 'scaffold new --service PostsUseCase', or "
                        + "declare the app's own protocol under 'appServices' in scaffold.yml", at: posts["1️⃣"])
            ])
    }

    @Test func anAppProtocolWithAServiceSpecIsAnErrorAtTheConfig() throws {
        let config = MarkedText("appServices:\n  1️⃣PostsUseCase:\n", file: "scaffold.yml")
        let spec = MarkedText("service: 1️⃣PostsUseCase\n", file: "Specs/Services/PostsUseCase.yml")
        #expect(
            try diagnostics([posts, spec], config: config) == [
                error(
                    "service 'PostsUseCase' is listed in 'appServices' but has a service spec; remove it from "
                        + "'appServices' or delete its spec", at: config["1️⃣"],
                    notes: [note("the service spec declares service 'PostsUseCase' here", at: spec["1️⃣"])])
            ])
    }

    @Test func anAppProtocolNamedLikeASceneIsAnError() throws {
        let config = MarkedText("appServices:\n  1️⃣Posts:\n", file: "scaffold.yml")
        let scene = MarkedText("scene: 1️⃣Posts\n", file: "Specs/Posts.yml")
        #expect(
            try diagnostics([scene], config: config) == [
                error(
                    "'Posts' names both a scene and a service; rename one of them", at: config["1️⃣"],
                    notes: [note("scene 'Posts' is declared here", at: scene["1️⃣"])])
            ])
    }

    @Test func anAppProtocolNamedLikeAGeneratedTypeIsAnError() throws {
        let config = MarkedText("appServices:\n  1️⃣PostsViewModel:\n", file: "scaffold.yml")
        let scene = MarkedText("scene: 1️⃣Posts\n", file: "Specs/Posts.yml")
        #expect(
            try diagnostics([scene], config: config) == [
                error(
                    "'PostsViewModel' is listed in 'appServices' as the app's protocol, but scaffold generates a type "
                        + "of that name; rename the protocol or what generates the type", at: config["1️⃣"],
                    notes: [note("'PostsViewModel' is generated for the spec here", at: scene["1️⃣"])])
            ])
    }

    @Test func anAppProtocolNamedLikeASceneServiceIsAnError() throws {
        let config = MarkedText("appServices:\n  1️⃣PostsService:\n", file: "scaffold.yml")
        let scene = MarkedText("scene: Posts\n1️⃣service: {methods: [load]}\n", file: "Specs/Posts.yml")
        #expect(
            try diagnostics([scene], config: config) == [
                error(
                    "'PostsService' is listed in 'appServices' as the app's protocol, but scaffold generates a type "
                        + "of that name; rename the protocol or what generates the type", at: config["1️⃣"],
                    notes: [note("'PostsService' is generated for the spec here", at: scene["1️⃣"])])
            ])
    }

    @Test func theMethodsOfAnAppProtocolAreCheckedAsAServiceSpecs() throws {
        let config = MarkedText(
            """
            appServices:
              PostsUseCase:
                methods:
                  - 1️⃣posts: "[Post]"
                  - 2️⃣posts: Post
                  - save: {kind: completable, returns: 3️⃣Post}
            """, file: "scaffold.yml")
        #expect(
            try diagnostics([posts], config: config) == [
                error(
                    "duplicate service method 'posts'", at: config["2️⃣"],
                    notes: [note("first declared here", at: config["1️⃣"])]),
                error(
                    "method 'save' is completable, so it cannot return a value; remove 'returns' or use kind single",
                    at: config["3️⃣"]),
            ])
    }
}
