/// One change from a base text to another, in lines: the base lines `baseStart..<baseEnd` are
/// replaced by `lines`. An empty base range is a pure insertion before base line `baseStart`.
struct LineHunk: Equatable, Sendable {
    var baseStart: Int
    var baseEnd: Int
    var lines: [Substring]

    var isInsertion: Bool { baseStart == baseEnd }

    /// The changes that turn `base` into `other`, in base order, touching changes joined.
    static func hunks(from base: [Substring], to other: [Substring]) -> [LineHunk] {
        let difference = other.difference(from: base)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var hunks: [LineHunk] = []
        var baseIndex = 0
        var otherIndex = 0
        while baseIndex < base.count || otherIndex < other.count {
            let baseKept = baseIndex < base.count && !removed.contains(baseIndex)
            let otherKept = otherIndex < other.count && !inserted.contains(otherIndex)
            if baseKept && otherKept {
                baseIndex += 1
                otherIndex += 1
                continue
            }
            let start = baseIndex
            let insertedStart = otherIndex
            while baseIndex < base.count && removed.contains(baseIndex) { baseIndex += 1 }
            while otherIndex < other.count && inserted.contains(otherIndex) { otherIndex += 1 }
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
}
