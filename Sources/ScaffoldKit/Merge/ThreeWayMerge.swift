/// Merges scaffold's change to a skeleton (base → theirs) into the file a person edited
/// (base → yours), line by line, as `git merge-file` does, with one difference that matters for
/// generated code: scaffold's pure insertions never conflict.
///
/// - A change on one side only is applied.
/// - The same change on both sides is applied once.
/// - Scaffold's insertion next to or inside lines the person rewrote goes before them when it is
///   initialisation code (a new stored property's assignment: Swift forbids using `self` before
///   every stored property is set), before them when it touches their start or lies inside them,
///   and after them when it touches their end. Where both insert at one place, scaffold's lines
///   come first. Lines the person already has are not added twice.
/// - Only scaffold changing or removing lines the person also changed, or removing lines around a
///   line the person added, is a conflict: both versions of the region are kept between markers.
struct ThreeWayMerge: Sendable {
    /// The marker lines around a conflict, as git writes them.
    static let yoursMarker = "<<<<<<< yours"
    static let separatorMarker = "======="
    static let theirsMarker = ">>>>>>> scaffold"

    /// A conflict in the merged text: 1-based line numbers of its first and last marker.
    struct Conflict: Equatable, Sendable {
        var startLine: Int
        var endLine: Int
    }

    /// The merged text and its conflicts (none for a clean merge).
    struct Result: Equatable, Sendable {
        var text: String
        var conflicts: [Conflict]
    }

    /// Merges the three texts; each is split into lines on "\n" and joined back the same way.
    ///
    /// Line breaks are compared line by line: a CR LF line is the same line as its LF twin, so a file an
    /// editor saved with CR LF breaks, or one pasted CR LF line in an LF file, is no change of the person's.
    /// Each line of the person's keeps its own break; a line scaffold adds takes the break most of the
    /// person's lines have.
    static func merge(base: String, yours: String, theirs: String) -> Result {
        guard usesCRLF(yours) || usesCRLF(base) || usesCRLF(theirs) else {
            return mergeLines(base: base, yours: yours, theirs: theirs)
        }
        func lineFeeds(_ text: String) -> String { text.replacingOccurrences(of: "\r\n", with: "\n") }
        let merged = mergeLines(base: lineFeeds(base), yours: lineFeeds(yours), theirs: lineFeeds(theirs))
        return Result(text: restoringLineBreaks(of: yours, in: merged.text), conflicts: merged.conflicts)
    }

    /// `merged`, whose lines end in LF, with the person's lines given back the breaks they have in `yours`
    /// and the other lines the break most of them have.
    private static func restoringLineBreaks(of yours: String, in merged: String) -> String {
        let original = lines(of: yours)
        let breaks = original.dropLast().map { $0.hasSuffix("\r") }
        let mostlyCRLF = breaks.filter { $0 }.count * 2 > breaks.count
        let stripped = linesWithoutBreaks(of: yours)
        let output = lines(of: merged)
        let kept = LineMatching.kept(base: stripped, other: output)
        var originalIndex = 0
        var text = ""
        text.reserveCapacity(merged.utf8.count + output.count)
        for (index, line) in output.enumerated() {
            var crlf = mostlyCRLF
            if kept.other[index] {
                while !kept.base[originalIndex] { originalIndex += 1 }
                crlf = originalIndex < breaks.count && breaks[originalIndex]
                originalIndex += 1
            }
            text += line
            guard index < output.count - 1 else { break }
            text += crlf ? "\r\n" : "\n"
        }
        return text
    }

    /// Merges three texts whose lines all end in the same way.
    private static func mergeLines(base: String, yours: String, theirs: String) -> Result {
        let baseLines = lines(of: base)
        let yourLines = lines(of: yours)
        let theirLines = lines(of: theirs)
        var yourHunks = lineForLine(LineHunk.hunks(from: baseLines, to: yourLines), base: baseLines)
        let yourCode = yourLines.map(trimmed).filter { !$0.isEmpty }
        let declared = Set(yourCode)
        let allTheirs = LineHunk.hunks(from: baseLines, to: theirLines)
        let newHunks = zip(allTheirs, LineHunk.starts(of: allTheirs)).filter {
            !(isDeclaration($0.0) && declaresAlready($0.0, in: yourCode, declared: declared))
        }
        let theirHunks = attachInsertions(
            newHunks.map { (hunk: $0.0, start: $0.1) }, to: &yourHunks, yourLines: yourLines, theirLines: theirLines)
        let output = weave(base: baseLines, yours: yourHunks, theirs: lineForLine(theirHunks, base: baseLines))
        return Result(text: output.lines.joined(separator: "\n"), conflicts: output.conflicts)
    }

