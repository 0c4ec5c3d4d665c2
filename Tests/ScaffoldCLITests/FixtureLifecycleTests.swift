import Foundation
import Testing

/// The tests' fixtures are skeletons of the whole project: written once, recorded in scaffold.lock, and orphans
/// once no scene needs their type.
@Suite struct FixtureLifecycleTests {
    static let fixture = "SceneTests/Fixtures/Item+Fixture.swift"

    /// A project whose one scene takes an `Item`, which no `appCode` declares, generated once.
    func generatedProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Detail.yml", "scene: Detail\narguments:\n  - item: Item\n")
        try project.runner.run(["scene"])
        return project
    }

    @Test func aFixtureScaffoldCannotFillSkipsNamingItsFile() throws {
        let project = try generatedProject()
        #expect(
            try project.read(Self.fixture).contains(
                "throw XCTSkip(\"Fill in Item.fixture() in SceneTests/Fixtures/Item+Fixture.swift\")"))
        let lock = try project.read("scaffold.lock")
        #expect(lock.contains("scene Fixtures (fixtures)\nmembers "))
        #expect(lock.contains("\n|fixture Item \n"))
        #expect(lock.contains(" \(Self.fixture)\n"))
        #expect(lock.contains("\n|// Created by scaffold. Yours to edit"))
    }

    @Test func aFixtureNoSceneNeedsIsAnOrphanThatPruneDeletes() throws {
        let project = try generatedProject()
        try project.write("Specs/Detail.yml", "scene: Detail\narguments:\n  - item: String\n")

        let check = try project.runner.run(["scene", "--check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("orphan \(Self.fixture) (--prune removes it)\n"))
        let pruned = try project.runner.run(["scene", "--prune"])
        #expect(pruned.status == 0)
        #expect(project.files().filter { $0.hasPrefix("SceneTests/Fixtures/") } == [])
        #expect(try !project.read("scaffold.lock").contains("(fixtures)"))
    }

    @Test func anEditedFixtureNoSceneNeedsIsKeptByPrune() throws {
        let project = try generatedProject()
        let filled = try project.read(Self.fixture).replacingOccurrences(
            of: "        throw XCTSkip", with: "        // mine\n        throw XCTSkip")
        try project.write(Self.fixture, filled)
        try project.write("Specs/Detail.yml", "scene: Detail\narguments:\n  - item: String\n")

        let pruned = try project.runner.run(["scene", "--prune"])
        #expect(pruned.status == 0)
        #expect(try project.read(Self.fixture) == filled)
    }
}
