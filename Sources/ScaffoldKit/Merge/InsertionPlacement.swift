/// Where scaffold's new lines go when they touch or fall inside lines the person changed, found by the structure of
/// the file: inside the declaration that holds them in scaffold's render (the class, its `init`) and below the
/// imports, however much of the file the person rewrote around them.
struct InsertionPlacement {
    /// A place in the merged file: inside one of the person's changes, or before a base line nobody changed.
    enum Location: Equatable {
        /// At `offset` among the lines of the person's change `change`.
        case inside(change: Int, offset: Int)
        /// Before base line `line` (a pure insertion there).
        case beforeBase(line: Int)
    }

    private let yours: [LineHunk]
    /// Where each of `yours` starts in the person's file.
    private let yourStarts: [Int]
    private let yourLines: [Substring]
    private let theirLines: [Substring]
    private let yourNesting: DeclarationNesting
    private let theirNesting: DeclarationNesting

    init(yours: [LineHunk], yourLines: [Substring], theirLines: [Substring]) {
        self.yours = yours
        yourStarts = LineHunk.starts(of: yours)
        self.yourLines = yourLines
        self.theirLines = theirLines
        yourNesting = DeclarationNesting(lines: yourLines)
        theirNesting = DeclarationNesting(lines: theirLines)
    }

    /// Where `inserted` (which starts at `theirStart` in scaffold's render) goes, given the person's change `change`
    /// it touches and the offset there that the line order alone suggests.
    ///
    /// That offset stands when the declarations around it are the render's and it is below the imports. When only the
    /// imports are in the way, the lines go to the first fitting place below them. Otherwise they go where the
    /// person's file has those declarations, within the change if it can hold them, else anywhere in the file: after
    /// the line they follow in the render when the person kept it, else first (initialisation code, which must run
    /// before `self` is used) or last in the declaration. Without such a place, the suggested offset stands, moved
    /// below the imports.
    func location(
        of inserted: [Substring], at theirStart: Int, touching change: Int, preferring preferred: Int,
        isInitialisation: Bool
    ) -> Location {
        let start = yourStarts[change]
        let end = start + yours[change].lines.count
        let importsEnd = inserted.contains(where: DeclarationNesting.isImport) ? 0 : yourNesting.endOfImports
        let preferredPosition = start + preferred
        let preferredNests = yourNesting.sameNesting(at: preferredPosition, as: theirNesting, at: theirStart)
        // The common case answers without listing the whole file's places.
        if preferredNests && preferredPosition >= importsEnd { return .inside(change: change, offset: preferred) }
        let nested = yourNesting.positions(nestedLike: theirNesting, at: theirStart).filter { $0 >= importsEnd }

        let local = nested.filter { start <= $0 && $0 <= end }
        let chosen: Int?
        if preferredNests {
            chosen = local.first ?? nested.first { $0 >= preferredPosition }
        } else {
            chosen =
                best(of: local, at: theirStart, isInitialisation: isInitialisation)
                ?? best(of: nested, at: theirStart, isInitialisation: isInitialisation)
        }
        guard let position = chosen else {
            return .inside(change: change, offset: min(max(preferred, importsEnd - start), end - start))
        }
        return location(ofYourPosition: position)
    }

    /// The place among `positions` after the line scaffold's lines follow in its render, when the person kept that
    /// line; else the first for initialisation code and the last for anything else.
    private func best(of positions: [Int], at theirStart: Int, isInitialisation: Bool) -> Int? {
        let anchor = Self.lastCode(before: theirStart, in: theirLines)
        if let anchor, let afterAnchor = positions.first(where: { Self.lastCode(before: $0, in: yourLines) == anchor })
        {
            return afterAnchor
        }
        return isInitialisation ? positions.first : positions.last
    }

    /// The last non-blank line before `position`, trimmed; nil when there is none.
    private static func lastCode(before position: Int, in lines: [Substring]) -> Substring? {
        lines[..<position].lazy.map(ThreeWayMerge.trimmed).last { !$0.isEmpty }
    }

    /// `position` in the person's file as a place in the merge: inside the change that spans it (its ends included),
    /// else before the base line it corresponds to.
    private func location(ofYourPosition position: Int) -> Location {
        var shift = 0
        for (index, change) in yours.enumerated() {
            let start = yourStarts[index]
            if position < start { break }
            if position <= start + change.lines.count { return .inside(change: index, offset: position - start) }
            shift = start + change.lines.count - change.baseEnd
        }
        return .beforeBase(line: position - shift)
    }
}
