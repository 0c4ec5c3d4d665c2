/// A unified diff (`--- a/PATH` / `+++ b/PATH`, 3 lines of context) between two texts.
public enum UnifiedDiff {
    private enum Edit: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The diff from `old` (on disk) to `new` (what the specs produce); empty when they are equal.
    public static func make(old: String, new: String, path: String, context: Int = 3) -> String {
        if old == new { return "" }
        let oldLines = lines(old)
        let newLines = lines(new)
        let edits = diff(oldLines, newLines)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        // Group edits into hunks: runs of changes with up to `context` unchanged lines around them.
        var index = 0
        var oldLine = 1
        var newLine = 1
        var positions: [(old: Int, new: Int)] = []
        for edit in edits {
            positions.append((oldLine, newLine))
            switch edit {
            case .same:
                oldLine += 1
                newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        while index < edits.count {
            guard
                let firstChange = edits[index...].firstIndex(where: {
                    if case .same = $0 { return false }
                    return true
                })
            else { break }
            let start = max(index, firstChange - context)
            var end = firstChange
            var lastChange = firstChange
            while end < edits.count {
                if case .same = edits[end] {
                    if end - lastChange > 2 * context { break }
                } else {
                    lastChange = end
                }
                end += 1
            }
            let stop = min(edits.count, lastChange + context + 1)
            let hunk = edits[start..<stop]
            let oldCount = hunk.filter {
                if case .added = $0 { return false }
                return true
            }.count
            let newCount = hunk.filter {
                if case .removed = $0 { return false }
                return true
            }.count
            let oldStart = oldCount == 0 ? positions[start].old - 1 : positions[start].old
            let newStart = newCount == 0 ? positions[start].new - 1 : positions[start].new
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in hunk {
                switch edit {
                case .same(let line): output += emit(" ", line)
                case .removed(let line): output += emit("-", line)
                case .added(let line): output += emit("+", line)
                }
            }
            index = stop
        }
        return output
    }

    /// The first line of `old` that `new` changes, 1-based: where an annotation on the file on disk points. Text
    /// added after the last line of `old` is blamed at that line.
    public static func firstChangedLine(old: String, new: String) -> Int {
        let oldLines = lines(old)
        let newLines = lines(new)
        var line = 0
        while line < oldLines.count, line < newLines.count, oldLines[line] == newLines[line] { line += 1 }
        return min(line, max(0, oldLines.count - 1)) + 1
    }

    /// Marks a last line that has no newline, so it differs from the same text with one.
    private static let noNewline = "\u{0}no newline"

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" {
            lines.removeLast()
        } else if let last = lines.last {
            lines[lines.count - 1] = last + noNewline
        }
        return lines
    }

    /// A diff line; a last line without newline is followed by the marker `patch` and `git apply` expect.
    private static func emit(_ prefix: String, _ line: String) -> String {
        guard line.hasSuffix(noNewline) else { return "\(prefix)\(line)\n" }
        return "\(prefix)\(line.dropLast(noNewline.count))\n\\ No newline at end of file\n"
    }

    /// A shortest edit script by longest common subsequence, after trimming the common prefix and suffix.
    private static func diff(_ old: [String], _ new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var middle: [Edit] = []
        if a.count * b.count > 4_000_000 {
            // Too large to align line by line in reasonable memory: show it as replaced.
            middle = a.map(Edit.removed) + b.map(Edit.added)
        } else {
            var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < a.count || j < b.count {
                if i < a.count, j < b.count, a[i] == b[j] {
                    middle.append(.same(a[i]))
                    i += 1
                    j += 1
                } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                    middle.append(.removed(a[i]))
                    i += 1
                } else {
                    middle.append(.added(b[j]))
                    j += 1
                }
            }
        }
        return old[..<prefix].map(Edit.same) + middle + old[(old.count - suffix)...].map(Edit.same)
    }
}
