import BenchFigures
import Foundation

/// The benchmark's printout: Markdown tables that read as plain text too, the instruction counts, and issue 33's
/// targets.
struct Report {
    let results: [SizeResult]
    let runs: Int
    let instructions: [InstructionCounts]

    var text: String {
        [table, legend, "", phaseTable, "", growthTable, "", instructionLines, "", targets].joined(separator: "\n")
    }

    var table: String {
        let header = [
            "N", "files", "bytes", "cold ms", "cold cpu ms", "no-op ms", "check ms", "uncached check ms", "merge ms",
            "cp -r ms", "cold/cp", "cold MB", "no-op MB", "check MB", "uncached check MB", "merge MB", "lock KB",
            "lock B/scene", "lock read ms", "cold cpu/wall",
        ]
        let rows = results.map { result in
            [
                String(result.specs), String(result.files), String(result.bytes),
                Self.format(result.cold.milliseconds), Self.format(result.cold.cpuMilliseconds),
                Self.format(result.noOp.milliseconds), Self.format(result.check.milliseconds),
                Self.format(result.uncachedCheck.milliseconds), Self.format(result.merge.milliseconds),
                Self.format(result.copy.milliseconds), Self.format(result.coldOverCopy) + "×",
                Self.format(result.cold.peakMB), Self.format(result.noOp.peakMB), Self.format(result.check.peakMB),
                Self.format(result.uncachedCheck.peakMB), Self.format(result.merge.peakMB),
                String(result.lockBytes / 1024), String(Int(result.lockBytesPerScene.rounded())),
                result.lockReadMilliseconds.map(Self.format) ?? "–",
                Self.format(result.cold.cpuMilliseconds / result.cold.milliseconds) + "×",
            ]
        }
        return Self.markdownTable(header: header, rows: rows)
    }

    private var legend: String {
        """

        Median of \(runs) runs of the whole process. ms: wall time (monotonic clock); cpu ms: the child's user + \
        system time (wait4 rusage). MB: the child's peak resident set (wait4 ru_maxrss, MiB).
        cold: 'scaffold scene' into empty output folders; no-op: again over current files; check: \
        'scaffold scene --check'; uncached check: 'scaffold scene --check --no-cache', as a fresh CI clone runs it; \
        merge: 'scaffold scene' after every spec gained an input, an output and a \
        service method and every view model and service skeleton was edited; cp -r: copying the same output tree;
        lock KB, lock B/scene: the size of scaffold.lock, which holds the base of every skeleton, and per scene; \
        lock read ms: the uncached check's 'lock-read' phase ('--timings');
        cold cpu/wall: the child's user + system time over wall time, above 1× when it used more than one core.
        """
    }

    /// The phases of the largest size, as `scaffold scene --timings` printed them in the timed runs.
    var phaseTable: String {
        guard let largest = results.max(by: { $0.specs < $1.specs }), !largest.phases.rows.isEmpty else {
            return "Phases: not measured (see the notes)"
        }
        let rows = largest.phases.rows.map { row in [row.phase] + row.milliseconds.map(Self.format) }
        return "Phases at N = \(largest.specs) (median ms of the timed runs, from 'scaffold scene --timings'; "
            + "other: outside every phase):\n\n"
            + Self.markdownTable(header: ["phase", "cold ms", "merge ms"], rows: rows, leftAligned: [0])
    }

    /// How the cold generate and the merge grow with the number of scenes, each size against the one before it.
    var growthTable: String {
        let sorted = results.sorted { $0.specs < $1.specs }
        let figures: [(String, (SizeResult) -> Double)] = [
            ("cold ms", { $0.cold.milliseconds }), ("cold cpu ms", { $0.cold.cpuMilliseconds }),
            ("cold MB", { $0.cold.peakMB }), ("merge ms", { $0.merge.milliseconds }),
            ("merge MB", { $0.merge.peakMB }), ("uncached check ms", { $0.uncachedCheck.milliseconds }),
            ("lock KB", { Double($0.lockBytes) / 1024 }),
        ]
        let header = ["N"] + figures.flatMap { [$0.0, "per 10×"] }
        let rows = sorted.indices.map { index in
            [String(sorted[index].specs)]
                + figures.flatMap { _, figure in
                    let growth = index == 0 ? nil : Self.growth(of: figure, from: sorted[index - 1], to: sorted[index])
                    return [Self.format(figure(sorted[index])), growth.map { Self.format($0) + "×" } ?? "–"]
                }
        }
        return "Growth (per 10×: how much the figure grew from the size above, scaled to ten times the scenes; "
            + "10× is linear):\n\n" + Self.markdownTable(header: header, rows: rows)
    }

    private static func growth(
        of figure: (SizeResult) -> Double, from smaller: SizeResult, to larger: SizeResult
    ) -> Double? {
        Growth.perTenfold(
            fromSize: smaller.specs, fromValue: figure(smaller), toSize: larger.specs, toValue: figure(larger))
    }

