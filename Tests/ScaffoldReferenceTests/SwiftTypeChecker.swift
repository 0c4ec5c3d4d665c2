import Foundation
import ProcessRunning

/// Type-checks Swift files against the API stand-in modules in `Tests/StandIns`.
///
/// The stand-ins mirror the public signatures of RxSwift, RxRelay, RxCocoa, RxTest, Action and
/// UIKit, which do not exist on Linux. They are compiled to `.swiftmodule` files once per test run.
enum SwiftTypeChecker {
    /// Modules in dependency order.
    static let modules = ["RxSwift", "RxRelay", "UIKit", "SafariServices", "RxCocoa", "Action", "RxTest", "RxFlow"]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The folder holding the compiled stand-in modules, built on first use.
    static let moduleFolder: Result<URL, Failure> = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaffold-standins-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for module in modules {
            let sources = swiftFiles(in: RepositoryPaths.standIns.appendingPathComponent(module))
            let result = run(
                [
                    "swiftc", "-emit-module", "-parse-as-library", "-swift-version", "5",
                    "-module-name", module,
                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                    "-I", folder.path,
                ] + sources.map(\.path))
            if result.status != 0 {
                return .failure(Failure(description: "stand-in module \(module) does not compile:\n\(result.output)"))
            }
        }
        return .success(folder)
    }()

    /// Compiles `app` as module `App` (with testing enabled), then `tests`, unless there are none, as a
    /// separate module that `@testable import`s it, as an Xcode app and its test target are built, both
    /// in `mode` with warnings as errors.
    ///
    /// Both use `MemberImportVisibility`: a file must import the module of every member it uses,
    /// so a generated file that leans on another file's import (RxCocoa's `bind(to:)` in a test
    /// that imports only RxSwift) fails here as it would in a stricter project. Both are compiled
    /// as whole modules through SIL, not only type-checked: Swift 6 finds data races (`sending`
    /// a non-Sendable value to another actor) in SIL, after type-checking.
    static func typecheck(app: [URL], tests: [URL] = [], mode: LanguageMode) throws -> (status: Int32, output: String) {
        let standIns = try moduleFolder.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let appResult = run(
            ["swiftc", "-parse-as-library", "-enable-testing", "-module-name", "App", "-I", standIns.path]
                + mode.moduleArguments(writingTo: folder.appendingPathComponent("App.swiftmodule")) + app.map(\.path))
        if appResult.status != 0 || tests.isEmpty { return appResult }
        return run(
            ["swiftc", "-module-name", "AppTests", "-I", standIns.path, "-I", folder.path]
                + mode.moduleArguments(writingTo: folder.appendingPathComponent("AppTests.swiftmodule"))
                + tests.map(\.path))
    }

    /// The compiler's diagnostic lines (`File.swift:3:9: error: ...`) about files in `folder`, named relative to
    /// it, without the source excerpts and notes printed under them.
    static func diagnostics(in output: String, about folder: URL) -> [String] {
        let prefix = folder.path + "/"
        return output.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    /// Every `.swift` file below `folder`, sorted.
    static func swiftFiles(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        do {
            let result = try ProcessRunner.run("/usr/bin/env", arguments)
            return (result.status, result.stdoutText + result.stderrText)
        } catch {
            return (-1, "cannot run \(arguments[0]): \(error)")
        }
    }
}
