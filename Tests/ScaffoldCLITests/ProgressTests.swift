import Foundation
import Testing

/// A long run shows a progress line on a terminal only; `ProgressLineTests` (ScaffoldKitTests) covers the text
/// and when a terminal shows it.
@Suite struct ProgressTests {
    /// Standard error is a pipe here, as in a log or CI: a run of a thousand scenes, long enough to show
    /// progress on a terminal, prints nothing on it.
    @Test func aLongRunPrintsNoProgressWhenStandardErrorIsNotATerminal() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "tests: none\n")
        try project.writeSyntheticSpecs(count: 1000)
        let started = Date()
        let result = try project.runner.run(["scene"])
        // Shorter than the progress line's delay, the run would prove nothing.
        #expect(Date().timeIntervalSince(started) > 0.5)
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }
}
