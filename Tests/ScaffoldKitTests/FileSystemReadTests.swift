import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// Reads check the file's kind and size before reading, and stop at the limit while reading.
@Suite struct FileSystemReadTests {
    let limit = FileSizeLimit(bytes: 100, kind: "a test file", advice: "make it smaller")

    func temporaryFile(size: off_t) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-read-\(UUID().uuidString)")
            .path
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(truncate(path, size) == 0)
        return path
    }

    @Test func aFileAtItsLimitIsRead() throws {
        let path = try temporaryFile(size: 100)
        defer { unlink(path) }
        #expect(try FileSystem.read(path, display: "f", limit: limit) == Data(count: 100))
    }

    @Test func aFileOverItsLimitIsRefusedFromItsSize() throws {
        let path = try temporaryFile(size: 1 << 40)
        defer { unlink(path) }
        #expect(throws: FileSystemProblem(.read, "f", .tooLarge(bytes: 1 << 40, limit: limit))) {
            try FileSystem.read(path, display: "f", limit: limit)
        }
    }

    /// `/proc` files report a size of 0 and hold more, like a file that grows after `fstat`: the read
    /// stops one byte past the limit.
    @Test func aFileThatHoldsMoreThanItsSizeSaidIsCutAtTheLimit() throws {
        #expect(throws: FileSystemProblem(.read, "status", .tooLarge(bytes: 101, limit: limit))) {
            try FileSystem.read("/proc/self/status", display: "status", limit: limit)
        }
    }

    @Test func aFifoIsRefusedWithoutBlocking() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-fifo-\(UUID().uuidString)")
            .path
        #expect(mkfifo(path, 0o644) == 0)
        defer { unlink(path) }
        #expect(throws: FileSystemProblem(.read, "fifo", .notARegularFile(.fifo))) {
            try FileSystem.read(path, display: "fifo", limit: limit)
        }
    }

    @Test func aDeviceIsRefused() throws {
        #expect(throws: FileSystemProblem(.read, "zero", .notARegularFile(.characterDevice))) {
            try FileSystem.read("/dev/zero", display: "zero", limit: limit)
        }
    }
}
