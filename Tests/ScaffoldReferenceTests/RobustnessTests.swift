import Foundation
import FuzzSupport
import ScaffoldCore
import ScaffoldKit
import Testing

/// Thousands of generated and mutated specs go through load, validate and render. Each must end in
/// diagnostics or in rendered files; a crash or a hang fails the run. `FuzzCompileTests` compiles what valid
/// specs generate.
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
}
