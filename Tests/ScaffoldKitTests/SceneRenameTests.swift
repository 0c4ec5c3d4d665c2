import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `scaffold rename` pairs the scene's names under the old and the new name by their role in the naming table.
@Suite struct SceneRenameTests {
    private func names(_ yaml: String, naming: Naming = Naming()) throws -> SceneNames {
        let (spec, diagnostics) = SpecDecoder().decode(Data(yaml.utf8), file: "Specs/S.yml")
        #expect(diagnostics == [])
        return SceneNames(try #require(spec), naming: naming)
    }

    /// With the navigator naming, the navigator, its protocol and mock, the assembler and their files are renamed;
    /// the use case named after the scene and its property too. The view model's `navigator` property, the
    /// subject of an input and the mock members of a route keep their names.
    @Test func theRenameChangesEveryNameMadeFromTheSceneNamePairedByRole() throws {
        let spec =
            "scene: Cart\ninputs: [reload]\noutputs: [checkout]\nservice: {}\ncoordinator:\n  routes:\n    - checkout: Pay\n"
        let naming = Naming(service: .useCase, coordinator: .navigator)
        let changes = SceneRename.nameChanges(
            from: try names(spec, naming: naming),
            to: try names(spec.replacingOccurrences(of: "scene: Cart", with: "scene: Basket"), naming: naming))
        #expect(
            changes.map(\.description) == [
                "rename type CartViewModelInputsType -> BasketViewModelInputsType",
                "rename type CartViewModelOutputsType -> BasketViewModelOutputsType",
                "rename type CartViewModelActionsType -> BasketViewModelActionsType",
                "rename type CartViewModelType -> BasketViewModelType",
                "rename type CartViewModel -> BasketViewModel",
                "rename type CartViewController -> BasketViewController",
                "rename type CartViewModelTests -> BasketViewModelTests",
                "rename type CartUseCase -> BasketUseCase",
                "rename type CartUseCaseType -> BasketUseCaseType",
                "rename type CartUseCaseMock -> BasketUseCaseMock",
                "rename type CartNavigator -> BasketNavigator",
                "rename type CartNavigatorType -> BasketNavigatorType",
                "rename type CartNavigatorMock -> BasketNavigatorMock",
                "rename type CartRouting -> BasketRouting",
                "rename type CartRoutingMock -> BasketRoutingMock",
                "rename type CartDependencies -> BasketDependencies",
                "rename type CartAssembler -> BasketAssembler",
                "rename view model member cartUseCase -> basketUseCase",
                "rename file Cart.generated.swift -> Basket.generated.swift",
                "rename file CartViewModel.swift -> BasketViewModel.swift",
                "rename file CartUseCase.swift -> BasketUseCase.swift",
                "rename file CartNavigator.swift -> BasketNavigator.swift",
                "rename file CartAssembler.swift -> BasketAssembler.swift",
                "rename file CartViewController.swift -> BasketViewController.swift",
                "rename file CartMocks.generated.swift -> BasketMocks.generated.swift",
                "rename file CartViewModelTests.swift -> BasketViewModelTests.swift",
            ])
    }

    /// The app's own coordinator class is the app's to name, even when it is named like the scene's coordinator:
    /// the rename leaves it and its file alone, and renames the routes' protocol and its mock.
    @Test func theAppsOwnCoordinatorClassKeepsItsName() throws {
        let spec =
            "scene: Auth\nconventions: {coordinatorInViewModel: true}\ninputs: [tapHelp]\ncoordinator:\n"
            + "  type: AuthCoordinator\n  routes:\n    - tapHelp: {handler: showHelp}\n"
        let changes = SceneRename.nameChanges(
            from: try names(spec),
            to: try names(spec.replacingOccurrences(of: "scene: Auth", with: "scene: Login")), keepsCoordinator: true)
        #expect(
            changes.filter { $0.old.contains("Coordinator") }.map(\.description) == [
                "rename type AuthCoordinatorType -> LoginCoordinatorType",
                "rename type AuthCoordinatorMock -> LoginCoordinatorMock",
            ])
    }

    /// Swift code is renamed word by word: every changed name but the files', which are moved.
    @Test func theWordsRenamedInCodeAreTheChangedNamesButTheFiles() {
        let changes = [
            SceneRename.NameChange(kind: .type, old: "CartViewModel", new: "BasketViewModel"),
            SceneRename.NameChange(kind: .viewModelMember, old: "cartService", new: "basketService"),
            SceneRename.NameChange(kind: .file, old: "CartViewModel.swift", new: "BasketViewModel.swift"),
        ]
        #expect(
            SceneRename.renamedWords(changes) == ["CartViewModel": "BasketViewModel", "cartService": "basketService"])
    }
}
