import Foundation
import Testing

/// Huge files are refused from their size before a byte is read, with the file and the limit named.
@Suite("Reliability: file size") struct FileSizeReliabilityTests {
    /// A file of `size` bytes at `path` that costs no disk space: the size alone must refuse it.
    func sparseFile(_ project: TemporaryProject, _ path: String, size: off_t) throws {
        try project.write(path, "")
        #expect(truncate(project.root.appendingPathComponent(path).path, size) == 0)
    }

    /// Attack: a 1 GiB spec (sparse, all zero bytes). Today it is read whole (8.7 s) before the
    /// 1 MiB limit refuses it. Expected: refused at once from its size, naming the file and the limit.
    @Test func aOneGibibyteSpecIsRefusedFromItsSizeAlone() throws {
        let project = try TemporaryProject()
        try sparseFile(project, "Specs/Huge.yml", size: 1 << 30)
        let start = Date()
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Huge.yml:1:1: error: cannot read Specs/Huge.yml: it is 1073741824 bytes, more than the \
                        limit of 1 MiB (1048576 bytes) for a spec; split it into one spec per scene

                        """))
    }

    /// Attack: a 1 GiB `scaffold.yml`. Expected: refused from its size, naming the config and its limit.
    @Test func aOneGibibyteConfigIsRefusedFromItsSizeAlone() throws {
        let project = try TemporaryProject()
        try sparseFile(project, "scaffold.yml", size: 1 << 30)
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        scaffold.yml:1:1: error: cannot read scaffold.yml: it is 1073741824 bytes, more than the \
                        limit of 1 MiB (1048576 bytes) for a project config; it holds paths and conventions only; trim it

                        """))
    }

    /// Attack: a 1 GiB run cache. Today it is read and parsed whole (39 s, 2.1 GB of memory).
    /// Expected: a cache over its limit is no cache; the run regenerates and replaces it, quickly.
    @Test func aOneGibibyteCacheIsIgnoredWithoutBeingRead() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try sparseFile(project, ".scaffold/scene.cache", size: 1 << 30)
        let start = Date()
        let result = try project.runner.run(["scene", "--tests", "none", "--quiet"])
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(result == .init(status: 0, stdout: "", stderr: ""))
        let size =
            try FileManager.default.attributesOfItem(
                atPath: project.root.appendingPathComponent(".scaffold/scene.cache").path)[.size] as! Int
        #expect(size < 1 << 20)
    }

    /// Attack: a 1 GiB template override. Expected: refused from its size, naming the template and its limit.
    @Test func aOneGibibyteTemplateIsRefusedFromItsSizeAlone() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("scaffold.yml", "templates: T\ntests: none\n")
        try sparseFile(project, "T/ViewModel.swift.mustache", size: 1 << 30)
        let result = try project.runner.run(["scene"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        T/ViewModel.swift.mustache:1:1: error: cannot read T/ViewModel.swift.mustache: it is \
                        1073741824 bytes, more than the limit of 1 MiB (1048576 bytes) for a template; split it into partials

                        """))
    }

    /// Attack: a 1 GiB `scaffold.lock`. Expected: refused from its size, naming the lock and its limit.
    @Test func aOneGibibyteLockIsRefusedFromItsSizeAlone() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try sparseFile(project, "scaffold.lock", size: 1 << 30)
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        scaffold.lock:1:1: error: cannot read scaffold.lock: it is 1073741824 bytes, more than the \
                        limit of 512 MiB (536870912 bytes) for the skeleton lock; check it is the file scaffold wrote

                        """))
    }

    /// Attack: a 1 GiB file where a skeleton scaffold merges into stands. Expected: refused from its
    /// size before anything is written.
    @Test func aOneGibibyteSkeletonIsRefusedFromItsSizeAlone() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try sparseFile(project, "Scenes/Profile/ProfileViewModel.swift", size: 1 << 30)
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 file\n",
                    stderr: """
                        Scenes/Profile/ProfileViewModel.swift:1:1: error: cannot read \
                        Scenes/Profile/ProfileViewModel.swift: it is 1073741824 bytes, more than the limit of \
                        16 MiB (16777216 bytes) for a Swift source file; split it or move it out of the output folder

                        """))
        #expect(!project.exists("Scenes/Profile/Profile.generated.swift"))
    }
}
