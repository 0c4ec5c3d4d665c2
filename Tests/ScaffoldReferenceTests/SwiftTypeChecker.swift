import Foundation
import ProcessRunning

/// Type-checks Swift files against the API stand-in modules in `Tests/StandIns`.
///
/// The stand-ins mirror the public signatures of RxSwift, RxRelay, RxCocoa, RxTest, Action and
/// UIKit, which do not exist on Linux. They are compiled to `.swiftmodule` files once per test run.
enum SwiftTypeChecker {
    /// Modules in dependency order.
    static let modules = ["RxSwift", "RxRelay", "UIKit", "RxCocoa", "Action", "RxTest"]

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

    /// Type-checks `files` together as one module (`-swift-version 5`, warnings are errors).
    static func typecheck(_ files: [URL]) throws -> (status: Int32, output: String) {
        let folder = try moduleFolder.get()
        return run(
            [
                "swiftc", "-typecheck", "-swift-version", "5", "-warnings-as-errors",
                "-enable-upcoming-feature", "MemberImportVisibility", "-module-name", "App", "-I", folder.path,
            ] + files.map(\.path))
    }

    /// Compiles `app` as module `App` (with testing enabled), then type-checks `tests` as a separate
    /// module that `@testable import`s it, as an Xcode app and its test target are built.
    ///
    /// Both use `MemberImportVisibility`: a file must import the module of every member it uses,
    /// so a generated file that leans on another file's import (RxCocoa's `bind(to:)` in a test
    /// that imports only RxSwift) fails here as it would in a stricter project.
    static func typecheck(app: [URL], tests: [URL]) throws -> (status: Int32, output: String) {
        let standIns = try moduleFolder.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let appResult = run(
            [
                "swiftc", "-emit-module", "-parse-as-library", "-swift-version", "5", "-warnings-as-errors",
                "-enable-upcoming-feature", "MemberImportVisibility", "-enable-testing", "-module-name", "App",
                "-emit-module-path", folder.appendingPathComponent("App.swiftmodule").path,
                "-I", standIns.path,
            ] + app.map(\.path))
        if appResult.status != 0 { return appResult }
        return run(
            [
                "swiftc", "-typecheck", "-swift-version", "5", "-warnings-as-errors",
                "-enable-upcoming-feature", "MemberImportVisibility", "-module-name", "AppTests",
                "-I", standIns.path, "-I", folder.path,
            ] + tests.map(\.path))
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
