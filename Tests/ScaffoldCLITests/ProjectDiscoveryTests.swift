import Foundation
import Testing

/// Like git and SwiftPM, every command finds its project by looking for `scaffold.yml` from the working
/// folder upward, and shows paths relative to where it was run.
@Suite struct ProjectDiscoveryTests {
    static func project() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "specs: [Specs]\noutput: Scenes\ntests: none\n")
        try project.write("Specs/Profile.yml", "scene: Profile\n")
        try project.write("Scenes/Deep/.keep", "")
        return project
    }

    @Test func aRunFromASubfolderUsesTheProjectAbove() throws {
        let project = try Self.project()
        let runner = CommandLineRunner(directory: project.root.appendingPathComponent("Scenes/Deep"))
        #expect(
            try runner.run(["scene"])
                == .init(
                    status: 0,
                    stdout: """
                        create ../Profile/Profile.generated.swift
                        create ../Profile/ProfileViewModel.swift
                        create ../Profile/ProfileViewController.swift
                        1 scene: 3 files written, 0 unchanged

                        """, stderr: ""))
        #expect(project.exists("Scenes/Profile/Profile.generated.swift"))
    }

    @Test func aSpecErrorFromASubfolderIsShownRelativeToIt() throws {
        let project = try Self.project()
        try project.write("Specs/Profile.yml", "scene: Profile\nouputs: []\n")
        let runner = CommandLineRunner(directory: project.root.appendingPathComponent("Scenes/Deep"))
        #expect(
            try runner.run(["validate"])
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: "../../Specs/Profile.yml:2:1: error: unknown key 'ouputs'; did you mean 'outputs'?\n"))
    }

    @Test func theNearestConfigWins() throws {
        let project = try Self.project()
        try project.write("Inner/scaffold.yml", "specs: [Specs]\noutput: Out\ntests: none\n")
        try project.write("Inner/Specs/Login.yml", "scene: Login\n")
        let runner = CommandLineRunner(directory: project.root.appendingPathComponent("Inner"))
        #expect(try runner.run(["scene", "--quiet"]).status == 0)
        #expect(project.exists("Inner/Out/Login/Login.generated.swift"))
        #expect(!project.exists("Scenes/Profile"))
    }
}

/// `scaffold new` writes into the project's specs folder, wherever it is run from.
@Suite struct NewSpecPlacementTests {
    @Test func newFromASubfolderWritesIntoTheConfiguredSpecsFolder() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "specs: [Screens/Main.yml, Screens]\n")
        try project.write("Scenes/Deep/.keep", "")
        let runner = CommandLineRunner(directory: project.root.appendingPathComponent("Scenes/Deep"))
        #expect(
            try runner.run(["new", "Settings"])
                == .init(
                    status: 0, stdout: "create ../../Screens/Settings.yml\ncreate ../../scaffold-spec.schema.json\n",
                    stderr: ""))
        #expect(
            project.files() == [
                "Scenes/Deep/.keep", "Screens/Settings.yml", "scaffold-spec.schema.json", "scaffold.yml",
            ])
    }

    @Test func anExplicitFolderIsRelativeToTheWorkingFolder() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "specs: [Screens]\n")
        #expect(
            try project.runner.run(["new", "Settings", "--specs", "Elsewhere"])
                == .init(
                    status: 0, stdout: "create Elsewhere/Settings.yml\ncreate scaffold-spec.schema.json\n", stderr: ""))
        #expect(
            try project.read("Elsewhere/Settings.yml").hasPrefix(
                "# yaml-language-server: $schema=../scaffold-spec.schema.json\n"))
    }
}
