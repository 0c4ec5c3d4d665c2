import Foundation
import Testing

@Suite struct ValidateCommandTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/BrokenSpecs` holds one deliberately broken spec per kind of problem; the whole report, as a
    /// terminal shows it (the diagnostics on standard error, then the summary on standard output), is committed
    /// in `expected-diagnostics.txt` (re-record with `SCAFFOLD_RECORD=1`).
    @Test func brokenSpecsProduceExactlyTheCommittedDiagnostics() throws {
        let result = try CommandLineRunner(directory: Self.repositoryRoot).run(["validate", "Tests/BrokenSpecs"])
        #expect(result.status == 2)
        let report = result.stderr + result.stdout
        let expectedURL = Self.repositoryRoot.appendingPathComponent("Tests/BrokenSpecs/expected-diagnostics.txt")
        if ProcessInfo.processInfo.environment["SCAFFOLD_RECORD"] == "1" {
            try Data(report.utf8).write(to: expectedURL)
            Issue.record(
                "recorded Tests/BrokenSpecs/expected-diagnostics.txt; review the diff, then run without SCAFFOLD_RECORD"
            )
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(report == expected)
    }

    @Test func validSpecsPrintASummary() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        #expect(try project.runner.run(["validate"]) == .init(status: 0, stdout: "1 spec valid\n", stderr: ""))
    }

    @Test func validateWritesNothing() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["validate"])
        #expect(project.files() == ["Specs/Profile.yml"])
    }

    @Test func jsonFormatPrintsOneObjectPerDiagnostic() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Broken.yml", "scene: Broken\nouputs: []\n")
        let result = try project.runner.run(["validate", "--format", "json"])
        #expect(
            result
                == .init(
                    status: 2,
                    stdout: """
                        [
                          {
                            "column" : 1,
                            "file" : "Specs/Broken.yml",
                            "line" : 2,
                            "message" : "unknown key 'ouputs'; did you mean 'outputs'?",
                            "severity" : "error"
                          }
                        ]

                        """, stderr: ""))
    }

    @Test func aServiceSpecCountsAmongTheValidSpecs() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", "scene: Profile\ndependencies: [UserService]\n")
        try project.write(
            "Specs/Services/UserService.yml", "service: UserService\nmethods:\n  - name: {returns: String}\n")
        #expect(try project.runner.run(["validate"]) == .init(status: 0, stdout: "2 specs valid\n", stderr: ""))
    }

    @Test func jsonFormatPrintsAnEmptyArrayForValidSpecs() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", "scene: Profile\n")
        let result = try project.runner.run(["validate", "--format", "json"])
        #expect(result == .init(status: 0, stdout: "[]\n", stderr: ""))
    }

    /// A file name and a key holding quotes, a backslash, a line feed and an escape character stay one valid
    /// JSON string each, read back unchanged.
    @Test func jsonFormatStaysValidJSONForAnyText() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Q\"\\\n\u{1B}.yml", "scene: Q\n\"a\\\"\\\\\\n\\e\": []\n")
        let result = try project.runner.run(["validate", "--format", "json"])
        let objects = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        #expect(objects?.count == 1)
        #expect(objects?.first?["file"] as? String == "Specs/Q\"\\\n\u{1B}.yml")
        #expect(
            objects?.first?["message"] as? String
                == "unknown key 'a\"\\\n\u{1B}'; expected one of: scene, doc, imports, conventions, arguments, inputs, outputs, "
                + "actions, state, service, dependencies, coordinator, kind, tracking, viewModelBaseClass, conformsTo, "
                + "protocolInherits, properties, methods, renamedFrom, names")
    }

    @Test func githubFormatPrintsAnnotations() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Broken.yml", "scene: Broken\nouputs: []\n")
        let result = try project.runner.run(["validate", "--format", "github"])
        #expect(
            result
                == .init(
                    status: 2,
                    stdout: """
                        ::error file=Specs/Broken.yml,line=2,col=1::unknown key 'ouputs'; did you mean 'outputs'?
                        1 error in 1 spec

                        """, stderr: ""))
    }

    @Test func jsonFormatKeepsTheNotesOfADiagnostic() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Broken.yml", "scene: Broken\ninputs: []\ninputs: []\n")
        let result = try project.runner.run(["validate", "--format", "json"])
        #expect(
            result
                == .init(
                    status: 2,
                    stdout: """
                        [
                          {
                            "column" : 1,
                            "file" : "Specs/Broken.yml",
                            "line" : 3,
                            "message" : "key 'inputs' appears more than once in this mapping; keep one",
                            "notes" : [
                              {
                                "column" : 1,
                                "file" : "Specs/Broken.yml",
                                "line" : 2,
                                "message" : "first written here"
                              }
                            ],
                            "severity" : "error"
                          }
                        ]

                        """, stderr: ""))
    }

    @Test func githubFormatKeepsTheNotesOfADiagnostic() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Broken.yml", "scene: Broken\ninputs: []\ninputs: []\n")
        let result = try project.runner.run(["validate", "--format", "github"])
        #expect(
            result
                == .init(
                    status: 2,
                    stdout: """
                        ::error file=Specs/Broken.yml,line=3,col=1::key 'inputs' appears more than once in this mapping; keep one\
                        %0ASpecs/Broken.yml:2:1: note: first written here
                        1 error in 1 spec

                        """, stderr: ""))
    }

    @Test func aFolderWithoutSpecsIsReported() throws {
        let project = try TemporaryProject()
        try FileManager.default.createDirectory(
            at: project.root.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        Specs:1:1: error: folder has no specs (*.yml or *.yaml files)

                        """))
    }

    @Test func aDanglingSymlinkIsReportedNotCrashed() throws {
        let project = try TemporaryProject()
        try FileManager.default.createDirectory(
            at: project.root.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: project.root.appendingPathComponent("Specs/Gone.yml").path,
            withDestinationPath: "/nonexistent/Gone.yml")
        let result = try project.runner.run(["validate", "Specs/Gone.yml"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: "Specs/Gone.yml:1:1: error: no such file or folder\n"))
    }

    @Test func allErrorsOfAllSpecsAreReportedInOneRun() throws {
        let project = try TemporaryProject()
        try project.write("Specs/A.yml", "scene: A\nouputs: []\n")
        try project.write("Specs/B.yml", "scene: b\n")
        let result = try project.runner.run(["validate"])
        #expect(
            result.stderr == """
                Specs/A.yml:2:1: error: unknown key 'ouputs'; did you mean 'outputs'?
                Specs/B.yml:1:8: error: 'b' is not a type name; start it with an uppercase letter: 'B'

                """)
    }

    /// A spec that cannot be read, or a service whose name is invalid, is reported once: routes and dependencies
    /// that name it, and services it would clash with, say nothing more.
    @Test func oneMistakeInASpecIsReportedOnceAcrossSpecs() throws {
        let project = try TemporaryProject()
        try project.write(
            "Specs/Home.yml",
            "scene: Home\ndependencies: [UserService]\noutputs: [openSettings]\ncoordinator:\n  routes:\n"
                + "    - openSettings: Settings\n")
        try project.write("Specs/Settings.yml", "scene: Settings\ndoc: \"never closed\n")
        try project.write("Specs/Services/UserService.yml", "service: UserService\nmethods: [\n")
        try project.write("Specs/Services/Analytics.yml", "service: analyticsService\n")
        try project.write("Specs/Services/AnalyticsService.yml", "service: AnalyticsService\n")
        let result = try project.runner.run(["validate"])
        #expect(
            result.stderr == """
                Specs/Services/Analytics.yml:1:10: error: 'analyticsService' is not a type name; start it with an \
                uppercase letter: 'AnalyticsService'
                Specs/Services/UserService.yml:2:10: error: invalid YAML: this '[' starts a list that is never closed; \
                close it with ']' (an array type must be quoted: "[Repository]")
                Specs/Settings.yml:2:6: error: invalid YAML: this quoted value is never closed; end it with a double \
                quote

                """)
    }

    /// A failed run ends with how much there is to fix, on standard output as the summary of a run that succeeds.
    @Test func aFailedValidationEndsWithASummary() throws {
        let project = try TemporaryProject()
        try project.write("Specs/A.yml", "scene: A\nouputs: []\n")
        try project.write("Specs/B.yml", "scene: b\n")
        try project.write("Specs/C.yml", "scene: C\noutputs: [next]\ncoordinator:\n  routes:\n    - next: Nowhere\n")
        #expect(
            try project.runner.run(["validate"])
                == .init(
                    status: 2, stdout: "2 errors, 1 warning in 3 specs\n",
                    stderr: """
                        Specs/A.yml:2:1: error: unknown key 'ouputs'; did you mean 'outputs'?
                        Specs/B.yml:1:8: error: 'b' is not a type name; start it with an uppercase letter: 'B'
                        Specs/C.yml:5:13: warning: scene 'Nowhere' is not among the loaded specs; if it is written by \
                        hand, declare it under 'externalScenes' in scaffold.yml

                        """))
    }

    /// The config is not a spec: the summary counts files when a problem is in anything but a spec.
    @Test func aSummaryOfProblemsOutsideSpecsCountsFiles() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "ouptut: Scenes\n")
        let result = try project.runner.run(["validate"])
        #expect(result.status == 2)
        #expect(result.stdout == "1 error in 1 file\n")
    }
}
