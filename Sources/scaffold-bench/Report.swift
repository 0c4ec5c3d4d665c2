import Foundation

/// The benchmark's printout: a Markdown table that reads as plain text too, and issue 5's targets.
struct Report {
    let results: [SizeResult]
    let runs: Int

    var text: String {
        [table, legend, "", targets].joined(separator: "\n")
    }

    var table: String {
        let header = [
            "N", "files", "bytes", "cold ms", "no-op ms", "check ms", "merge ms", "cp -r ms", "cold/cp",
            "cold MB", "no-op MB", "check MB", "merge MB", "lock KB", "cold cpu/wall",
        ]
        let rows = results.map { result in
            [
                String(result.specs), String(result.files), String(result.bytes),
                Self.format(result.cold.milliseconds), Self.format(result.noOp.milliseconds),
                Self.format(result.check.milliseconds), Self.format(result.merge.milliseconds),
                Self.format(result.copy.milliseconds), Self.format(result.coldOverCopy) + "×",
                Self.format(result.cold.peakMB), Self.format(result.noOp.peakMB), Self.format(result.check.peakMB),
                Self.format(result.merge.peakMB), String(result.lockBytes / 1024),
                Self.format(result.cold.cpuMilliseconds / result.cold.milliseconds) + "×",
            ]
        }
        let widths = header.indices.map { column in
            ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                String(repeating: " ", count: widths[column] - cell.count) + cell
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 1) + ":" }.joined(separator: "|") + "|"
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }

    private var legend: String {
        """

        Median of \(runs) runs of the whole process. ms: wall time (monotonic clock). MB: the child's peak \
        resident set (wait4 ru_maxrss, MiB).
        cold: 'scaffold scene' into empty output folders; no-op: again over current files; check: \
        'scaffold scene --check'; merge: 'scaffold scene' after every spec gained an input, an output and a \
        service method and every view model and service skeleton was edited; cp -r: copying the same output tree;
        lock KB: the size of scaffold.lock, which holds the base of every skeleton;
        cold cpu/wall: the child's user + system time over wall time, above 1× when it used more than one core.
        """
    }

    var targets: String {
        var lines = ["Targets from issue 5 (information only; timings never fail the benchmark):"]
        if let large = results.first(where: { $0.specs == 1000 }) {
            let peak = max(large.cold.peakMB, large.noOp.peakMB, large.check.peakMB)
            lines.append(Self.target("N = 1000 cold generate ≤ 1000 ms", large.cold.milliseconds, 1000, "ms"))
            lines.append(Self.target("N = 1000 no-op generate ≤ 300 ms", large.noOp.milliseconds, 300, "ms"))
            lines.append(Self.target("N = 1000 --check ≤ 500 ms", large.check.milliseconds, 500, "ms"))
            lines.append(Self.target("N = 1000 peak memory ≤ 200 MB", peak, 200, "MB"))
            lines.append(Self.target("N = 1000 merge ≤ 1500 ms (issue 11)", large.merge.milliseconds, 1500, "ms"))
        } else {
            lines.append("  N = 1000 targets: not measured (add 1000 to --sizes)")
        }
        if let small = results.first(where: { $0.specs == 100 }),
            let large = results.first(where: { $0.specs == 1000 })
        {
            lines.append(
                Self.target(
                    "cold: N = 1000 costs ≤ ~10× of N = 100",
                    large.cold.milliseconds / small.cold.milliseconds, 10, "×"))
            lines.append(
                Self.target(
                    "no-op: N = 1000 costs ≤ ~10× of N = 100",
                    large.noOp.milliseconds / small.noOp.milliseconds, 10, "×"))
            lines.append(
                Self.target(
                    "check: N = 1000 costs ≤ ~10× of N = 100",
                    large.check.milliseconds / small.check.milliseconds, 10, "×"))
        } else {
            lines.append("  linear growth: not measured (needs 100 and 1000 in --sizes)")
        }
        return lines.joined(separator: "\n")
    }

    private static func target(_ label: String, _ value: Double, _ limit: Double, _ unit: String) -> String {
        let figure = format(value) + (unit == "×" ? "×" : " " + unit)
        let verdict = value <= limit ? "holds" : "MISSED"
        return "  " + label.padding(toLength: 42, withPad: " ", startingAt: 0)
            + String(repeating: " ", count: max(0, 10 - figure.count)) + figure + "   " + verdict
    }

    /// One decimal below 100, none above: enough for timings that vary by a few percent.
    static func format(_ value: Double) -> String {
        value < 100 ? String(format: "%.1f", value) : String(format: "%.0f", value)
    }
}
