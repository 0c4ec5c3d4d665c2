import Foundation
import FuzzSupport
import ScaffoldCore
import ScaffoldKit
import Testing

/// Thousands of generated and mutated specs go through load, validate and render. Each must end in
/// diagnostics or in rendered files; a crash or a hang fails the run. A sample of the valid results
/// is type-checked against the stand-ins.
///
/// `SCAFFOLD_FUZZ_ITERATIONS=100000 SCAFFOLD_FUZZ_SEED=7 swift test --filter RobustnessTests` runs longer.
@Suite struct RobustnessTests {
    static var iterations: Int {
        ProcessInfo.processInfo.environment["SCAFFOLD_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 3_000
    }

    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["SCAFFOLD_FUZZ_SEED"].flatMap(UInt64.init) ?? 2026
    }

    static let hub: SceneSpec = {
        let (spec, _) = SpecDecoder().decode(Data(SpecFuzzer.hubSpec.utf8), file: "Specs/Hub.yml")
        return spec!
    }()

    /// What one spec text came to.
    enum Outcome {
        case diagnostics([Diagnostic])
        case rendered(SceneSpec, [OutputFile])
    }

    static func process(_ text: String, scene: String, renderer: SceneRenderer) -> Outcome {
        let file = "Specs/\(scene).yml"
        let (spec, decodeDiagnostics) = SpecDecoder().decode(Data(text.utf8), file: file)
        guard let spec, !decodeDiagnostics.containsErrors else { return .diagnostics(decodeDiagnostics) }
        let diagnostics = SpecValidator().validate([hub, spec]).filter { $0.location.file == file }
        if diagnostics.containsErrors { return .diagnostics(diagnostics) }
        let builder = SceneModelBuilder(
            scenes: [hub.name.value: hub, spec.name.value: spec],
            projectConventions: Conventions(), testsFolder: "SceneTests",
            testableImport: "App")
        return .rendered(spec, renderer.files(for: builder.model(for: spec)))
    }

    /// A hang fails the run; longer runs get a proportionally longer limit.
    static var timeLimit: TimeLimitTrait.Duration { .minutes(max(3, iterations / 1_000)) }

    @Test(.timeLimit(timeLimit))
    func generatedAndMutatedSpecsNeverCrashOrHang() throws {
        var fuzzer = SpecFuzzer(random: SeededRandom(seed: Self.seed))
        let renderer = SceneRenderer(templates: try TemplateSet(entries: TemplateSet.builtIn), outputRoot: "Scenes")
        var counts = (diagnostics: 0, rendered: 0)
        for index in 0..<Self.iterations {
            let scene = "Fuzz\(index)"
            let valid = fuzzer.validSpec(scene: scene)
            let text = index % 4 == 0 ? valid : fuzzer.mutate(index % 3 == 0 ? fuzzer.mutate(valid) : valid)
            switch Self.process(text, scene: scene, renderer: renderer) {
            case .diagnostics(let diagnostics):
                // Every failure explains itself at a position inside the file.
                #expect(diagnostics.containsErrors, "no error for a spec that did not render:\n\(text)")
                #expect(diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
                counts.diagnostics += 1
            case .rendered(_, let files):
                #expect(!files.isEmpty)
                counts.rendered += 1
            }
        }
        // Both paths must have been exercised for the run to mean anything.
        #expect(counts.diagnostics > Self.iterations / 10)
        #expect(counts.rendered > Self.iterations / 10)
    }

    @Test(.timeLimit(.minutes(3)))
    func generatedSpecsTypeCheck() throws {
        var fuzzer = SpecFuzzer(random: SeededRandom(seed: Self.seed &+ 1))
        let renderer = SceneRenderer(templates: try TemplateSet(entries: TemplateSet.builtIn), outputRoot: "Scenes")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }

        var specs = [Self.hub]
        var files: [OutputFile] = []
        for index in 0..<40 {
            let scene = "Generated\(index)"
            let text = fuzzer.validSpec(scene: scene)
            let outcome = Self.process(text, scene: scene, renderer: renderer)
            guard case .rendered(let spec, let rendered) = outcome else {
                Issue.record("a generated spec did not render: \(outcome)\n\(text)")
                continue
            }
            specs.append(spec)
            files += rendered
        }
        #expect(SpecValidator().validate(specs).filter { $0.severity == .error } == [])
        let hubBuilder = SceneModelBuilder(
            scenes: Dictionary(specs.map { ($0.name.value, $0) }, uniquingKeysWith: { a, _ in a }),
            projectConventions: Conventions(), testsFolder: "SceneTests",
            testableImport: "App")
        let models = specs.map { hubBuilder.model(for: $0) }
        files +=
            renderer.files(for: models[0]) + renderer.supportFiles(for: models)
            + renderer.files(for: hubBuilder.fixtureCatalog(index: AppCodeIndex()))
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
        let result = try SwiftTypeChecker.typecheck(
            app: SwiftTypeChecker.swiftFiles(in: folder.appendingPathComponent("Scenes"))
                + RepositoryPaths.bundledAppFixtureFiles,
            tests: SwiftTypeChecker.swiftFiles(in: folder.appendingPathComponent("SceneTests")), mode: .swift6)
        #expect(result.status == 0, "generated specs do not type-check:\n\(result.output.prefix(6_000))")
    }
}
