import Foundation
import ScaffoldCore
#if canImport(Glibc)
import Glibc
private let writeBytes = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let writeBytes = Darwin.write
#endif

/// Writes a file through a temporary file in the same folder and a rename, so readers and
/// concurrent runs see the old bytes or the new ones, never a torn file.
///
/// No fsync: the guarantee needed is atomicity against other processes, not durability across a
/// power cut, and an fsync per file cost more than everything else a run does.
public enum AtomicFile {
    /// Why a write failed, in words for a diagnostic.
    public struct Failure: Error {
        public var reason: String
    }

    /// Writes `contents` to the absolute `path`; its folder must exist.
    public static func write(_ contents: String, toPath path: String) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = "\(folder)/.\(name).\(UInt64.random(in: 0...UInt64.max)).tmp"
        func failure(_ what: String) -> Failure {
            Failure(reason: "\(what): \(String(cString: strerror(errno)).lowercased())")
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot create a temporary file") }
        var bytes = Array(contents.utf8)
        let written = bytes.withUnsafeMutableBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = writeBytes(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        let closed = close(descriptor) == 0
        guard written, closed, rename(temporary, path) == 0 else {
            let error = failure("cannot write")
            unlink(temporary)
            throw error
        }
    }

    /// Creates the folders `path` needs, then writes it; failures become a diagnostic at `display`.
    public static func write(_ contents: String, toPath path: String, display: String) throws(DiagnosticsError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticsError([.error(.unreadableFile(reason: "cannot create folder: \(PathDisplay.reason(error))"),
                                           at: .startOf(display))])
        }
        do {
            try write(contents, toPath: path)
        } catch {
            throw DiagnosticsError([.error(.unreadableFile(reason: error.reason), at: .startOf(display))])
        }
    }
}