    /// The 1-based line of the first conflict marker an earlier merge left in `text`, if any.
    static func conflictMarkerLine(in text: String) -> Int? {
        // Every skeleton is checked on every run, so this scans bytes instead of splitting lines.
        var text = text
        return text.withUTF8 { bytes -> Int? in
            let newline = UInt8(ascii: "\n")
            var line = 1
            var start = 0
            while start <= bytes.count {
                let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
                var candidate = bytes[start..<end]
                // Markers merged into a CRLF file end in CR.
                if candidate.last == UInt8(ascii: "\r") { candidate = candidate.dropLast() }
                if candidate.first == UInt8(ascii: "<") || candidate.first == UInt8(ascii: ">"),
                    candidate.elementsEqual(yoursMarker.utf8) || candidate.elementsEqual(theirsMarker.utf8)
                {
                    return line
                }
                line += 1
                start = end + 1
            }
            return nil
        }
    }

    /// Whether `text` has a CRLF line break.
    private static func usesCRLF(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") && previous == UInt8(ascii: "\r") { return true }
            previous = byte
        }
        return false
    }

    /// The lines of `text` without their LF or CR LF breaks: a CR LF line and its LF twin read the same.
    static func linesWithoutBreaks(of text: String) -> [Substring] {
        lines(of: text).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    }

    /// The lines of `text`, split on "\n" byte by byte: a line break never sits inside a Character
    /// scaffold cares about, and comparing bytes is several times faster than grapheme breaking.
    static func lines(of text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// Folds every insertion of theirs that touches or lies inside one of your changes into that
    /// change, so it cannot conflict; returns their other changes. Each insertion comes with where its lines start
    /// in `theirLines`; `InsertionPlacement` decides where in the person's lines it goes.
    private static func attachInsertions(
        _ theirs: [(hunk: LineHunk, start: Int)], to yours: inout [LineHunk], yourLines: [Substring],
        theirLines: [Substring]
    ) -> [LineHunk] {
        var placement: InsertionPlacement?
        var attached: [Int: [(offset: Int, lines: [Substring])]] = [:]
        var remaining: [LineHunk] = []
        for (hunk, theirStart) in theirs {
            guard hunk.isInsertion,
                let index = yours.firstIndex(where: { $0.baseStart <= hunk.baseStart && hunk.baseStart <= $0.baseEnd })
            else {
                remaining.append(hunk)
                continue
            }
            let mine = yours[index]
            if contains(mine.lines, hunk.lines) { continue }
            // Scaffold's lines continue the section before them, so where both sides insert at one
            // place (the end of a class) the person's own lines stay after them.
            let atEnd = hunk.baseStart == mine.baseEnd && !mine.isInsertion
            let initialisation = isInitialisation(hunk.lines)
            if placement == nil {
                placement = InsertionPlacement(yours: yours, yourLines: yourLines, theirLines: theirLines)
            }
            switch placement!.location(
                of: hunk.lines, at: theirStart, touching: index,
                preferring: atEnd && !initialisation ? mine.lines.count : 0, isInitialisation: initialisation)
            {
            case .inside(let change, let offset):
                if attached[change, default: []].contains(where: { $0.lines == hunk.lines }) { continue }
                attached[change, default: []].append((offset, hunk.lines))
            case .beforeBase(let line):
                remaining.append(LineHunk(baseStart: line, baseEnd: line, lines: hunk.lines))
            }
        }
        for (index, insertions) in attached {
            let mine = yours[index].lines
            var lines: [Substring] = []
            var position = 0
            for insertion in insertions.enumerated().sorted(by: {
                ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
            }) {
                lines += mine[position..<insertion.element.offset]
                lines += insertion.element.lines
                position = insertion.element.offset
            }
            yours[index].lines = lines + mine[position...]
        }
        return remaining
    }

    /// `hunks` with each change that rewrites lines one for one (as many lines as it replaces) split into one change
    /// per rewritten line, so that a conflict spans only the lines both sides changed: the person's rewrite of a line
    /// next to one scaffold removes is theirs, not part of the conflict, and taking scaffold's side keeps it.
    private static func lineForLine(_ hunks: [LineHunk], base: [Substring]) -> [LineHunk] {
        hunks.flatMap { hunk -> [LineHunk] in
            guard hunk.baseEnd - hunk.baseStart == hunk.lines.count, hunk.lines.count > 1 else { return [hunk] }
            return hunk.lines.enumerated().compactMap { offset, line in
                let index = hunk.baseStart + offset
                return base[index] == line ? nil : LineHunk(baseStart: index, baseEnd: index + 1, lines: [line])
            }
        }
    }

    /// Applies both sides' changes to the base in order; overlapping ones become conflict regions.
    private static func weave(base: [Substring], yours: [LineHunk], theirs: [LineHunk])
        -> (lines: [Substring], conflicts: [Conflict])
    {
        // Each change with its side; identical changes on both sides count once.
        var changes: [(hunk: LineHunk, isYours: Bool)] = yours.map { ($0, true) }
        for hunk in theirs where !yours.contains(hunk) { changes.append((hunk, false)) }
        changes.sort { ($0.hunk.baseStart, $0.hunk.baseEnd) < ($1.hunk.baseStart, $1.hunk.baseEnd) }

        var output: [Substring] = []
        var conflicts: [Conflict] = []
        var baseIndex = 0
        var index = 0
        while index < changes.count {
            // A group: this change and every later one that overlaps the group's base range.
            var group = [changes[index]]
            var groupEnd = changes[index].hunk.baseEnd
            var next = index + 1
            while next < changes.count, overlaps(changes[next].hunk, start: group[0].hunk.baseStart, end: groupEnd) {
                group.append(changes[next])
                groupEnd = max(groupEnd, changes[next].hunk.baseEnd)
                next += 1
            }
            let groupStart = group[0].hunk.baseStart
            output += base[baseIndex..<groupStart]
            let sides = Set(group.map(\.isYours))
            if sides.count == 1 {
                for change in group { output += change.hunk.lines }
            } else {
                let startLine = output.count + 1
                output.append(Substring(yoursMarker))
                output += apply(group.filter(\.isYours).map(\.hunk), to: base, from: groupStart, to: groupEnd)
                output.append(Substring(separatorMarker))
                output += apply(group.filter { !$0.isYours }.map(\.hunk), to: base, from: groupStart, to: groupEnd)
                output.append(Substring(theirsMarker))
                conflicts.append(Conflict(startLine: startLine, endLine: output.count))
            }
            baseIndex = groupEnd
            index = next
        }
        output += base[baseIndex...]
        return (output, conflicts)
    }

    /// Whether `hunk` conflicts with a group spanning `start..<end`: it shares base lines with it,
    /// or one of them inserts strictly inside the other's lines.
    private static func overlaps(_ hunk: LineHunk, start: Int, end: Int) -> Bool {
        if hunk.isInsertion { return start < hunk.baseStart && hunk.baseStart < end }
        if start == end { return hunk.baseStart < start && start < hunk.baseEnd }
        return hunk.baseStart < end && start < hunk.baseEnd
    }

    /// The base lines `start..<end` with `hunks` (all inside that range, in order) applied.
    private static func apply(_ hunks: [LineHunk], to base: [Substring], from start: Int, to end: Int) -> [Substring] {
        var result: [Substring] = []
        var position = start
        for hunk in hunks {
            result += base[position..<hunk.baseStart]
            result += hunk.lines
            position = hunk.baseEnd
        }
        result += base[position..<end]
        return result
    }

    /// Whether `hunk` inserts declarations (a member's `let`, `var`, `func`, `case`, `init`), which a file
    /// never needs twice, rather than statements, which it may.
    private static func isDeclaration(_ hunk: LineHunk) -> Bool {
        guard hunk.isInsertion else { return false }
        let keywords = ["let ", "var ", "func ", "case ", "init(", "private ", "fileprivate ", "static ", "@"]
        return hunk.lines.map(trimmed).contains { line in keywords.contains { line.hasPrefix($0) } }
    }

    /// Whether the person's file already has every line `hunk` inserts, as one run of lines once blank lines
    /// are skipped (the person declared the member by hand, wherever): `yourCode` holds the file's trimmed,
    /// non-blank lines and `declared` the same as a set, for the quick answer.
    private static func declaresAlready(_ hunk: LineHunk, in yourCode: [Substring], declared: Set<Substring>) -> Bool {
        let inserted = hunk.lines.map(trimmed).filter { !$0.isEmpty }
        guard !inserted.isEmpty, inserted.allSatisfy(declared.contains) else { return false }
        return contains(yourCode, inserted)
    }

    /// `line` without its indentation and trailing spaces or carriage return.
    static func trimmed(_ line: Substring) -> Substring {
        let start = line.firstIndex { $0 != " " && $0 != "\t" } ?? line.endIndex
        let end =
            line[start...].lastIndex { $0 != " " && $0 != "\t" && $0 != "\r" }.map { line.index(after: $0) } ?? start
        return line[start..<end]
    }

    /// Whether `lines` appear in `block` as one contiguous run.
    private static func contains(_ block: [Substring], _ lines: [Substring]) -> Bool {
        guard !lines.isEmpty, lines.count <= block.count else { return lines.isEmpty }
        return (0...(block.count - lines.count)).contains { block[$0..<($0 + lines.count)].elementsEqual(lines) }
    }

    /// Whether `lines` set up a stored property (`self.name = ...`), with only blank lines, comments
    /// and local constants (`let nameSubject = ...`) around it: code that must run before `self` is used.
    static func isInitialisation(_ lines: [Substring]) -> Bool {
        var assignsProperty = false
        for line in lines {
            let code = line.drop { $0 == " " || $0 == "\t" }
            if code.isEmpty || code.hasPrefix("//") { continue }
            if code.hasPrefix("self."), let equals = code.firstIndex(of: "="),
                code[code.index(code.startIndex, offsetBy: 5)..<equals].allSatisfy({
                    $0.isLetter || $0.isNumber || $0 == "_" || $0 == " "
                })
            {
                assignsProperty = true
                continue
            }
            if code.hasPrefix("let "), code.contains(" = ") { continue }
            return false
        }
        return assignsProperty
    }
}
