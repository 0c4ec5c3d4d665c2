import ScaffoldCore
import Testing

@testable import ScaffoldKit

@Suite struct SkeletonLockTests {
    static let lock = SkeletonLock(scenes: [
        "Specs/Login.yml": .init(
            name: "Login", spec: "Specs/Login.yml",
            members: [.init(kind: "input", name: "tapSubmit", signature: "Void")],
            skeletons: [
                "Scenes/Login/LoginViewModel.swift": "// base\nfinal class LoginViewModel {}\n",
                "Scenes/Login/LoginService.swift": "no final line break",
            ]),
        "Specs/odd name\n.yml": .init(
            name: "Odd", spec: "Specs/odd name\n.yml", members: [],
            skeletons: ["Scenes/Odd/Odd 100%.swift": "|starts with a bar\n\n"]),
    ])

    @Test func readsBackExactlyWhatItWrote() throws {
        #expect(try SkeletonLock(text: Self.lock.text, file: "scaffold.lock") == Self.lock)
    }

    /// A scene that routes to many places lists many words, each a field of the words line.
    @Test func aSceneWithManyRouteWordsReadsBackExactlyWhatItWrote() throws {
        let targets = ["Help", "Rate", "Share", "Store", "About", "Legal", "News", "Shop", "Tour", "Extra"]
        let lock = SkeletonLock(scenes: [
            "Specs/Menu.yml": .init(
                name: "Menu", spec: "Specs/Menu.yml",
                members: targets.map { .init(kind: "route", name: "open" + $0, signature: $0) },
                skeletons: ["Scenes/Menu/MenuCoordinator.swift": targets.map { "// opens \($0)\n" }.joined()])
        ])
        #expect(lock.text.contains("\nwords Help Rate Share Store About Legal News Shop Tour\n"))
        #expect(try SkeletonLock(text: lock.text, file: "scaffold.lock") == lock)
    }

    /// A member whose kind has several words (`view model method`) reads back as that kind: read as a kind, a name
    /// and a signature split at spaces, every later run reported it added and a `view` member removed.
    @Test func aMemberKindOfSeveralWordsReadsBackExactlyWhatItWrote() throws {
        let lock = SkeletonLock(scenes: [
            "Specs/Feed.yml": .init(
                name: "Feed", spec: "Specs/Feed.yml",
                members: [
                    .init(kind: "view model method", name: "reload", signature: "() -> Void"),
                    .init(kind: "output", name: "title", signature: "String"),
                ],
                skeletons: ["Scenes/Feed/FeedViewModel.swift": "final class FeedViewModel {}\n"])
        ])
        #expect(try SkeletonLock(text: lock.text, file: "scaffold.lock") == lock)
    }

    /// The paths scaffold writes: project-relative and normalised, or below an output folder outside the project.
    @Test(
        arguments: [
            ("Scenes/Login/LoginViewModel.swift", true), ("Specs/odd name\n.yml", true),
            ("../Shared/Scenes/Login/LoginViewModel.swift", true), ("../victim.txt", false), ("/etc/passwd", false),
            ("Scenes/../README.md", false), ("Scenes//Login.swift", false), ("./Scenes/Login.swift", false),
            ("../Shared/Scenes/../../victim.txt", false), ("", false), ("Scenes/Login\u{0}.swift", false),
        ])
    func aPathIsWritableOnlyInsideTheProjectOrAnOutsideOutputFolder(path: String, writable: Bool) {
        #expect(SkeletonLock.isWritablePath(path, outsideFolders: ["../Shared/Scenes"]) == writable)
    }

