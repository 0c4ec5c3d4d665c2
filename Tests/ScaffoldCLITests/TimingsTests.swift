import Foundation
import Testing

/// `scaffold scene --timings` prints one line per phase on standard error, in the order the phases ran.
@Suite struct TimingsTests {
    /// The phase names of a `--timings` report, each line checked for the `phase NAME N.N ms` shape.
    static func phases(in stderr: String) -> [String] {
        stderr.split(separator: "\n").map { line in
            let fields = line.split(separator: " ")
            let shaped =
                fields.count == 4 && fields[0] == "phase" && fields[3] == "ms" && Double(fields[2]) != nil
            return shaped ? String(fields[1]) : "unexpected line: \(line)"
        }
    }

    @Test func aColdRunTimesEveryPhase() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        let result = try project.runner.run(["scene", "--timings", "--quiet"])
        #expect(result.status == 0)
        #expect(
            Self.phases(in: result.stderr) == [
                "read", "cache", "lock-read", "templates", "parse", "validate", "model", "render", "paths",
                "compare", "write", "lock-write", "cache-write", "print", "other", "total",
            ])
    }

    @Test func aRunAnsweredFromTheCacheStopsAfterTheCachePhase() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene"])
        let result = try project.runner.run(["scene", "--timings", "--quiet"])
        #expect(Self.phases(in: result.stderr) == ["read", "cache", "print", "other", "total"])
    }

    @Test func withoutTheFlagNothingIsTimedOnStandardError() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        #expect(try project.runner.run(["scene", "--quiet"]).stderr == "")
    }
}
