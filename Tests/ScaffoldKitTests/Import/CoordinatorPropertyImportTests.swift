import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `scaffold import` of a view model whose coordinator is set after `init`: a `weak var coordinator` that is not
/// private and that `init` does not take says `coordinatorInViewModel: property`, and its protocol's requirement of
/// it is no property of the spec.
@Suite struct CoordinatorPropertyImportTests {
    private static let files = ["scaffold.yml": "specs: Specs\n"]

    private func importSpec(_ swift: String) throws -> String {
        try HandWrittenImportTests().importSpec(swift, inProjectOf: Self.files)
    }

    private static func viewModel(
        coordinatorDeclaration: String, requirement: String = "", initParameters: String = ""
    ) -> String {
        """
        protocol FavoritesCoordinatorType: AnyObject {}

        protocol FavoritesViewModelType: AnyObject {
            \(requirement)
        }

        final class FavoritesViewModel: FavoritesViewModelType {
            \(coordinatorDeclaration)

            init(\(initParameters)) {}
        }
        """
    }

    @Test func aWeakCoordinatorVarInitDoesNotTakeIsSetAfterInit() throws {
        let swift = Self.viewModel(
            coordinatorDeclaration: "weak var coordinator: (any FavoritesCoordinatorType)?",
            requirement: "var coordinator: (any FavoritesCoordinatorType)? { get set }")
        #expect(
            try importSpec(swift) == """
                scene: Favorites
                conventions: {coordinatorInViewModel: property}
                coordinator: {}

                """)
    }

    @Test func aPrivateWeakCoordinatorIsNoCoordinatorSetAfterInit() throws {
        let swift = Self.viewModel(
            coordinatorDeclaration: "private weak var coordinator: (any FavoritesCoordinatorType)?",
            initParameters: "coordinator: any FavoritesCoordinatorType")
        #expect(
            try importSpec(swift) == """
                scene: Favorites
                conventions: {coordinatorInViewModel: true}
                coordinator: {}

                """)
    }
}
