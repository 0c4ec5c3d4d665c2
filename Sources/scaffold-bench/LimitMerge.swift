import Foundation

/// A merge at the skeleton size limit: one scene whose view model skeleton a person grew to just under the
/// 16 MiB scaffold reads, edited near its end, merging a new input from the spec. The figure shows that the
/// line diff stays close to linear at the largest skeleton scaffold accepts.
struct LimitMerge {
    /// Just under the 16 MiB limit on a skeleton scaffold merges into.
    static let skeletonBytes = (16 << 20) - (64 << 10)

    /// The size of the skeleton that was merged into, and the merge's median time and memory; then the same with
    /// the person's file reindented with tabs, so nearly every line is the person's change and the merge places the
    /// new lines by the file's structure.
    var bytes: Int
    var lines: Int
    var merge: PhaseResult
    var reindentedMerge: PhaseResult

    var text: String {
        String(
            format: "Merge at the skeleton size limit: a %.1f MiB view model (%d lines) takes in a new input in "
                + "%.0f ms (median), %.0f MB peak; reindented with tabs by the person, in %.0f ms, %.0f MB peak",
            Double(bytes) / Double(1 << 20), lines, merge.milliseconds, merge.peakMB, reindentedMerge.milliseconds,
            reindentedMerge.peakMB)
    }

    /// The person's lines that grow the skeleton: methods with comments, each different, as real code is.
    static func grownSkeleton(_ skeleton: String, reindented: Bool = false) -> (text: String, lines: Int) {
        var text = skeleton.replacingOccurrences(of: "\n}\n", with: "\n")
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        var index = 0
        while text.utf8.count < skeletonBytes - 200 {
            text += "\n    /// Formats row \(index) of the report for the screen.\n"
            text += "    func formatRow\(index)(_ value: Int) -> String {\n        \"row \(index): \\(value)\"\n    }\n"
            lines += 5
            index += 1
        }
        text += "}\n"
        return (reindented ? text.replacingOccurrences(of: "    ", with: "\t") : text, lines + 1)
    }
}