    var instructionLines: String {
        guard !instructions.isEmpty else { return "Instructions: not measured (--instructions-size 0)" }
        let lines = instructions.flatMap { counts -> [(String, String)] in
            switch counts {
            case .notMeasured(let size, let reason):
                return [("\(size) scenes:", "not measured: \(reason)")]
            case .measured(let size, let cold, let merge):
                return [
                    ("cold generate, \(size) scenes:", Self.formatInstructions(cold)),
                    ("merge, \(size) scenes:", merge.map(Self.formatInstructions) ?? "not measured: no count printed"),
                ]
            }
        }
        let width = lines.map(\.0.count).max() ?? 0
        return "Instructions (valgrind --tool=callgrind, one run each, the binary without debug information):\n"
            + lines.map { "  " + $0.padding(toLength: width + 1, withPad: " ", startingAt: 0) + $1 }
            .joined(separator: "\n")
    }

    /// The cold generate's count at `size`, if callgrind measured one.
    private func coldInstructions(at size: Int) -> Int? {
        for counts in instructions {
            if case .measured(size, let cold, _) = counts { return cold }
        }
        return nil
    }

    var targets: String {
        var lines = ["Targets from issue 33 (information only; timings never fail the benchmark):"]
        for (size, limit) in [(100, 0.5), (1000, 6.0)] {
            if let cold = coldInstructions(at: size) {
                lines.append(
                    Self.target(
                        "N = \(size) cold instructions ≤ \(Self.format(limit)) G", Double(cold) / 1e9, limit, "G"))
            } else {
                lines.append("  N = \(size) cold instructions: not measured (add \(size) to --instructions-size)")
            }
        }
        if let large = results.first(where: { $0.specs == 1000 }) {
            let peak = [large.cold, large.noOp, large.check, large.uncachedCheck].map(\.peakMB).max() ?? 0
            lines.append(Self.target("N = 1000 cold generate ≤ 450 ms", large.cold.milliseconds, 450, "ms"))
            lines.append(Self.target("N = 1000 no-op generate ≤ 100 ms", large.noOp.milliseconds, 100, "ms"))
            lines.append(Self.target("N = 1000 --check ≤ 100 ms", large.check.milliseconds, 100, "ms"))
            lines.append(
                Self.target("N = 1000 --check --no-cache ≤ 300 ms", large.uncachedCheck.milliseconds, 300, "ms"))
            lines.append(Self.target("N = 1000 peak memory ≤ 60 MB", peak, 60, "MB"))
            lines.append(Self.target("N = 1000 lock ≤ 2048 B per scene", large.lockBytesPerScene, 2048, "B"))
            if let read = large.lockReadMilliseconds {
                lines.append(Self.target("N = 1000 lock read ≤ 10 ms", read, 10, "ms"))
            } else {
                lines.append("  N = 1000 lock read: not measured (no 'lock-read' phase printed)")
            }
        } else {
            lines.append("  N = 1000 targets: not measured (add 1000 to --sizes)")
        }
        if let huge = results.first(where: { $0.specs == 10000 }) {
            let peak = [huge.cold, huge.noOp, huge.check, huge.uncachedCheck].map(\.peakMB).max() ?? 0
            lines.append(Self.target("N = 10000 cold generate ≤ 4000 ms", huge.cold.milliseconds, 4000, "ms"))
            lines.append(Self.target("N = 10000 peak memory ≤ 200 MB", peak, 200, "MB"))
        } else {
            lines.append("  N = 10000 targets: not measured (add 10000 to --sizes)")
        }
        return lines.joined(separator: "\n")
    }

    private static func target(_ label: String, _ value: Double, _ limit: Double, _ unit: String) -> String {
        let figure = format(value) + " " + unit
        let verdict = value <= limit ? "holds" : "MISSED"
        return "  " + label.padding(toLength: 42, withPad: " ", startingAt: 0)
            + String(repeating: " ", count: max(0, 10 - figure.count)) + figure + "   " + verdict
    }

    /// Columns padded to their widest cell, right-aligned unless listed in `leftAligned`.
    private static func markdownTable(header: [String], rows: [[String]], leftAligned: Set<Int> = []) -> String {
        let widths = header.indices.map { column in
            ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return leftAligned.contains(column) ? cell + padding : padding + cell
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule =
            "|"
            + widths.indices.map { column in
                let dashes = String(repeating: "-", count: widths[column] + 1)
                return leftAligned.contains(column) ? ":" + dashes : dashes + ":"
            }.joined(separator: "|") + "|"
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }

    /// One decimal below 100, none above: enough for timings that vary by a few percent.
    static func format(_ value: Double) -> String {
        value < 100 ? String(format: "%.1f", value) : String(format: "%.0f", value)
    }

    /// "1.23 G instructions (1,234,567,890)": the short figure to read, the exact one to compare.
    static func formatInstructions(_ count: Int) -> String {
        var groups: [String] = []
        var rest = count
        repeat {
            let group = String(rest % 1000)
            rest /= 1000
            groups.insert(rest > 0 ? String(repeating: "0", count: 3 - group.count) + group : group, at: 0)
        } while rest > 0
        return String(format: "%.2f", Double(count) / 1e9) + " G instructions (" + groups.joined(separator: ",") + ")"
    }
}
