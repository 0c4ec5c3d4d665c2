import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// The project's `naming` reaches the presentation model: the words the files use, the assembler a navigator
/// asks for its screen, and the classes routes start.
@Suite struct NamingPresentationTests {
    static let cleanArchitecture = Naming(service: .useCase, coordinator: .navigator)

    /// The model of the first of `scenes`, in a project named by `naming` that has the service spec `CartService`.
    static func model(
        _ scenes: [String], naming: Naming = cleanArchitecture, conventions: Conventions = Conventions(),
        externalScenes: [ExternalSceneSpec] = []
    ) throws -> SceneModel {
        let specs = try scenes.enumerated().map { index, yaml in
            let (document, diagnostics) = SpecDecoder().decodeDocument(Data(yaml.utf8), file: "Specs/S\(index).yml")
            #expect(diagnostics == [])
            return try #require(document?.scene)
        }
        let cart = SharedServiceSpec(
            file: "Specs/Services/CartService.yml", name: Located("CartService", at: .startOf("x")))
        let builder = SceneModelBuilder(
            scenes: Dictionary(uniqueKeysWithValues: specs.map { ($0.name.value, $0) }),
            services: ["CartService": cart], projectConventions: conventions, externalScenes: externalScenes,
            naming: naming)
        return builder.model(for: specs[0])
    }

