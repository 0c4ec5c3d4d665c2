import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// The labels and the order a spec gives its view model's `init`, in the declaration and in every call: the
/// coordinator's, a navigator's assembler's, the factory of `inputs: init`, the scene coordinator's `Scene` enum and
/// the test skeleton's.
@Suite struct InitSignaturePresentationTests {
    /// A scene whose `init` takes the shared `CartService` unlabelled and first, its own service as `albums`, and its
    /// argument as `withAlbumID`.
    static func album(conventions: String = "{initOrder: dependenciesFirst}", coordinator: String = "coordinator:\n")
        -> String
    {
        "scene: Album\nconventions: \(conventions)\narguments:\n  - withAlbumID albumID: Int\ndependencies:\n"
            + "  - CartService: {label: _}\nservice:\n  label: albums\n  methods: [load]\n" + coordinator
    }

    private func model(
        _ yaml: String, naming: Naming = Naming(), conventions: Conventions = Conventions()
    ) throws -> SceneModel {
        let (document, diagnostics) = SpecDecoder().decodeDocument(Data(yaml.utf8), file: "Specs/Album.yml")
        #expect(diagnostics == [])
        let spec = try #require(document?.scene)
        let cart = SharedServiceSpec(
            file: "Specs/Services/CartService.yml", name: Located("CartService", at: .startOf("x")))
        return SceneModelBuilder(
            scenes: ["Album": spec], services: ["CartService": cart], projectConventions: conventions,
            testsFolder: "SceneTests", naming: naming
        ).model(for: spec)
    }

