import BenchFigures
import ProcessRunning

/// The medians of several runs of one command.
struct PhaseResult {
    var milliseconds: Double
    var cpuMilliseconds: Double
    var peakKiB: Int

    init(_ runs: [ProcessResult]) {
        milliseconds = runs.map { Self.milliseconds($0.wallTime) }.median
        cpuMilliseconds = runs.map { Self.milliseconds($0.cpuTime) }.median
        peakKiB = Int(runs.map { Double($0.peakResidentKiB) }.median)
    }

    var peakMB: Double { Double(peakKiB) / 1024 }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}

/// Everything measured for one project size.
struct SizeResult {
    var specs: Int
    var files: Int
    var bytes: Int
    var cold: PhaseResult
    var noOp: PhaseResult
    var check: PhaseResult
    /// `scaffold scene --check --no-cache`, as a fresh CI clone runs it.
    var uncachedCheck: PhaseResult
    var copy: PhaseResult
    /// Every spec changed and every view model and service skeleton edited, then `scaffold scene`.
    var merge: PhaseResult
    /// The size of scaffold.lock after a cold generate.
    var lockBytes: Int
    /// The median `lock-read` phase of the uncached checks; nil when a run printed none.
    var lockReadMilliseconds: Double?
    /// Medians of what `--timings` printed: a column for the cold runs, then one for the merges.
    var phases: PhaseTable

    var coldOverCopy: Double { cold.milliseconds / copy.milliseconds }
    /// The lock's bytes per scene.
    var lockBytesPerScene: Double { Double(lockBytes) / Double(specs) }
}
