/// Which lines of two texts are the same line kept, found in time close to linear in their length, so that a
/// merge at the skeleton size limit takes well under a second.
///
/// Common leading and trailing lines are matched first. What lies between is diffed with Swift's
/// `difference(from:)` (Myers) when it is small, as every edit of a real skeleton is; a large middle is split
/// at the lines that occur exactly once on each side, in an order both sides share (the anchors of patience
/// diff), and each part is matched the same way. A large part without such a line counts as replaced.
enum LineMatching {
    /// The most lines (base lines plus other lines) of a middle Myers diffs as a whole. Its cost is the number of
    /// lines times the number of lines that differ, so it grows with the square of this sum when the two differ
    /// much: a bound on the product of the two sides alone let a small skeleton against a crafted base of 80,000
    /// like lines (an 11 KB lock) take most of a minute. Two sides of 2,048 lines each are diffed whole as before.
    static let largestMyersSpan = 1 << 12

    /// For each line of `base`, whether `other` keeps it; for each line of `other`, whether it is a kept line of
    /// `base`. Kept lines are in the same order on both sides.
    static func kept(base: [Substring], other: [Substring]) -> (base: [Bool], other: [Bool]) {
        var baseKept = [Bool](repeating: false, count: base.count)
        var otherKept = [Bool](repeating: false, count: other.count)
        var pending = [(base: 0..<base.count, other: 0..<other.count)]
        while var (baseRange, otherRange) = pending.popLast() {
            // Common ends.
            while let first = baseRange.first, let otherFirst = otherRange.first, base[first] == other[otherFirst] {
                baseKept[first] = true
                otherKept[otherFirst] = true
                baseRange = baseRange.dropFirst()
                otherRange = otherRange.dropFirst()
            }
            while let last = baseRange.last, let otherLast = otherRange.last, base[last] == other[otherLast] {
                baseKept[last] = true
                otherKept[otherLast] = true
                baseRange = baseRange.dropLast()
                otherRange = otherRange.dropLast()
            }
            if baseRange.isEmpty || otherRange.isEmpty { continue }
            if baseRange.count + otherRange.count <= largestMyersSpan {
                let difference = other[otherRange].difference(from: base[baseRange])
                var removed = Set<Int>()
                var inserted = Set<Int>()
                for change in difference {
                    switch change {
                    case .remove(let offset, _, _): removed.insert(offset)
                    case .insert(let offset, _, _): inserted.insert(offset)
                    }
                }
                for (offset, index) in baseRange.enumerated() where !removed.contains(offset) { baseKept[index] = true }
                for (offset, index) in otherRange.enumerated() where !inserted.contains(offset) {
                    otherKept[index] = true
                }
                continue
            }
            let anchors = uniqueAnchors(base: base, baseRange, other: other, otherRange)
            var baseStart = baseRange.lowerBound
            var otherStart = otherRange.lowerBound
            for (baseIndex, otherIndex) in anchors {
                baseKept[baseIndex] = true
                otherKept[otherIndex] = true
                pending.append((baseStart..<baseIndex, otherStart..<otherIndex))
                baseStart = baseIndex + 1
                otherStart = otherIndex + 1
            }
            // Without an anchor the part is replaced whole; with them, the part after the last one remains.
            if !anchors.isEmpty {
                pending.append((baseStart..<baseRange.upperBound, otherStart..<otherRange.upperBound))
            }
        }
        return (baseKept, otherKept)
    }

    /// The pairs of positions of lines that occur exactly once in each range, the longest run of them whose
    /// order both sides share, in that order.
    private static func uniqueAnchors(
        base: [Substring], _ baseRange: Range<Int>, other: [Substring], _ otherRange: Range<Int>
    ) -> [(Int, Int)] {
        // For each line: where it is on each side, or -1 once it is seen twice.
        var positions: [Substring: (base: Int, other: Int, baseCount: Int, otherCount: Int)] = [:]
        for index in baseRange {
            positions[base[index], default: (-1, -1, 0, 0)].base = index
            positions[base[index]]!.baseCount += 1
        }
        for index in otherRange {
            guard positions[other[index]] != nil else { continue }
            positions[other[index]]!.other = index
            positions[other[index]]!.otherCount += 1
        }
        let pairs = positions.values.filter { $0.baseCount == 1 && $0.otherCount == 1 }.map { ($0.base, $0.other) }
            .sorted { $0.0 < $1.0 }
        return longestIncreasingRun(pairs)
    }

    /// The longest subsequence of `pairs` (sorted by their first element) whose second elements increase too.
    private static func longestIncreasingRun(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
        // Patience sorting: `tails[k]` is the index of the pair ending the best run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [(Int, Int)] = []
        var index = tails.last ?? -1
        while index >= 0 {
            run.append(pairs[index])
            index = previous[index]
        }
        return run.reversed()
    }
}
