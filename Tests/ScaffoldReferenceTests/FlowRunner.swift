import Foundation

/// Builds a navigation flow program (generated scenes, the flow harness and the flows) against the behaving
/// stand-ins, as one executable module, and runs it.
enum FlowRunner {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What one run printed: the flows that passed and those that failed (with what went wrong), in order.
    struct Run {
        var passed: [String]
        var failed: [String]
        var output: String
    }

    /// The stand-ins as static libraries and modules, built on first use by `Tests/StandIns/build.sh --linkable`.
    static let libraryFolder: Result<URL, Failure> = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaffold-linkable-standins-\(ProcessInfo.processInfo.processIdentifier)")
        let result = SwiftTypeChecker.run(
            [RepositoryPaths.standIns.appendingPathComponent("build.sh").path, "--linkable", folder.path])
        if result.status != 0 {
            return .failure(Failure(description: "the stand-ins do not build as libraries:\n\(result.output)"))
        }
        return .success(folder)
    }()

    /// The stand-in libraries a flow program links, each before the ones it depends on, as a static link needs.
    static let linkedModules: [String] = SwiftTypeChecker.modules.filter { $0 != "RxTest" }.reversed()

    /// Compiles `app` with the flows of `Tests/Flows/<folder>` and their harness into one program in `mode`,
    /// with warnings as errors, runs it and reads its `PASS name` and `FAIL name: ...` lines.
    static func run(_ folder: String, app: [URL], mode: LanguageMode) throws -> Run {
        let flows =
            SwiftTypeChecker.swiftFiles(in: RepositoryPaths.flows.appendingPathComponent("Harness"))
            + SwiftTypeChecker.swiftFiles(in: RepositoryPaths.flows.appendingPathComponent(folder))
        let libraries = try libraryFolder.get()
        let build = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-flow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: build) }
        let program = build.appendingPathComponent("flows")
        let compile = SwiftTypeChecker.run(
            ["swiftc", "-module-name", "App", "-warnings-as-errors", "-I", libraries.path, "-L", libraries.path]
                + mode.languageArguments + linkedModules.map { "-l\($0)" }
                + ["-o", program.path] + (app + flows).map(\.path))
        if compile.status != 0 { throw Failure(description: "the flows do not build:\n\(compile.output)") }
        let result = SwiftTypeChecker.run([program.path])
        let lines = result.output.split(separator: "\n").map(String.init)
        return Run(
            passed: lines.filter { $0.hasPrefix("PASS ") }.map { String($0.dropFirst(5)) },
            failed: lines.filter { $0.hasPrefix("FAIL ") }.map { String($0.dropFirst(5)) },
            output: result.output)
    }
}
