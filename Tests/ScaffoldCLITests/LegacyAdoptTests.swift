import Foundation
import Testing

/// The end of a migration, as a person runs it on the existing app's hand-written view models
/// (`Tests/Fixtures/ExistingApp/Legacy`): `scaffold import` writes the spec, the view model is moved to the path of
/// its skeleton, and `scaffold scene --adopt` takes it under the lifecycle without changing a byte of it, or, when
/// it lacks members the skeleton has, leaves it alone and says which.
@Suite struct LegacyAdoptTests {
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/ExistingApp")

    /// A copy of the fixture with the legacy view model of `scene` imported into `Specs` and moved to
    /// `Scenes/<scene>/<scene>ViewModel.swift`; returns the project and the view model's path.
    static func importedProject(_ scene: String) throws -> (TemporaryProject, String) {
        let project = try TemporaryProject()
        for name in ["scaffold.yml", "Specs", "App", "Legacy"] {
            try FileManager.default.copyItem(
                at: fixture.appendingPathComponent(name), to: project.root.appendingPathComponent(name))
        }
        let legacy = "Legacy/\(scene)ViewModel.swift"
        let imported = try project.runner.run(["import", legacy, "--output", "Specs"])
        #expect(imported == .init(status: 0, stdout: "wrote Specs/\(scene).yml\n", stderr: ""))
        let viewModel = "Scenes/\(scene)/\(scene)ViewModel.swift"
        try project.write(viewModel, try project.read(legacy))
        return (project, viewModel)
    }

    /// What each legacy view model declares that the scene's generated files now declare, by line and column.
    static let redeclared = [
        "ProductSearch": [
            ("7:12", "ProductSearchViewModel.Input", "Scenes/ProductSearch/ProductSearch.generated.swift"),
            ("16:12", "ProductSearchViewModel.Output", "Scenes/ProductSearch/ProductSearch.generated.swift"),
        ],
        // Its protocols keep the app's names (`names:` from the import), so the contract declares all three again.
        "Wishlist": [
            ("6:10", "WishlistViewModelInputs", "Scenes/Wishlist/Wishlist.generated.swift"),
            ("16:10", "WishlistViewModelOutputs", "Scenes/Wishlist/Wishlist.generated.swift"),
            ("27:10", "WishlistViewModelType", "Scenes/Wishlist/Wishlist.generated.swift"),
        ],
    ]

    @Test(arguments: ["ProductSearch", "Wishlist"])
    func adoptKeepsTheLegacyViewModelByteForByte(_ scene: String) throws {
        let (project, viewModel) = try Self.importedProject(scene)
        let result = try project.runner.run(["scene", "--adopt"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("adopt \(viewModel)\n"))
        #expect(try project.read(viewModel) == (try project.read("Legacy/\(scene)ViewModel.swift")))
        // Adopted as it is, it still declares what the generated files now declare: each is named where it is.
        let expected: [String] = (Self.redeclared[scene] ?? []).map { place, name, file in
            let head = "\(viewModel):\(place): warning: '\(name)' is declared here and in '\(file)', "
            return head + "which scaffold writes, so the app does not compile with both; delete this declaration "
                + "and keep the generated one"
        }
        let warnings: [String] = result.stderr.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix(viewModel)
        }
        #expect(warnings == expected)
        // The base that later spec changes merge from is recorded.
        let lock = try project.read("scaffold.lock").split(separator: "\n")
        #expect(lock.filter { $0.hasPrefix("base ") && $0.hasSuffix(" \(viewModel)") }.count == 1)
    }

    /// `ProductReviewsViewModel` holds its outputs as plain properties, as RxSwift's GitHub sign-up example does,
    /// without the `inputs` and `outputs` the skeleton of an `inputs: init` scene declares: adopting it would
    /// record a base the file does not follow, so scaffold keeps it as it is and asks for them first.
    @Test func adoptLeavesAViewModelWithoutTheSkeletonsMembersAloneAndSaysWhich() throws {
        let (project, viewModel) = try Self.importedProject("ProductReviews")
        let result = try project.runner.run(["scene", "--adopt"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("skip \(viewModel) (lacks 'inputs', 'outputs')\n"))
        #expect(
            result.stderr.split(separator: "\n").filter { $0.hasPrefix(viewModel) } == [
                """
                \(viewModel):1:1: warning: skeleton has no base in scaffold.lock, so spec changes cannot be merged \
                into it; it lacks 'inputs', 'outputs', add them by hand first; then run 'scaffold scene --adopt' to \
                merge from here on
                """,
                """
                \(viewModel):8:12: warning: 'ProductReviewsViewModel.Input' is declared here and in \
                'Scenes/ProductReviews/ProductReviews.generated.swift', which scaffold writes, so the app does not \
                compile with both; delete this declaration and keep the generated one
                """,
            ])
        #expect(try project.read(viewModel) == (try project.read("Legacy/ProductReviewsViewModel.swift")))
    }
}
