import Foundation

/// The few file operations the benchmark needs, with errors it can print.
enum FileSystem {
    static func createFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw BenchError.fileSystem("cannot create \(path): \(error.localizedDescription)")
        }
    }

    /// Removes `path` and everything under it; a missing path is fine.
    static func remove(_ path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw BenchError.fileSystem("cannot remove \(path): \(error.localizedDescription)")
        }
    }

    /// Copies a file, keeping its permissions.
    static func copy(_ source: String, to destination: String) throws {
        do {
            try FileManager.default.copyItem(atPath: source, toPath: destination)
        } catch {
            throw BenchError.fileSystem("cannot copy \(source) to \(destination): \(error.localizedDescription)")
        }
    }

    static func contents(of path: String) throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw BenchError.fileSystem("cannot list \(path): \(error.localizedDescription)")
        }
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A new, empty folder under the system's temporary folder.
    static func temporaryFolder() throws -> String {
        let template = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("scaffold-bench.XXXXXX").path
        var bytes = Array(template.utf8CString)
        guard let created = mkdtemp(&bytes) else {
            throw BenchError.fileSystem("cannot create a temporary folder from \(template)")
        }
        return String(cString: created)
    }
}
