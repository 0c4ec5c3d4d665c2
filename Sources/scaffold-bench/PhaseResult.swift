import ProcessRunning

/// The medians of several runs of one command.
struct PhaseResult {
    var milliseconds: Double
    var cpuMilliseconds: Double
    var peakKiB: Int

    init(_ runs: [ProcessResult]) {
        milliseconds = Self.median(runs.map { Self.milliseconds($0.wallTime) })
        cpuMilliseconds = Self.median(runs.map { Self.milliseconds($0.cpuTime) })
        peakKiB = Int(Self.median(runs.map { Double($0.peakResidentKiB) }))
    }

    var peakMB: Double { Double(peakKiB) / 1024 }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
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
    var copy: PhaseResult
    /// Every spec changed and every view model and service skeleton edited, then `scaffold scene`.
    var merge: PhaseResult
    /// The size of scaffold.lock after a cold generate.
    var lockBytes: Int

    var coldOverCopy: Double { cold.milliseconds / copy.milliseconds }
}
