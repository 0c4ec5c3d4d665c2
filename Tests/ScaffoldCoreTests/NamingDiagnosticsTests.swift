import Testing

@testable import ScaffoldCore

/// The project's `naming` changes the names the validator holds specs to: the view model's `navigator`, and
/// the navigators' and assemblers' types.
struct NamingDiagnosticsTests: DiagnosticsTesting {
    private static let cleanArchitecture = Naming(service: .useCase, coordinator: .navigator)

    /// What `scaffold` reports for `inputs` loaded together in a project named by `naming`.
    private func diagnostics(_ inputs: [MarkedText], naming: Naming) -> [Diagnostic] {
        let results = inputs.map { SpecDecoder().decode($0.data, file: $0.file) }
        var validator = SpecValidator()
        validator.naming = naming
        return results.flatMap(\.diagnostics) + validator.validate(results.compactMap(\.spec))
    }

    @Test func navigatorIsReservedWithTheNavigatorNaming() {
        let input = MarkedText("scene: Login\noutputs:\n  - 1️⃣navigator\n")
        #expect(
            diagnostics([input], naming: Self.cleanArchitecture) == [
                error("'navigator' is reserved by the generated view model; choose another name", at: input["1️⃣"])
            ])
    }

    @Test func coordinatorIsAnOrdinaryNameWithTheNavigatorNaming() {
        let input = MarkedText("scene: Login\noutputs:\n  - coordinator\ncoordinator: {}\n")
        #expect(diagnostics([input], naming: Self.cleanArchitecture) == [])
    }

    @Test func aServiceNamedNavigatorCannotBeHeldByTheViewModel() {
        let input = MarkedText("scene: Login\nservice: {name: 1️⃣Navigator}\n")
        #expect(
            diagnostics([input], naming: Self.cleanArchitecture) == [
                error(
                    "the view model would store service 'Navigator' in a property named 'navigator', a name it cannot "
                        + "use; rename the service", at: input["1️⃣"])
            ])
    }

    @Test func aServiceNamedLikeAnotherScenesAssemblerClashes() {
        let catalog = MarkedText("scene: 1️⃣Catalog\ncoordinator: {}\n", file: "Specs/Catalog.yml")
        let cart = MarkedText("scene: Cart\nservice: {name: 2️⃣CatalogAssembler}\n", file: "Specs/Cart.yml")
        #expect(
            diagnostics([catalog, cart], naming: Self.cleanArchitecture) == [
                error(
                    "generated type 'CatalogAssembler' would be declared twice; rename the scene or the service",
                    at: cart["2️⃣"], notes: [note("also declared here", at: catalog["1️⃣"])])
            ])
        #expect(diagnostics([catalog, cart], naming: Naming()) == [])
    }

    @Test func aServiceNamedLikeAnotherScenesNavigatorClashes() {
        let catalog = MarkedText("scene: 1️⃣Catalog\ncoordinator: {}\n", file: "Specs/Catalog.yml")
        let cart = MarkedText("scene: Cart\nservice: {name: 2️⃣CatalogNavigator}\n", file: "Specs/Cart.yml")
        #expect(
            diagnostics([catalog, cart], naming: Self.cleanArchitecture) == [
                error(
                    "generated type 'CatalogNavigator' would be declared twice; rename the scene or the service",
                    at: cart["2️⃣"], notes: [note("also declared here", at: catalog["1️⃣"])])
            ])
    }

    @Test func aSceneUseCaseNamedLikeAnotherScenesIsTheServiceDeclaredTwice() {
        let first = MarkedText("scene: Cart\n1️⃣service: {}\n", file: "Specs/Cart.yml")
        let second = MarkedText("scene: Basket\nservice: {name: 2️⃣CartUseCase}\n", file: "Specs/Basket.yml")
        #expect(
            diagnostics([first, second], naming: Self.cleanArchitecture) == [
                error(
                    "service 'CartUseCase' is declared by more than one spec; declare it once in a service spec "
                        + "('scaffold new --service CartUseCase') and list it under 'dependencies' in each scene that "
                        + "uses it", at: second["2️⃣"],
                    notes: [note("also declared here", at: first["1️⃣"])])
            ])
    }
}