    @Test func anAssemblerBuildsTheScreenOfANavigatorTheViewModelCalls() throws {
        let model = try Self.model(
            ["scene: Product\noutputs: [help]\ndependencies: [CartService]\ncoordinator:\n  routes: [{help: Help}]\n"],
            conventions: Conventions(coordinatorInViewModel: true))
        #expect(
            model.assembler
                == AssemblerModel(
                    dependenciesType: "ProductDependencies", hasStoredProperties: true,
                    construction: "ProductAssembler(dependencies: dependencies)",
                    viewModelFactory: nil,
                    viewControllerFactory:
                        "func makeViewController(navigator: any ProductNavigatorType) -> ProductViewController",
                    viewModelConstruction:
                        "ProductViewModel(navigator: navigator, cartService: dependencies.cartService)",
                    wrapsViewModelConstruction: false, viewModelArgumentLines: [], viewModelCall: nil,
                    viewControllerCall: "assembler.makeViewController(navigator: self)"))
    }

    /// A navigator that observes the view model's outputs needs the view model as well as the screen.
    @Test func anAssemblerHandsTheViewModelToANavigatorThatObservesIt() throws {
        let model = try Self.model([
            "scene: Cart\noutputs: [didFinish]\ndependencies: [CartService]\ncoordinator:\n  result: [{done: {from: didFinish}}]\n"
        ])
        #expect(
            model.assembler
                == AssemblerModel(
                    dependenciesType: "CartDependencies", hasStoredProperties: true,
                    construction: "CartAssembler(dependencies: dependencies)",
                    viewModelFactory: "func makeViewModel() -> CartViewModel",
                    viewControllerFactory:
                        "func makeViewController(viewModel: any CartViewModelType) -> CartViewController",
                    viewModelConstruction: "CartViewModel(cartService: dependencies.cartService)",
                    wrapsViewModelConstruction: false, viewModelArgumentLines: [],
                    viewModelCall: "assembler.makeViewModel()",
                    viewControllerCall: "assembler.makeViewController(viewModel: viewModel)"))
    }

    @Test func anAssemblerOfAViewModelThatNeitherCallsNorIsWatchedTakesNothing() throws {
        let model = try Self.model(["scene: About\ncoordinator: {}\n"])
        #expect(
            model.assembler
                == AssemblerModel(
                    dependenciesType: nil, hasStoredProperties: false, construction: "AboutAssembler()",
                    viewModelFactory: nil,
                    viewControllerFactory: "func makeViewController() -> AboutViewController",
                    viewModelConstruction: "AboutViewModel()", wrapsViewModelConstruction: false,
                    viewModelArgumentLines: [], viewModelCall: nil,
                    viewControllerCall: "assembler.makeViewController()"))
    }

    /// The scene's arguments reach the assembler, which builds the view model with them.
    @Test func anAssemblerKeepsTheScenesArguments() throws {
        let model = try Self.model(["scene: Post\narguments: [post: String]\ncoordinator: {}\n"])
        #expect(
            model.assembler
                == AssemblerModel(
                    dependenciesType: nil, hasStoredProperties: true, construction: "PostAssembler(post: post)",
                    viewModelFactory: nil, viewControllerFactory: "func makeViewController() -> PostViewController",
                    viewModelConstruction: "PostViewModel(post: post)", wrapsViewModelConstruction: false,
                    viewModelArgumentLines: [], viewModelCall: nil, viewControllerCall: "assembler.makeViewController()"
                ))
    }

    @Test func aLongViewModelConstructionGoesOneArgumentPerLine() throws {
        let scene = "ProductDetailsWithAVeryLongNameForTheScreen"
        let model = try Self.model(
            ["scene: \(scene)\noutputs: [help]\ndependencies: [CartService]\ncoordinator:\n  routes: [{help: Help}]\n"],
            conventions: Conventions(coordinatorInViewModel: true))
        #expect(model.assembler?.wrapsViewModelConstruction == true)
        #expect(
            model.assembler?.viewModelArgumentLines == [
                "navigator: navigator,", "cartService: dependencies.cartService",
            ])
    }

    @Test func theCoordinatorNamingHasNoAssembler() throws {
        let model = try Self.model(["scene: Product\ncoordinator: {}\n"], naming: Naming())
        #expect(model.assembler == nil)
        #expect(
            model.coordinator?.docLine == "Builds the Product scene, shows it, and leads its outputs to other scenes.")
    }

    @Test func aNavigatorSaysItsAssemblerBuildsTheScene() throws {
        let model = try Self.model(["scene: Product\ncoordinator: {}\n"])
        #expect(
            model.coordinator?.docLine
                == "Shows the Product scene its assembler builds, and leads its outputs to other scenes.")
    }

    /// Its assembler gets the services in `init`; the navigator keeps them only to hand them to the scenes it starts.
    @Test func aNavigatorKeepsTheSharedServicesOnlyForItsRoutes() throws {
        let product = "scene: Product\ndependencies: [CartService]\ncoordinator: {}\n"
        let own = try Self.model([product])
        let routed = try Self.model([
            "scene: Catalog\noutputs: [open]\ncoordinator:\n  routes: [{open: Product}]\n", product,
        ])
        let coordinator = try Self.model([product], naming: Naming())
        let models = [own, routed, coordinator]
        #expect(
            models.map { $0.coordinator?.dependenciesType }
                == ["ProductDependencies", "CatalogDependencies", "ProductDependencies"])
        #expect(models.map { $0.coordinator?.keepsDependencies } == [false, true, true])
    }

    @Test func aRouteToASceneWithoutSpecStartsItsNavigator() throws {
        let model = try Self.model(["scene: Catalog\noutputs: [help]\ncoordinator:\n  routes: [{help: Help}]\n"])
        #expect(model.coordinator?.routes.map(\.childCoordinator) == ["HelpNavigator"])
    }

    /// The app wrote a hand-written scene's class before scaffold; `coordinator:` in `externalScenes` names another.
    @Test func aRouteToAnExternalSceneStartsItsCoordinator() throws {
        let model = try Self.model(
            ["scene: Catalog\noutputs: [help]\ncoordinator:\n  routes: [{help: Help}]\n"],
            externalScenes: [ExternalSceneSpec(name: Located("Help", at: .startOf("scaffold.yml")))])
        #expect(model.coordinator?.routes.map(\.childCoordinator) == ["HelpCoordinator"])
    }

    @Test func theWordingFollowsTheNaming() throws {
        let scene = "scene: Product\nservice: {methods: [load]}\n"
        #expect(
            try Self.model([scene], naming: Naming()).wording
                == WordingModel(
                    service: "service", serviceSection: "Service", coordinator: "coordinator",
                    coordinatorSection: "Coordinator"))
        #expect(
            try Self.model([scene]).wording
                == WordingModel(
                    service: "use case", serviceSection: "Use case", coordinator: "navigator",
                    coordinatorSection: "Navigator"))
    }

    @Test func aUseCaseSkeletonSaysWhatItCarriesOut() throws {
        let scene = "scene: Product\nservice: {methods: [load]}\n"
        #expect(
            try Self.model([scene]).service?.docLine
                == "Carries out the Product use case: the work its view model asks for, over the app's services.")
        #expect(
            try Self.model([scene], naming: Naming()).service?.docLine
                == "Does the work the Product view model asks for: network, storage, formatting.")
    }
}
