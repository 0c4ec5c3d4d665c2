import Foundation
import Testing

/// Cells and components from the command line: the files a cell gets, its errors, and a screen turned into a cell,
/// whose view controller and coordinator are then orphans that `--prune` removes.
@Suite struct SceneKindCommandTests {
    static let cell = """
        scene: RepositoryCell
        kind: cell
        inputs: [toggleStar]
        outputs: [title: String]
        """

    @Test func aCellGetsItsContractViewModelAndTestsOnly() throws {
        let project = try TemporaryProject()
        try project.write("Specs/RepositoryCell.yml", Self.cell)
        let result = try project.runner.run(["scene"])
        #expect(
            result
                == .init(
                    status: 0,
                    stdout: """
                        create Scenes/RepositoryCell/RepositoryCell.generated.swift
                        create Scenes/RepositoryCell/RepositoryCellViewModel.swift
                        create SceneTests/RepositoryCell/RepositoryCellViewModelTests.swift
                        create SceneTests/Support/OffMainThreadOutputs.generated.swift
                        1 scene: 4 files written, 0 unchanged

                        """, stderr: ""))
    }

    @Test func aCellWithACoordinatorIsRefusedAtTheCoordinator() throws {
        let project = try TemporaryProject()
        try project.write("Specs/RepositoryCell.yml", Self.cell + "\ncoordinator:\n")
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/RepositoryCell.yml:5:1: error: a cell has no coordinator: the view model of the screen \
                        that shows it makes it; remove 'coordinator:' and lead its outputs through that view model, \
                        or remove 'kind: cell' to make it a screen
                        Specs/RepositoryCell.yml:2:7: note: 'kind: cell' is declared here

                        """))
    }

    @Test func aRouteToACellIsRefusedAtTheRoute() throws {
        let project = try TemporaryProject()
        try project.write("Specs/RepositoryCell.yml", Self.cell)
        try project.write(
            "Specs/RepositoryList.yml",
            "scene: RepositoryList\noutputs: [open]\ncoordinator:\n  routes:\n    - open: RepositoryCell\n")
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/RepositoryList.yml:5:13: error: scene 'RepositoryCell' is a cell, which has no \
                        coordinator to start; route to a screen, and show the cell through an output of a view model \
                        type such as '[RepositoryCellViewModel]'
                        Specs/RepositoryCell.yml:2:7: note: 'kind: cell' is declared here

                        """))
    }

    @Test func anUnknownKindIsRefusedWithTheKinds() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Sheet.yml", "scene: Sheet\nkind: sheet\n")
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Sheet.yml:2:7: error: 'sheet' is not a valid scene kind; use one of: screen, cell, \
                        component

                        """))
    }

    @Test func aParentsFilesDependOnTheSpecOfTheCellItsMembersName() throws {
        let project = try TemporaryProject()
        try project.write("Specs/RepositoryCell.yml", Self.cell)
        try project.write(
            "Specs/RepositoryList.yml", "scene: RepositoryList\noutputs:\n  - rows: \"[RepositoryCellViewModel]\"\n")
        try project.runner.run(["scene", "--tests", "none", "--depfile", "deps.d"])
        let rule = try project.read("deps.d").split(separator: "\n").first {
            $0.hasPrefix("Scenes/RepositoryList/RepositoryList.generated.swift:")
        }
        // The last prerequisite is the scaffold binary.
        #expect(
            rule?.split(separator: " ").dropLast().joined(separator: " ")
                == "Scenes/RepositoryList/RepositoryList.generated.swift: Specs/RepositoryList.yml "
                + "Specs/RepositoryCell.yml Specs")
    }

    /// `minimalSpec` generated, then turned into a cell: its coordinator goes, and with it the support files of
    /// coordinators.
    func screenTurnedIntoACell() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene", "--tests", "none"])
        let cell = minimalSpec.replacingOccurrences(of: "scene: Profile\n", with: "scene: Profile\nkind: cell\n")
        try project.write("Specs/Profile.yml", String(cell[..<cell.range(of: "coordinator:")!.lowerBound]))
        return project
    }

    @Test func aScreenTurnedIntoACellListsItsViewControllerAndCoordinatorAsOrphans() throws {
        let project = try screenTurnedIntoACell()
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(
            result
                == .init(
                    status: 0,
                    stdout: """
                        update Scenes/Profile/Profile.generated.swift
                        update Scenes/Profile/ProfileViewModel.swift (+ kind cell)
                        orphan Scenes/Support/BaseCoordinator.generated.swift (--prune removes it)
                        orphan Scenes/Support/ScenePresentation.generated.swift (--prune removes it)
                        orphan Scenes/Profile/ProfileCoordinator.swift (--prune removes it)
                        orphan Scenes/Profile/ProfileViewController.swift (--prune removes it)
                        1 scene: 2 files written, 2 unchanged, 4 orphaned (remove with --prune)

                        """, stderr: ""))
        #expect(project.exists("Scenes/Profile/ProfileCoordinator.swift"))
        #expect(try project.read("scaffold.lock").contains(" Scenes/Profile/ProfileCoordinator.swift\n"))
    }

    @Test func checkFailsWhileAScreenTurnedIntoACellKeepsItsViewController() throws {
        let project = try screenTurnedIntoACell()
        try project.runner.run(["scene", "--tests", "none"])
        let result = try project.runner.run(["scene", "--tests", "none", "--check"])
        #expect(
            result
                == .init(
                    status: 1,
                    stdout: """
                        orphan Scenes/Support/BaseCoordinator.generated.swift (--prune removes it)
                        orphan Scenes/Support/ScenePresentation.generated.swift (--prune removes it)
                        orphan Scenes/Profile/ProfileCoordinator.swift (--prune removes it)
                        orphan Scenes/Profile/ProfileViewController.swift (--prune removes it)
                        1 scene: 2 orphaned of 4 generated files, 2 skeletons no longer made by their specs; run \
                        'scaffold scene --prune' to update

                        """, stderr: ""))
    }

    @Test func githubAnnotationsSayWhatToDoWithASkeletonTheSpecNoLongerMakes() throws {
        let project = try screenTurnedIntoACell()
        try project.runner.run(["scene", "--tests", "none"])
        let result = try project.runner.run(["scene", "--tests", "none", "--check", "--format", "github"])
        #expect(
            result
                == .init(
                    status: 1,
                    stdout: """
                        orphan Scenes/Support/BaseCoordinator.generated.swift (--prune removes it)
                        orphan Scenes/Support/ScenePresentation.generated.swift (--prune removes it)
                        orphan Scenes/Profile/ProfileCoordinator.swift (--prune removes it)
                        orphan Scenes/Profile/ProfileViewController.swift (--prune removes it)
                        ::error file=Scenes/Profile/ProfileCoordinator.swift,line=1,col=1::skeleton is no longer made \
                        by its spec; run 'scaffold scene --prune' to delete it
                        ::error file=Scenes/Profile/ProfileViewController.swift,line=1,col=1::skeleton is no longer \
                        made by its spec; run 'scaffold scene --prune' to delete it
                        ::error file=Scenes/Support/BaseCoordinator.generated.swift,line=1,col=1::generated file has \
                        no spec any more; run 'scaffold scene --prune'
                        ::error file=Scenes/Support/ScenePresentation.generated.swift,line=1,col=1::generated file \
                        has no spec any more; run 'scaffold scene --prune'
                        1 scene: 2 orphaned of 4 generated files, 2 skeletons no longer made by their specs; run \
                        'scaffold scene --prune' to update

                        """, stderr: ""))
    }

    @Test func pruneDeletesTheUneditedCoordinatorAndKeepsTheEditedViewController() throws {
        let project = try screenTurnedIntoACell()
        try project.runner.run(["scene", "--tests", "none"])
        let viewController = "Scenes/Profile/ProfileViewController.swift"
        let edited = try project.read(viewController).replacingOccurrences(
            of: "super.viewDidLoad()\n", with: "super.viewDidLoad()\n        view.backgroundColor = .white\n")
        try project.write(viewController, edited)
        let result = try project.runner.run(["scene", "--tests", "none", "--prune"])
        #expect(
            result
                == .init(
                    status: 0,
                    stdout: """
                        remove Scenes/Support/BaseCoordinator.generated.swift
                        remove Scenes/Support/ScenePresentation.generated.swift
                        remove Scenes/Profile/ProfileCoordinator.swift
                        1 scene: 0 files written, 5 unchanged, 3 removed

                        """,
                    stderr: """
                        Scenes/Profile/ProfileViewController.swift:1:1: warning: the spec no longer makes this \
                        skeleton, but you edited it, so it is kept; move what you still need elsewhere and delete it

                        """))
        #expect(
            project.files().filter { $0.hasPrefix("Scenes/") } == [
                "Scenes/Profile/Profile.generated.swift", "Scenes/Profile/ProfileService.swift",
                "Scenes/Profile/ProfileViewController.swift", "Scenes/Profile/ProfileViewModel.swift",
                "Scenes/Support/NotImplemented.generated.swift",
            ])
        #expect(!(try project.read("scaffold.lock")).contains("ProfileViewController"))
        #expect(try project.read(viewController) == edited)
        #expect(try project.runner.run(["scene", "--tests", "none", "--check"]).status == 0)
    }
}
