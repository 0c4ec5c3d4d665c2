import Foundation
import Testing

@Suite struct SceneCommandTests {
    @Test func firstRunCreatesContractsAndSkeletons() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(
            result
                == .init(
                    status: 0,
                    stdout: """
                        create Scenes/Profile/Profile.generated.swift
                        create Scenes/Profile/ProfileViewModel.swift
                        create Scenes/Profile/ProfileService.swift
                        create Scenes/Profile/ProfileCoordinator.swift
                        create Scenes/Profile/ProfileViewController.swift
                        create Scenes/Support/BaseCoordinator.generated.swift
                        create Scenes/Support/ScenePresentation.generated.swift
                        create Scenes/Support/NotImplemented.generated.swift
                        1 scene: 8 files written, 0 unchanged

                        """, stderr: ""))
    }

    @Test func aRunThatChangesNothingPrintsOnlyItsSummary() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene", "--tests", "none"])
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(result == .init(status: 0, stdout: "1 scene: 0 files written, 8 unchanged\n", stderr: ""))
    }

    @Test func secondRunRewritesNothing() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene", "--tests", "none"])
        let before = try project.modificationDate("Scenes/Profile/Profile.generated.swift")
        Thread.sleep(forTimeInterval: 0.05)
        let result = try project.runner.run(["scene", "--tests", "none", "--verbose"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("1 scene: 0 files written, 8 unchanged\n"))
        #expect(result.stdout.contains("identical Scenes/Profile/Profile.generated.swift\n"))
        #expect(result.stdout.contains("skip Scenes/Profile/ProfileViewModel.swift\n"))
        #expect(try project.modificationDate("Scenes/Profile/Profile.generated.swift") == before)
    }

    @Test func editedSkeletonSurvivesARerun() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene", "--tests", "none"])
        try project.write("Scenes/Profile/ProfileViewModel.swift", "// mine\n")
        try project.runner.run(["scene", "--tests", "none"])
        #expect(try project.read("Scenes/Profile/ProfileViewModel.swift") == "// mine\n")
    }

    @Test func forceOverwritesSkeletons() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene", "--tests", "none"])
        try project.write("Scenes/Profile/ProfileViewModel.swift", "// mine\n")
        let result = try project.runner.run(["scene", "--tests", "none", "--force"])
        #expect(result.stdout.contains("update Scenes/Profile/ProfileViewModel.swift\n"))
        #expect(try project.read("Scenes/Profile/ProfileViewModel.swift") != "// mine\n")
    }

    @Test func changedSpecUpdatesTheContractAndSkeletonsNobodyEdited() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene", "--tests", "none"])
        try project.write(
            "Specs/Profile.yml",
            minimalSpec.replacingOccurrences(
                of: "  - name: String\n", with: "  - name: String\n  - age: Int\n"))
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("update Scenes/Profile/Profile.generated.swift\n"))
        #expect(result.stdout.contains("update Scenes/Profile/ProfileViewModel.swift (+ output age)\n"))
    }

    @Test func dryRunWritesNothing() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        let result = try project.runner.run(["scene", "--tests", "none", "--dry-run"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("create Scenes/Profile/Profile.generated.swift\n"))
        #expect(result.stdout.hasSuffix("1 scene: 8 files would be written, 0 unchanged\n"))
        #expect(project.files() == ["Specs/Profile.yml"])
    }

    @Test func invalidSpecIsReportedWithPositionAndWritesNothing() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("Specs/Broken.yml", "scene: Broken\nouputs:\n  - a\n")
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Broken.yml:2:1: error: unknown key 'ouputs'; did you mean 'outputs'?

                        """))
        #expect(project.files() == ["Specs/Broken.yml", "Specs/Profile.yml"])
    }

    @Test func specArgumentLimitsTheRunToThatSpec() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("Specs/Other.yml", "scene: Other\n")
        let result = try project.runner.run(["scene", "Specs/Other.yml", "--tests", "none"])
        #expect(result.status == 0)
        #expect(!project.exists("Scenes/Profile"))
        #expect(project.exists("Scenes/Other/Other.generated.swift"))
    }

    @Test func missingSpecPathIsAnInputError() throws {
        let project = try TemporaryProject()
        let result = try project.runner.run(["scene", "Specs/Nope.yml"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: "Specs/Nope.yml:1:1: error: no such file or folder\n"))
    }

    @Test func configChoosesSpecsOutputAndConventions() throws {
        let project = try TemporaryProject()
        try project.write(
            "scaffold.yml", "specs: Screens\noutput: App/Scenes\ntests: none\nconventions: {inputs: function}\n")
        try project.write("Screens/Profile.yml", minimalSpec)
        let result = try project.runner.run(["scene"])
        #expect(result.status == 0)
        #expect(try project.read("App/Scenes/Profile/Profile.generated.swift").contains("    func refresh()\n"))
    }

    @Test func unknownOptionIsAUsageError() throws {
        let project = try TemporaryProject()
        let result = try project.runner.run(["scene", "--frobnicate"])
        #expect(result.status == 64)
    }

    /// `--quiet` drops news of success, not warnings: a quiet CI log still shows what will fail next.
    @Test func quietKeepsWarnings() throws {
        let project = try TemporaryProject()
        try project.write(
            "Specs/Profile.yml", "scene: Profile\noutputs: [next]\ncoordinator:\n  routes:\n    - next: Nowhere\n")
        #expect(
            try project.runner.run(["scene", "--quiet", "--tests", "none"])
                == .init(
                    status: 0, stdout: "",
                    stderr: """
                        Specs/Profile.yml:5:13: warning: scene 'Nowhere' is not among the loaded specs; if it is \
                        written by hand, declare it under 'externalScenes' in scaffold.yml

                        """))
    }

    /// A run stopped by its input ends with the summary even when quiet, as any failing run does.
    @Test func aFailedQuietRunEndsWithASummary() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", "scene: Profile\nouputs: []\n")
        #expect(
            try project.runner.run(["scene", "--quiet"])
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: "Specs/Profile.yml:2:1: error: unknown key 'ouputs'; did you mean 'outputs'?\n"))
    }
}
