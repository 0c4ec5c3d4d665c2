import Foundation
import Testing

/// Specs are read, parsed, rendered and written on all cores; what a run prints and writes must not
/// depend on it. `SCAFFOLD_JOBS=1` makes a run serial, and each test compares the two runs whole.
@Suite struct ParallelRunTests {
    /// Forty scenes that route to each other, with a warning each (a route to a scene without a spec).
    static func writeSpecs(into project: TemporaryProject, brokenEvery: Int? = nil) throws {
        for index in 0..<40 {
            let broken = brokenEvery.map { index % $0 == 0 } ?? false
            try project.write(
                "Specs/Scene\(index).yml",
                """
                scene: Scene\(index)
                inputs:
                  - refresh
                  - select: Int
                outputs:
                  - title: String
                  - showNext: Void
                  - showMissing: Void
                service:
                  methods:
                    - load\(index): {returns: "[String]"}
                coordinator:
                  routes:
                    - showNext: Scene\((index + 1) % 40)
                    - showMissing: Absent\(index)
                \(broken ? "  - notAKey: 1\ninputs: [again]\n" : "")
                """)
        }
    }

    /// The outcome of one run, files included.
    struct Outcome: Equatable {
        var result: CommandLineRunner.Result
        var files: [String: String]
    }

    static func run(serial: Bool, brokenEvery: Int? = nil) throws -> Outcome {
        let project = try TemporaryProject()
        try writeSpecs(into: project, brokenEvery: brokenEvery)
        var runner = project.runner
        if serial { runner.environment["SCAFFOLD_JOBS"] = "1" }
        let result = try runner.run(["scene"])
        let files = try Dictionary(uniqueKeysWithValues: project.files().map { ($0, try project.read($0)) })
        return Outcome(result: result, files: files)
    }

    @Test func aParallelRunWritesAndPrintsWhatASerialRunDoes() throws {
        let parallel = try Self.run(serial: false)
        #expect(parallel.result.status == 0)
        #expect(parallel.files.count > 280)
        #expect(parallel == (try Self.run(serial: true)))
    }

    @Test func aParallelRunReportsTheSameDiagnosticsInTheSameOrder() throws {
        let parallel = try Self.run(serial: false, brokenEvery: 7)
        #expect(parallel.result.status == 2)
        #expect(parallel.result.stderr.split(separator: "\n").count > 10)
        #expect(parallel == (try Self.run(serial: true, brokenEvery: 7)))
    }
}
