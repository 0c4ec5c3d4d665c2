import Foundation
import Testing

@Suite struct CheckModeTests {
    /// A project generated once, so its files are current.
    func generatedProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene", "--tests", "none"])
        return project
    }

    @Test func currentFilesPass() throws {
        let project = try generatedProject()
        let result = try project.runner.run(["scene", "--check", "--tests", "none"])
        #expect(result == .init(status: 0, stdout: "1 scene: 4 generated files current\n", stderr: ""))
    }

    @Test func staleFileFailsWithAUnifiedDiff() throws {
        let project = try generatedProject()
        let path = "Scenes/Profile/Profile.generated.swift"
        let original = try project.read(path)
        try project.write(
            path,
            original.replacingOccurrences(
                of: "var name: Observable<String> { get }",
                with: "var name: Observable<Int> { get }"))
        let result = try project.runner.run(["scene", "--check", "--tests", "none"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("stale \(path)\n--- a/\(path)\n+++ b/\(path)\n@@ "))
        #expect(
            result.stdout.contains(
                "\n-    var name: Observable<Int> { get }\n+    var name: Observable<String> { get }\n"))
        #expect(result.stdout.hasSuffix("1 scene: 1 stale of 4 generated files; run 'scaffold scene' to update\n"))
    }

    @Test func checkWritesNothing() throws {
        let project = try generatedProject()
        let path = "Scenes/Profile/Profile.generated.swift"
        try project.write(path, "// edited\n")
        try project.runner.run(["scene", "--check", "--tests", "none"])
        #expect(try project.read(path) == "// edited\n")
    }

    @Test func missingGeneratedFileFails() throws {
        let project = try generatedProject()
        try FileManager.default.removeItem(
            at: project.root.appendingPathComponent("Scenes/Support/BaseCoordinator.generated.swift"))
        let result = try project.runner.run(["scene", "--check", "--tests", "none"])
        #expect(
            result
                == .init(
                    status: 1,
                    stdout: """
                        missing Scenes/Support/BaseCoordinator.generated.swift
                        1 scene: 1 missing of 4 generated files; run 'scaffold scene' to update

                        """, stderr: ""))
    }

    @Test func orphanedGeneratedFileFails() throws {
        let project = try generatedProject()
        try project.write("Specs/Old.yml", "scene: Old\n")
        try project.runner.run(["scene", "--tests", "none"])
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Old.yml"))
        let result = try project.runner.run(["scene", "--check", "--tests", "none"])
        #expect(
            result
                == .init(
                    status: 1,
                    stdout: """
                        orphan Scenes/Old/Old.generated.swift (--prune removes it)
                        orphan Scenes/Old/OldViewController.swift (--prune removes it)
                        orphan Scenes/Old/OldViewModel.swift (--prune removes it)
                        1 scene: 1 orphaned of 5 generated files, 2 skeletons no longer made by their specs; run \
                        'scaffold scene --prune' to update

                        """, stderr: ""))
    }

    @Test func missingSkeletonIsOnlyAWarning() throws {
        let project = try generatedProject()
        try FileManager.default.removeItem(
            at: project.root.appendingPathComponent("Scenes/Profile/ProfileViewModel.swift"))
        let result = try project.runner.run(["scene", "--check", "--tests", "none"])
        #expect(
            result
                == .init(
                    status: 0, stdout: "1 scene: 4 generated files current\n",
                    stderr: """
                        Scenes/Profile/ProfileViewModel.swift:1:1: warning: skeleton is missing; run 'scaffold scene' to create it

                        """))
    }

    @Test func editedSkeletonIsNotCompared() throws {
        let project = try generatedProject()
        try project.write("Scenes/Profile/ProfileViewModel.swift", "// mine\n")
        let result = try project.runner.run(["scene", "--check", "--tests", "none"])
        #expect(result.status == 0)
    }

    @Test func invalidSpecInCheckModeExitsWithTwo() throws {
        let project = try generatedProject()
        try project.write("Specs/Profile.yml", "scene: profile\n")
        let result = try project.runner.run(["scene", "--check", "--tests", "none"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Profile.yml:1:8: error: 'profile' is not a type name; start it with an uppercase letter: 'Profile'

                        """))
    }

    /// The annotation of a stale file sits on the first line a run would change, so GitHub shows it at the
    /// change in the pull request rather than at the top of the file.
    @Test func githubAnnotationOfAStaleFilePointsAtItsFirstChangedLine() throws {
        let project = try generatedProject()
        let path = "Scenes/Profile/Profile.generated.swift"
        let lines = try project.read(path).components(separatedBy: "\n")
        let changed = try #require(lines.firstIndex { $0.contains("var name: Observable<String> { get }") })
        var edited = lines
        edited[changed] = "    var name: Observable<Int> { get }"
        try project.write(path, edited.joined(separator: "\n"))
        let result = try project.runner.run(["scene", "--check", "--tests", "none", "--format", "github"])
        #expect(result.status == 1)
        #expect(
            result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("::") } == [
                "::error file=\(path),line=\(changed + 1),col=1::generated file is out of date; run 'scaffold scene' "
                    + "and commit the result"
            ])
    }

    /// A skeleton left with conflict markers is annotated at its first marker, next to the error that names it.
    @Test func githubAnnotationOfASkeletonWithConflictMarkersPointsAtTheFirstMarker() throws {
        let project = try generatedProject()
        let path = "Scenes/Profile/ProfileViewModel.swift"
        var lines = try project.read(path).components(separatedBy: "\n")
        lines.insert(contentsOf: ["<<<<<<< yours", "a", "=======", "b", ">>>>>>> scaffold"], at: 3)
        try project.write(path, lines.joined(separator: "\n"))
        // The cache vouches for generated files only; markers written by hand are found by a full check.
        let result = try project.runner.run(
            ["scene", "--check", "--no-cache", "--tests", "none", "--format", "github"])
        #expect(result.status == 1)
        #expect(
            result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("::") } == [
                "::error file=\(path),line=4,col=1::unresolved conflict from an earlier run; resolve it and delete the "
                    + "markers before scaffold merges this file again",
                "::error file=\(path),line=4,col=1::skeleton has unresolved conflict markers; resolve them and commit",
            ])
    }

    @Test func githubFormatAddsAnnotations() throws {
        let project = try generatedProject()
        try project.write("Scenes/Profile/Profile.generated.swift", "// edited\n")
        let result = try project.runner.run(["scene", "--check", "--tests", "none", "--format", "github"])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                """
                ::error file=Scenes/Profile/Profile.generated.swift,line=1,col=1::generated file is out of date; \
                run 'scaffold scene' and commit the result
                """))
    }

    /// In a Run Script phase each stale file is an issue Xcode links: an absolute path, its first changed line.
    @Test func xcodeFormatGivesEachStaleFileAnIssueWithAnAbsolutePath() throws {
        let project = try generatedProject()
        try project.write("Scenes/Profile/Profile.generated.swift", "// edited\n")
        let result = try project.runner.run(["scene", "--check", "--tests", "none", "--format", "xcode"])
        let path = project.root.appendingPathComponent("Scenes/Profile/Profile.generated.swift").standardizedFileURL
            .path
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "\(path):1:1: error: generated file is out of date; run 'scaffold scene' and commit the result\n")
        #expect(
            result.stdout
                == "stale Scenes/Profile/Profile.generated.swift\n1 scene: 1 stale of 4 generated files; run "
                + "'scaffold scene' to update\n")
    }

    @Test func xcodeFormatPlacesASpecErrorAtItsAbsolutePath() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", "scene: profile\n")
        let result = try project.runner.run(["validate", "--format", "xcode"])
        let path = project.root.appendingPathComponent("Specs/Profile.yml").standardizedFileURL.path
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: "\(path):1:8: error: 'profile' is not a type name; start it with an uppercase letter: "
                        + "'Profile'\n"))
    }
}