    /// git's `autocrlf` turns every LF into CR LF on checkout; a base's own CR LF line survives otherwise.
    @Test func aLockWithCRLFOnEveryLineReadsAsItsLFText() throws {
        let text = Self.lock.text
        #expect(
            try SkeletonLock(text: text.replacingOccurrences(of: "\n", with: "\r\n"), file: "scaffold.lock")
                == Self.lock)
    }

    @Test func aBaseLineEndingInCRLFIsKeptWhenOtherLinesEndInLF() throws {
        var lock = Self.lock
        lock.scenes["Specs/Login.yml"]?.skeletons["Scenes/Login/LoginService.swift"] = "windows\r\nline\r\n"
        #expect(try SkeletonLock(text: lock.text, file: "scaffold.lock") == lock)
    }

    /// Paths and signatures are one-line fields: `%`, LF and CR are escaped, everything else is kept.
    @Test(arguments: ["plain", "100%", "a\nb\r\nc", "%250A", "%0A literally", "é %2 ü\n", "%", "ends in %2"])
    func escapingAFieldRoundTrips(value: String) {
        let escaped = SkeletonLock.escape(value)
        #expect(!escaped.contains("\n") && !escaped.contains("\r"))
        #expect(SkeletonLock.unescape(Substring(escaped)) == value)
    }

    @Test func escapingUsesPercentCodes() {
        #expect(SkeletonLock.escape("a 100%\r\nb") == "a 100%25%0D%0Ab")
    }

    @Test func writesTheSameBytesEveryTime() {
        #expect(Self.lock.text == SkeletonLock(scenes: Self.lock.scenes).text)
    }

    @Test func aLockCutShortAtALineBreakIsRefused() {
        let text = Self.lock.text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let cut = lines.prefix(8).joined(separator: "\n") + "\n"
        #expect(throws: DiagnosticsError.self) { try SkeletonLock(text: cut, file: "scaffold.lock") }
    }

    @Test func aLockEditedByHandIsRefusedAtItsSceneChecksum() {
        let edited = Self.lock.formatOneText.replacingOccurrences(of: "// base", with: "// mine")
        let lines = edited.split(separator: "\n", omittingEmptySubsequences: false)
        let checksumLine = lines.firstIndex { $0.hasPrefix("checksum") }! + 1
        #expect(
            throws: DiagnosticsError([
                .error(
                    .damagedLock("the checksum of scene 'Login' does not match; it was edited or merged by hand"),
                    at: SourceLocation(file: "scaffold.lock", line: checksumLine, column: 1))
            ])
        ) { try SkeletonLock(text: edited, file: "scaffold.lock") }
    }

    /// A base line must keep its bar even when the scene's checksum was recomputed to match.
    @Test func aBaseLineWithoutItsBarIsRefusedAtItsLine() {
        var lines = Self.lock.formatOneText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let baseLine = lines.firstIndex(of: "|// base")!
        lines[baseLine] = "// base"
        let sceneLine = lines[..<baseLine].lastIndex { $0.hasPrefix("scene ") }!
        let checksumLine = lines[baseLine...].firstIndex { $0.hasPrefix("checksum ") }!
        let block = lines[sceneLine..<checksumLine].map { $0 + "\n" }.joined()
        lines[checksumLine] = "checksum \(LockChecksum(of: Array(block.utf8)))"
        #expect(
            throws: DiagnosticsError([
                .error(
                    .damagedLock("a base line must start with '|'"),
                    at: SourceLocation(file: "scaffold.lock", line: baseLine + 1, column: 1))
            ])
        ) { try SkeletonLock(text: lines.joined(separator: "\n"), file: "scaffold.lock") }
    }

    /// A base line that lost its bar is named at its line even though the checksum no longer matches.
    @Test func aBaseLineWithoutItsBarIsNamedBeforeTheChecksum() {
        let text = Self.lock.formatOneText.replacingOccurrences(of: "\n|// base\n", with: "\n// base\n")
        let line =
            Self.lock.formatOneText.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(of: "|// base")!
            + 1
        #expect(
            throws: DiagnosticsError([
                .error(
                    .damagedLock("a base line must start with '|'"),
                    at: SourceLocation(file: "scaffold.lock", line: line, column: 1))
            ])
        ) { try SkeletonLock(text: text, file: "scaffold.lock") }
    }

    /// Attack: `skeleton 9223372036854775807 path`, a count whose sum with the line number overflows.
    @Test func aHugeLineCountIsDamageNotACrash() {
        let text = Self.lock.formatOneText.replacingOccurrences(
            of: "skeleton 3 Scenes/Login/LoginViewModel.swift",
            with: "skeleton 9223372036854775807 Scenes/Login/LoginViewModel.swift")
        #expect(text != Self.lock.formatOneText)
        #expect(throws: DiagnosticsError.self) { try SkeletonLock(text: text, file: "scaffold.lock") }
    }

    /// Two blocks for one spec, each with a valid checksum (a union merge of two branches can leave
    /// that), would leave the merge base in doubt: refused at the second.
    @Test func aSceneThatAppearsTwiceIsRefused() throws {
        let lines = Self.lock.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = lines.firstIndex { $0.hasPrefix("scene Login ") }!
        let end = lines[start...].firstIndex { $0.hasPrefix("checksum ") }!
        let doubled = lines[..<(end + 1)] + lines[start...]
        #expect(
            throws: DiagnosticsError([
                .error(
                    .damagedLock("the scene of 'Specs/Login.yml' appears twice"),
                    at: SourceLocation(file: "scaffold.lock", line: end + 2, column: 1))
            ])
        ) { try SkeletonLock(text: doubled.joined(separator: "\n"), file: "scaffold.lock") }
    }

    @Test func aLockCutShortBetweenScenesIsRefused() {
        let text = Self.lock.text
        let cut = String(text[..<text.range(of: "scene Odd")!.lowerBound])
        #expect(throws: DiagnosticsError.self) { try SkeletonLock(text: cut, file: "scaffold.lock") }
    }

    @Test func gitMergingTwoBranchesThatChangedDifferentScenesGivesAValidLock() throws {
        var left = Self.lock
        left.scenes["Specs/Login.yml"]?.skeletons["Scenes/Login/LoginService.swift"] = "changed on the left"
        var right = Self.lock
        right.scenes["Specs/odd name\n.yml"]?.members = [.init(kind: "input", name: "added", signature: "Void")]
        var both = left
        both.scenes["Specs/odd name\n.yml"] = right.scenes["Specs/odd name\n.yml"]
        let merged = ThreeWayMerge.merge(base: Self.lock.text, yours: left.text, theirs: right.text)
        #expect(merged.conflicts == [])
        #expect(try SkeletonLock(text: merged.text, file: "scaffold.lock") == both)
    }

    @Test func findsTheBaseOfASkeleton() {
        #expect(Self.lock.base(ofSkeleton: "Scenes/Login/LoginService.swift") == "no final line break")
        #expect(Self.lock.base(ofSkeleton: "Scenes/Login/Missing.swift") == nil)
    }

    // MARK: - Format 2: blocks shared between scenes

    /// A scene whose view model's lines name the scene and the scene it routes to, and hold a `%`.
    static func scene(_ name: String, routingTo target: String) -> SkeletonLock.Scene {
        let lowerCamel = name.prefix(1).lowercased() + name.dropFirst()
        let viewModel = (1...40).map { "    let \(lowerCamel)Value\($0) = \(name)Value\($0)() // 100% to \(target)" }
        return SkeletonLock.Scene(
            name: name, spec: "Specs/\(name).yml",
            members: [
                .init(kind: "input", name: "tapSubmit", signature: "Void"),
                .init(kind: "route", name: "next", signature: target),
            ],
            skeletons: ["Scenes/\(name)/\(name)ViewModel.swift": viewModel.joined(separator: "\n") + "\n"])
    }

    /// The lines of `text`, and `text` again from lines.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Each scene's checksum computed again, as anyone who edits a lock can.
    static func resigned(_ lines: [String]) -> String {
        var lines = lines
        var start: Int?
        for index in lines.indices {
            if lines[index].hasPrefix("scene ") { start = index }
            guard lines[index].hasPrefix("checksum "), let first = start else { continue }
            lines[index] = "checksum \(LockChecksum(of: Array(lines[first..<index].map { $0 + "\n" }.joined().utf8)))"
            start = nil
        }
        return lines.joined(separator: "\n")
    }

    /// A block of `lines` as the table holds it, with its key.
    static func block(_ lines: [String]) -> (key: String, lines: [String]) {
        let key = LockBlock.spelling(of: LockBlock.key(of: Array(lines.map { $0 + "\n" }.joined().utf8)))
        return (key, ["block \(key)"] + lines.map { "|" + $0 })
    }

    @Test func aFormatOneLockReadsAsTheSameScenesInAnOlderFormat() throws {
        let lock = try SkeletonLock(text: Self.lock.formatOneText, file: "scaffold.lock")
        #expect(lock == Self.lock)
        #expect(lock.isInOlderFormat)
        #expect(try !SkeletonLock(text: Self.lock.text, file: "scaffold.lock").isInOlderFormat)
    }

    @Test func scenesAlikeButForTheirNamesShareEveryBlock() throws {
        let one = SkeletonLock(scenes: ["Specs/Login.yml": Self.scene("Login", routingTo: "Home")])
        var two = one
        two.scenes["Specs/Signup.yml"] = Self.scene("Signup", routingTo: "Welcome")
        func blocks(_ lock: SkeletonLock) -> [String] { Self.lines(lock.text).filter { $0.hasPrefix("block ") } }
        #expect(blocks(two) == blocks(one))
        #expect(try SkeletonLock(text: two.text, file: "scaffold.lock") == two)
    }

    @Test func aBlockEditedByHandIsRefusedAtItsLine() {
        var lines = Self.lines(Self.lock.text)
        let blockLine = lines.firstIndex { $0.hasPrefix("block ") }!
        lines[blockLine + 1] += " edited"
        #expect(
            throws: DiagnosticsError([
                .error(
                    .damagedLock(
                        "block '\(lines[blockLine].dropFirst("block ".count))' does not match its key; "
                            + "it was edited or merged by hand"),
                    at: SourceLocation(file: "scaffold.lock", line: blockLine + 1, column: 1))
            ])
        ) { try SkeletonLock(text: lines.joined(separator: "\n"), file: "scaffold.lock") }
    }

    /// Left deletes the only scene that used a block while right adds a scene that uses it: git merges both, and
    /// the new scene's skeleton has no base, as one from before the lock, rather than a wrong one.
    @Test func aBaseWhoseBlockAMergeDroppedHasNoBase() throws {
        let path = "Scenes/Login/LoginService.swift"
        var lines = Self.lines(Self.lock.text)
        let baseLine = lines.first { $0.hasPrefix("base ") && $0.hasSuffix(" " + path) }!
        let key = baseLine.split(separator: " ")[1]
        let blockLine = lines.firstIndex(of: "block \(key)")!
        lines.removeSubrange(blockLine...(blockLine + 1))
        var expected = Self.lock
        expected.scenes["Specs/Login.yml"]?.skeletons[path] = nil
        #expect(try SkeletonLock(text: lines.joined(separator: "\n"), file: "scaffold.lock") == expected)
    }

    @Test func membersWhoseBlockAMergeDroppedLeaveTheSceneWithoutBases() throws {
        var lines = Self.lines(Self.lock.text)
        let key = lines.first { $0.hasPrefix("members ") }!.dropFirst("members ".count)
        let blockLine = lines.firstIndex(of: "block \(key)")!
        lines.removeSubrange(blockLine...(blockLine + 1))
        var expected = Self.lock
        expected.scenes["Specs/Login.yml"]?.members = []
        expected.scenes["Specs/Login.yml"]?.skeletons = [:]
        #expect(try SkeletonLock(text: lines.joined(separator: "\n"), file: "scaffold.lock") == expected)
    }

    /// Attack: one block named over and over in a base, past the size of any skeleton.
    @Test func aBaseThatExpandsPastTheSkeletonLimitIsAnErrorAtItsLine() {
        let path = "Scenes/Login/LoginViewModel.swift"
        let big = Self.block([String(repeating: "x", count: 1 << 20)])
        var lines = Self.lines(Self.lock.text)
        let baseLine = lines.firstIndex { $0.hasPrefix("base ") && $0.hasSuffix(" " + path) }!
        lines[baseLine] = "base " + Array(repeating: big.key, count: 17).joined(separator: ",") + " " + path
        lines.insert(contentsOf: big.lines, at: lines.firstIndex(of: "end")!)
        #expect(
            throws: DiagnosticsError([
                .error(
                    .lockBaseTooLarge(path: path, bytes: 16 * ((1 << 20) + 1) - 1, limit: 16 << 20),
                    at: SourceLocation(file: "scaffold.lock", line: baseLine + 1, column: 1))
            ])
        ) { try SkeletonLock(text: Self.resigned(lines), file: "scaffold.lock") }
    }

    /// Attack: bases each within the limit that together expand a small lock into hundreds of megabytes.
    @Test func basesThatExpandFarPastTheLocksSizeAreAnErrorAtTheirScene() {
        let big = Self.block([String(repeating: "x", count: 1 << 16)])
        var lines = Self.lines(Self.lock.text)
        let sceneLine = lines.firstIndex { $0.hasPrefix("scene Login ") }!
        let checksumLine = lines[sceneLine...].firstIndex { $0.hasPrefix("checksum ") }!
        let references = Array(repeating: big.key, count: 255).joined(separator: ",")
        lines.insert(contentsOf: (1...3).map { "base \(references) Scenes/Login/Big\($0).swift" }, at: checksumLine)
        lines.insert(contentsOf: big.lines, at: lines.firstIndex(of: "end")!)
        let text = Self.resigned(lines)
        let login = Self.lock.scenes["Specs/Login.yml"]!
        let total =
            3 * (255 * ((1 << 16) + 1) - 1) + login.skeletons.values.reduce(0) { $0 + $1.utf8.count }
            + login.members.map { "\($0.kind) \($0.name) \($0.signature)".utf8.count + 1 }.reduce(-1, +)
        #expect(
            throws: DiagnosticsError([
                .error(
                    .damagedLock(
                        "its bases and members expand to \(total) bytes, more than 64 times its size; "
                            + "it was edited by hand"),
                    at: SourceLocation(file: "scaffold.lock", line: sceneLine + 1, column: 1))
            ])
        ) { try SkeletonLock(text: text, file: "scaffold.lock") }
    }

    @Test func aPercentThatStartsNoCodeIsAnErrorAtItsColumn() {
        let odd = Self.block(["fine", "50%x"])
        var lines = Self.lines(Self.lock.text)
        lines.insert(contentsOf: odd.lines, at: lines.firstIndex(of: "end")!)
        let line = lines.firstIndex(of: "|50%x")!
        #expect(
            throws: DiagnosticsError([
                .error(
                    .damagedLock("'%' in a block starts '%%' or a word's code ('%0'…'%9', '%a'…'%j')"),
                    at: SourceLocation(file: "scaffold.lock", line: line + 1, column: 4))
            ])
        ) { try SkeletonLock(text: lines.joined(separator: "\n"), file: "scaffold.lock") }
    }

    @Test func aBlockUsingAWordTheSceneLacksIsAnErrorAtTheReference() {
        let path = "Scenes/Login/LoginService.swift"
        let wordy = Self.block(["%5 is not listed"])
        var lines = Self.lines(Self.lock.text)
        let baseLine = lines.firstIndex { $0.hasPrefix("base ") && $0.hasSuffix(" " + path) }!
        let keys = lines[baseLine].split(separator: " ")[1]
        lines[baseLine] = "base \(keys),\(wordy.key) \(path)"
        lines.insert(contentsOf: wordy.lines, at: lines.firstIndex(of: "end")!)
        #expect(
            throws: DiagnosticsError([
                .error(
                    .damagedLock("block '\(wordy.key)' uses '%5', which scene 'Login' has no word for"),
                    at: SourceLocation(
                        file: "scaffold.lock", line: baseLine + 1, column: "base ".count + keys.count + 2))
            ])
        ) { try SkeletonLock(text: Self.resigned(lines), file: "scaffold.lock") }
    }

    /// A change to one scene leaves the other's lines alone, even where the two shared blocks: the blocks stay
    /// after the section that defined them while another scene uses them, so git merges the two changes.
    @Test func changingOneSceneLeavesTheLinesOfAnotherThatSharedItsBlocks() throws {
        let both = SkeletonLock(scenes: [
            "Specs/Login.yml": Self.scene("Login", routingTo: "Home"),
            "Specs/Signup.yml": Self.scene("Signup", routingTo: "Welcome"),
        ])
        var changed = try SkeletonLock(text: both.text, file: "scaffold.lock")
        changed.scenes["Specs/Login.yml"]?.skeletons["Scenes/Login/LoginViewModel.swift"] = "rewritten\n"
        func signupLines(_ text: String) -> [String] {
            let lines = Self.lines(text)
            return Array(lines[lines.firstIndex { $0.hasPrefix("scene Signup ") }!...])
        }
        #expect(signupLines(changed.text) == signupLines(both.text))
        #expect(try SkeletonLock(text: changed.text, file: "scaffold.lock") == changed)
    }

    /// Two branches that each added a scene with the same new block both define it: the merged lock reads, and the
    /// next write keeps one.
    @Test func aBlockDefinedTwiceReadsAndIsWrittenOnce() throws {
        let lock = SkeletonLock(scenes: ["Specs/Login.yml": Self.scene("Login", routingTo: "Home")])
        let lines = Self.lines(lock.text)
        let firstBlock = lines.firstIndex { $0.hasPrefix("block ") }!
        let secondBlock = lines[(firstBlock + 1)...].firstIndex { $0.hasPrefix("block ") } ?? lines.count - 2
        var doubled = lines
        doubled.insert(contentsOf: lines[firstBlock..<secondBlock], at: lines.firstIndex(of: "end")!)
        let read = try SkeletonLock(text: doubled.joined(separator: "\n"), file: "scaffold.lock")
        #expect(read == lock)
        #expect(read.text == lock.text)
    }
}
