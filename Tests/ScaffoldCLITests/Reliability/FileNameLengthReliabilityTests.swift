import Foundation
import Testing

/// A name that makes a file name too long for the file system is refused before any write.
@Suite("Reliability: generated file names longer than a file system allows")
struct FileNameLengthReliabilityTests {
    /// Attack (unlucky): a 220-character scene name passes every name check, but its longest file,
    /// `<Scene>Mocks.generated.swift` (241 bytes), with the temporary suffix a write adds, is longer than the
    /// 255 bytes a file system allows in one name: the run failed mid-write, after other files were written.
    /// Expected: an error at the scene name, naming the longest file and the limit; nothing is written.
    @Test func sceneNameMakingAFileNameTooLongIsAnErrorAtTheName() throws {
        let project = try TemporaryProject()
        let name = String(repeating: "A", count: 220)
        try project.write("Specs/Long.yml", "scene: \(name)\n")
        let result = try project.runner.run(["scene"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Long.yml:1:8: error: the generated file name '\(name)Mocks.generated.swift' is 241 bytes \
                        long, more than the limit of 222 (file systems allow 255 bytes, less scaffold's temporary \
                        suffix); choose a shorter name

                        """))
        #expect(project.files() == ["Specs/Long.yml"])
    }
}
