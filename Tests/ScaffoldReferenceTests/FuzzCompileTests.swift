import Foundation
import FuzzSupport
import ScaffoldCore
import ScaffoldKit
import Testing

/// Valid means compiles: random projects from `ProjectFuzzer` go through `scaffold scene` as a person's project
/// would (a `scaffold.yml`, scene specs and service specs on disk), and whatever validation accepts is compiled
/// with the app's own code against the stand-ins, as the app module and a test module, in Swift 5 and Swift 6
/// modes. A spec validation refuses is counted, not a failure; a compile error is.
///
/// The fixed-seed slice runs in `swift test`; `make fuzz` runs longer:
/// `SCAFFOLD_FUZZ_SPECS=2000 SCAFFOLD_FUZZ_SEED=7 swift test --filter FuzzCompileTests`.
@Suite struct FuzzCompileTests {
    static var specCount: Int { environment("SCAFFOLD_FUZZ_SPECS") ?? 144 }
    static var seed: UInt64 { environment("SCAFFOLD_FUZZ_SEED") ?? 2026 }
    /// Scenes per project; each project is generated and compiled on its own, with its own `scaffold.yml`.
    static var batchSize: Int { environment("SCAFFOLD_FUZZ_BATCH") ?? 24 }

    /// Prints every refusal's message, to see what the generator gets wrong.
    static var verbose: Bool { environment("SCAFFOLD_FUZZ_VERBOSE") ?? false }

    static func environment<T: LosslessStringConvertible>(_ name: String) -> T? {
        ProcessInfo.processInfo.environment[name].flatMap(T.init)
    }

    /// What one project came to.
    struct BatchResult {
        var tried: Int
        var valid: Int
        var failures: [String]
        /// The valid specs whose generated files the compiler blamed, in either mode.
        var blamed: Set<String> = []

        var compiled: Int { failures.isEmpty ? valid : max(0, valid - max(blamed.count, 1)) }
    }

    @Test(.timeLimit(.minutes(max(10, specCount / 10))))
    func validSpecsCompileInBothLanguageModes() throws {
        var fuzzer = ProjectFuzzer(random: SeededRandom(seed: Self.seed))
        var totals = (tried: 0, valid: 0, compiled: 0, failures: 0)
        var first = 0
        while first < Self.specCount {
            let size = min(Self.batchSize, Self.specCount - first)
            let project = fuzzer.project(first: first, sceneCount: size)
            let started = Date()
            let result = try Self.run(project)
            print(
                "fuzz: batch \(first / Self.batchSize), \(result.tried) specs, \(result.valid) valid, "
                    + "\(result.failures.count) failures, \(Int(Date().timeIntervalSince(started)))s")
            for failure in result.failures { Issue.record(Comment(rawValue: failure)) }
            totals.tried += result.tried
            totals.valid += result.valid
            totals.compiled += result.compiled
            totals.failures += result.failures.count
            first += size
        }
        print(
            "fuzz: seed \(Self.seed), \(totals.tried) specs tried, \(totals.valid) valid, \(totals.compiled) compiled in "
                + "Swift 5 and 6 modes, \(totals.failures) failures")
        // A run that validation mostly refuses proves little.
        #expect(totals.valid * 2 >= totals.tried, "only \(totals.valid) of \(totals.tried) specs are valid")
    }

    /// Generates `project` through the pipeline, leaving out the specs validation refuses, and compiles what it
    /// accepts in both modes; a failure names the specs of the files the compiler blames.
    static func run(_ project: FuzzProject) throws -> BatchResult {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in project.specs.merging(["scaffold.yml": project.config], uniquingKeysWith: { a, _ in a }) {
            try write(text, to: root.appendingPathComponent(path))
        }
        if project.readsAppCode {
            try write(project.appCode(for: project.specs.keys), to: root.appendingPathComponent("App/AppCode.swift"))
        }
        var refused: Set<String> = []
        var output: GeneratedOutput?
        while output == nil {
            do {
                output = try ScenePipeline(project: try Project.load(configPath: nil, workingDirectory: root))
                    .generate()
            } catch {
                let blamed = Set(error.diagnostics.filter { $0.severity == .error }.map(\.location.file))
                    .subtracting(refused)
                let specs = blamed.filter { project.specs[$0] != nil }
                guard specs == blamed, !specs.isEmpty else {
                    return BatchResult(
                        tried: project.scenePaths.count, valid: 0,
                        failures: ["the project itself is refused:\n\(error)\nscaffold.yml:\n\(project.config)"])
                }
                if verbose {
                    for diagnostic in error.diagnostics where diagnostic.severity == .error {
                        print("fuzz: refused: \(diagnostic)")
                        let line = project.specs[diagnostic.location.file]?.split(
                            separator: "\n", omittingEmptySubsequences: false
                        )
                        .dropFirst(diagnostic.location.line - 1).first
                        print("fuzz:   \(line ?? "")")
                    }
                }
                let closed = project.closing(refused.union(specs))
                for spec in closed.subtracting(refused) {
                    try FileManager.default.removeItem(at: root.appendingPathComponent(spec))
                }
                refused = closed
            }
        }
        guard let output else { return BatchResult(tried: 0, valid: 0, failures: []) }
        let valid = project.scenePaths.values.filter { !refused.contains($0) }.count
        var result = BatchResult(tried: project.scenePaths.count, valid: valid, failures: [])
        for mode in LanguageMode.allCases {
            let appCode = project.appCode(for: project.specs.keys.filter { !refused.contains($0) })
            let compiled = try compile(output, appCode: appCode, mode: mode)
            if compiled.status != 0 || !compiled.output.isEmpty {
                let (text, blamed) = report(compiled.output, mode: mode, project: project)
                result.failures.append(text)
                result.blamed.formUnion(blamed)
            }
        }
        return result
    }

    /// Compiles the generated scenes, services and support files with `appCode` as the app, and the generated tests
    /// and mocks as a test module.
    static func compile(_ output: GeneratedOutput, appCode: String, mode: LanguageMode) throws -> (
        status: Int32, output: String
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in output.files { try write(file.contents, to: folder.appendingPathComponent(file.path)) }
        try write(appCode, to: folder.appendingPathComponent("App/AppCode.swift"))
        let app = ["Scenes", "Services", "App"].flatMap {
            SwiftTypeChecker.swiftFiles(in: folder.appendingPathComponent($0))
        }
        let result = try SwiftTypeChecker.typecheck(
            app: app, tests: SwiftTypeChecker.swiftFiles(in: folder.appendingPathComponent("SceneTests")), mode: mode)
        return (result.status, result.output.replacingOccurrences(of: folder.path + "/", with: ""))
    }

    /// The compiler's first errors, each under the spec of the file it is in, with those specs' text.
    static func report(_ output: String, mode: LanguageMode, project: FuzzProject) -> (String, [String]) {
        let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }.prefix(12)
        var blamed: [String] = []
        var lines = ["valid specs do not compile in \(mode) mode:"]
        for error in errors {
            let file = String(error.prefix { $0 != ":" })
            let spec = project.specPath(forGeneratedFile: file) ?? "scaffold.yml"
            if !blamed.contains(spec) { blamed.append(spec) }
            lines.append("  [\(spec)] \(error)")
        }
        if errors.isEmpty { lines.append(String(output.prefix(3_000))) }
        lines.append("scaffold.yml:\n\(project.config)")
        for spec in blamed { lines.append("\(spec):\n\(project.specs[spec] ?? "")") }
        return (lines.joined(separator: "\n"), blamed.filter { $0 != "scaffold.yml" })
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
