import Foundation
import Testing

/// When the disk says no, the message names the operation and the path in plain words, at the path.
@Suite struct FileSystemErrorTests {
    @Test func anOutputFolderBelowAFileNamesTheFileInTheWay() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("afile", "not a folder\n")
        let result = try project.runner.run(["scene", "--tests", "none", "--output", "afile/Scenes"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        afile/Scenes/Profile:1:1: error: cannot create folder afile/Scenes/Profile: 'afile' is a file, not a folder

                        """))
    }

    @Test func aDepfileBelowAFileNamesTheFileInTheWay() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("afile", "not a folder\n")
        let result = try project.runner.run(["scene", "--tests", "none", "--depfile", "afile/deps.d"])
        #expect(result.status == 2)
        #expect(result.stderr == "afile:1:1: error: cannot create folder afile: it is a file, not a folder\n")
    }

    @Test func aFolderWhereAGeneratedFileGoesIsReportedAsAWriteProblem() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try FileManager.default.createDirectory(
            at: project.root.appendingPathComponent("Scenes/Profile/Profile.generated.swift"),
            withIntermediateDirectories: true)
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        Scenes/Profile/Profile.generated.swift:1:1: error: cannot write Scenes/Profile/Profile.generated.swift: \
                        it is a folder, not a file

                        """))
    }

    @Test func aConfigThatIsAFolderIsReportedAsAReadProblem() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        let result = try project.runner.run(["validate", "--config", "Specs"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        Specs:1:1: error: cannot read Specs: it is a folder, not a file

                        """))
    }

    @Test func aGraphOutputBelowAFileIsReportedAsAFolderProblem() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("afile", "not a folder\n")
        let result = try project.runner.run(["graph", "--output", "afile/graph.mmd"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        afile:1:1: error: cannot create folder afile: it is a file, not a folder

                        """))
    }
}
