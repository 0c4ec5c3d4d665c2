/// One change from a base text to another, in lines: the base lines `baseStart..<baseEnd` are
/// replaced by `lines`. An empty base range is a pure insertion before base line `baseStart`.
struct LineHunk: Equatable, Sendable {
    var baseStart: Int
    var baseEnd: Int
    var lines: [Substring]

    var isInsertion: Bool { baseStart == baseEnd }

    /// The changes that turn `base` into `other`, in base order, touching changes joined.
    static func hunks(from base: [Substring], to other: [Substring]) -> [LineHunk] {
        let kept = LineMatching.kept(base: base, other: other)
        var hunks: [LineHunk] = []
        var baseIndex = 0
        var otherIndex = 0
        while baseIndex < base.count || otherIndex < other.count {
            let baseKept = baseIndex < base.count && kept.base[baseIndex]
            let otherKept = otherIndex < other.count && kept.other[otherIndex]
            if baseKept && otherKept {
                baseIndex += 1
                otherIndex += 1
                continue
            }
            let start = baseIndex
            let insertedStart = otherIndex
            while baseIndex < base.count && !kept.base[baseIndex] { baseIndex += 1 }
            while otherIndex < other.count && !kept.other[otherIndex] { otherIndex += 1 }
            // A difference always accounts for every unmatched line; stop rather than spin if it did not.
            guard baseIndex > start || otherIndex > insertedStart else { break }
            let hunk = LineHunk(baseStart: start, baseEnd: baseIndex, lines: Array(other[insertedStart..<otherIndex]))
            if let last = hunks.last, last.baseEnd == hunk.baseStart {
                hunks[hunks.count - 1].baseEnd = hunk.baseEnd
                hunks[hunks.count - 1].lines += hunk.lines
            } else {
                hunks.append(hunk)
            }
        }
        return hunks
    }

    /// Where each of `hunks` (in base order, as `hunks(from:to:)` gives them) starts in the other text.
    static func starts(of hunks: [LineHunk]) -> [Int] {
        var shift = 0
        return hunks.map { hunk in
            defer { shift += hunk.lines.count - (hunk.baseEnd - hunk.baseStart) }
            return hunk.baseStart + shift
        }
    }
}
