import Foundation
import ProcessRunning
import Testing

/// Runs the `scaffold` binary that `swift test` built, in a folder, and captures what it prints.
struct CommandLineRunner {
    struct Result: Equatable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `scaffold` executable next to the test bundle, or the one `SCAFFOLD_TEST_BINARY` names (to run
    /// the tests against another build, e.g. to see a reliability test fail on an older one).
    static let executable: URL = {
        if let binary = ProcessInfo.processInfo.environment["SCAFFOLD_TEST_BINARY"] {
            return URL(fileURLWithPath: binary)
        }
        let bundle = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var folder = bundle.deletingLastPathComponent()
        // On macOS the test bundle's executable sits inside `*.xctest/Contents/MacOS`.
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("scaffold").path),
            folder.pathComponents.count > 1
        {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("scaffold")
    }()

    var directory: URL
    var environment: [String: String] = [:]

    /// Runs `executable` (the built `scaffold` unless given) in `directory`, with colour off and `environment`
    /// added to this process's environment.
    @discardableResult
    func run(_ arguments: [String], executable: URL = CommandLineRunner.executable) throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.merge(self.environment) { _, new in new }
        let result = try ProcessRunner.run(executable.path, arguments, in: directory.path, environment: environment)
        return Result(status: result.status, stdout: result.stdoutText, stderr: result.stderrText)
    }
}

/// A temporary project folder, removed when the test ends.
final class TemporaryProject {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    var runner: CommandLineRunner { CommandLineRunner(directory: root) }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Replaces `old` with `new` in the project file at `path`, as a person editing it would; the file must hold `old`.
    func edit(_ path: String, replacing old: String, with new: String) throws {
        let text = try read(path)
        try #require(text.contains(old), "\(path) has no '\(old)'")
        try write(path, text.replacingOccurrences(of: old, with: new))
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    func modificationDate(_ path: String) throws -> Date {
        let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
        return attributes[.modificationDate] as! Date
    }

    /// Every regular file below the project, relative paths, sorted.
    func files() -> [String] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                paths.append(
                    url.standardizedFileURL.path.replacingOccurrences(
                        of: root.standardizedFileURL.path + "/", with: ""))
            }
        }
        return paths.sorted()
    }
}

/// A small valid spec used across CLI tests.
let minimalSpec = """
    scene: Profile
    inputs:
      - refresh
    outputs:
      - name: String
    service:
      methods:
        - loadName: {returns: String}
    coordinator:
      result:
        - done: {from: name}
    """
