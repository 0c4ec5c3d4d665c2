import Foundation
import Testing

/// What editors write is read as written: a byte-order mark is accepted, a YAML tag is never ignored.
@Suite("Reliability: byte-order marks and YAML tags")
struct YAMLInputReliabilityTests {
    /// Attack (unlucky): an editor on Windows saves a spec as UTF-8 with a byte-order mark; it was refused.
    /// Expected: the spec is read; positions on its first line count from the first visible character.
    @Test func byteOrderMarkAtTheTopOfASpecIsAcceptedAndColumnsStartAfterIt() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Login.yml", "\u{FEFF}scene: Log-in\n")
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Login.yml:1:11: error: 'Log-in' is not a valid Swift identifier: '-' is not allowed

                        """))
    }

    /// Attack (unlucky): the project config is saved with a byte-order mark.
    /// Expected: it is read, and its `output` folder is used.
    @Test func byteOrderMarkAtTheTopOfTheConfigIsAccepted() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "\u{FEFF}output: Screens\ntests: none\n")
        try project.write("Specs/Login.yml", "scene: Login\n")
        let result = try project.runner.run(["scene", "--quiet"])
        #expect(result == .init(status: 0, stdout: "", stderr: ""))
        #expect(project.exists("Screens/Login/Login.generated.swift"))
    }

    /// Attack: YAML tags (`!!str`, `!!binary`, `!custom`) change what a value means to other YAML readers,
    /// while scaffold silently read the text after them.
    /// Expected: an error at each tag saying tags are not supported.
    @Test func tagsAreReportedAtTheirPosition() throws {
        let project = try TemporaryProject()
        try project.write(
            "Specs/Login.yml",
            """
            scene: !!str Login
            doc: !!binary aGVsbG8=
            inputs: [!custom reload]

            """)
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "3 errors in 1 spec\n",
                    stderr: """
                        Specs/Login.yml:1:8: error: YAML tag '!!str' is not supported; remove it (spec values are read as text)
                        Specs/Login.yml:2:6: error: YAML tag '!!binary' is not supported; remove it (spec values are read as text)
                        Specs/Login.yml:3:10: error: YAML tag '!custom' is not supported; remove it (spec values are read as text)

                        """))
    }
}