    @Test func theInitDeclaresTheLabelsInTheSpecsOrder() throws {
        #expect(
            try model(Self.album()).initParameters
                == "_ cartService: any CartServiceType, albums albumService: any AlbumServiceType = AlbumService(), "
                + "withAlbumID albumID: Int")
    }

    @Test func argumentsComeFirstUnlessTheSpecSaysOtherwise() throws {
        #expect(
            try model(Self.album(conventions: "{}")).initParameters
                == "withAlbumID albumID: Int, _ cartService: any CartServiceType, "
                + "albums albumService: any AlbumServiceType = AlbumService()")
    }

    @Test func theProjectsOrderIsTheDefault() throws {
        var project = Conventions()
        project.initOrder = .dependenciesFirst
        #expect(
            try model(Self.album(conventions: "{}"), conventions: project).initParameters.hasPrefix(
                "_ cartService: any CartServiceType"))
    }

    @Test func theCoordinatorCallsTheInitWithItsLabels() throws {
        #expect(
            try model(Self.album()).coordinator?.viewModelConstruction
                == "AlbumViewModel(dependencies.cartService, withAlbumID: albumID)")
    }

    @Test func theTestCallsTheInitWithItsLabels() throws {
        #expect(
            try model(Self.album()).tests?.viewModelConstruction
                == "AlbumViewModel(cartService, albums: albumService, withAlbumID: 1)")
    }

    @Test(arguments: [
        "{initOrder: dependenciesFirst, viewModel: transform, transform: {struct: true}}",
        "{initOrder: dependenciesFirst, viewModel: transform}", "{initOrder: dependenciesFirst, navigation: rxflow}",
        "{initOrder: dependenciesFirst, navigation: viewController}",
    ])
    func everyNavigationStyleMakesTheViewModelWithItsLabels(conventions: String) throws {
        #expect(
            try model(Self.album(conventions: conventions)).coordinator?.viewModelConstruction
                == "AlbumViewModel(dependencies.cartService, withAlbumID: albumID)")
    }

    @Test func aNavigatorsAssemblerCallsTheInitWithItsLabels() throws {
        let model = try model(Self.album(), naming: Naming(service: .useCase, coordinator: .navigator))
        #expect(
            model.assembler?.viewModelConstruction == "AlbumViewModel(dependencies.cartService, withAlbumID: albumID)")
    }

    @Test func theFactoryOfInitInputsKeepsTheInputFirst() throws {
        let model = try model(Self.album(conventions: "{initOrder: dependenciesFirst, inputs: init}"))
        #expect(
            model.coordinator?.viewModelFactoryLines
                == ["AlbumViewModel(input: input, self.dependencies.cartService, withAlbumID: self.albumID)"])
    }

    @Test func theSceneCoordinatorsSceneEnumCallsTheInitWithItsLabels() throws {
        var project = Conventions()
        project.navigation = .sceneCoordinator
        let model = try model(Self.album(coordinator: ""), conventions: project)
        #expect(
            model.sceneCase?.constructionLines == [
                "let viewModel = AlbumViewModel(",
                "    sceneCoordinator: sceneCoordinator,", "    dependencies.cartService,", "    withAlbumID: albumID",
                ")", "return AlbumViewController(viewModel: viewModel)",
            ])
    }

    /// `album` with its `init` in the order `list` gives.
    static func listed(_ list: String, extra: String = "") -> String {
        album(conventions: "{initOrder: \(list)\(extra)}")
    }

    @Test func anExplicitOrderMixesArgumentsAndServices() throws {
        #expect(
            try model(Self.listed("[albums, albumID, CartService]")).initParameters
                == "albums albumService: any AlbumServiceType = AlbumService(), withAlbumID albumID: Int, "
                + "_ cartService: any CartServiceType")
    }

    @Test func theCoordinatorAndTheTestFollowAnExplicitOrder() throws {
        let model = try model(Self.listed("[albumService, withAlbumID, cartService]"))
        #expect(
            model.coordinator?.viewModelConstruction == "AlbumViewModel(withAlbumID: albumID, dependencies.cartService)"
        )
        #expect(
            model.tests?.viewModelConstruction == "AlbumViewModel(albums: albumService, withAlbumID: 1, cartService)")
    }

    @Test(arguments: [
        ", viewModel: transform, transform: {struct: true}", ", viewModel: transform", ", navigation: rxflow",
        ", navigation: viewController",
    ])
    func everyNavigationStyleFollowsAnExplicitOrder(extra: String) throws {
        #expect(
            try model(Self.listed("[albumID, albums, cartService]", extra: extra)).coordinator?.viewModelConstruction
                == "AlbumViewModel(withAlbumID: albumID, dependencies.cartService)")
    }

    @Test func theFactoryOfInitInputsKeepsTheInputBeforeAnExplicitOrder() throws {
        let model = try model(Self.listed("[cartService, albumID, albums]", extra: ", inputs: init"))
        #expect(
            model.coordinator?.viewModelFactoryLines
                == ["AlbumViewModel(input: input, self.dependencies.cartService, withAlbumID: self.albumID)"])
    }

    @Test func theCoordinatorAnExplicitOrderLeavesOutComesFirst() throws {
        var project = Conventions()
        project.navigation = .sceneCoordinator
        let model = try model(
            Self.album(conventions: "{initOrder: [albumID, cartService, albums]}", coordinator: ""),
            conventions: project)
        #expect(
            model.sceneCase?.constructionLines == [
                "let viewModel = AlbumViewModel(",
                "    sceneCoordinator: sceneCoordinator,", "    withAlbumID: albumID,", "    dependencies.cartService",
                ")", "return AlbumViewController(viewModel: viewModel)",
            ])
    }

    @Test func anUnlabelledDefaultBeforeAnUnlabelledServiceInAnExplicitOrderIsWrittenOut() throws {
        let yaml =
            "scene: Album\nconventions: {initOrder: [albumService, albumID, cartService]}\narguments:\n"
            + "  - withAlbumID albumID: Int\ndependencies:\n  - CartService: {label: _}\nservice:\n  label: _\n"
            + "  methods: [load]\ncoordinator:\n"
        #expect(
            try model(yaml).coordinator?.viewModelConstruction
                == "AlbumViewModel(AlbumService(), withAlbumID: albumID, dependencies.cartService)")
    }
}

/// A call leaves a parameter to its default unless Swift would give its place to a later unlabelled argument.
@Suite struct InitCallArgumentsTests {
    private let parameters = [
        ViewModelInitParameter(
            role: .service, label: "_", name: "pageService", type: "any PageServiceType",
            defaultValue: "PageService()"),
        ViewModelInitParameter(role: .argument("size"), name: "size", type: "Int", defaultValue: "20"),
        ViewModelInitParameter(role: .argument("id"), label: "_", name: "id", type: "Int"),
    ]

    @Test func anUnlabelledDefaultBeforeAnUnlabelledArgumentIsWrittenOut() {
        let arguments = parameters.arguments { role in role == .argument("id") ? "id" : nil }
        #expect(arguments == ["PageService()", "id"])
    }

    @Test func aDefaultNothingUnlabelledFollowsIsLeftOut() {
        #expect(parameters.dropLast().map { $0 }.arguments { _ in nil } == [])
        #expect(parameters.arguments { role in role == .service ? "mock" : nil } == ["mock"])
    }
}
