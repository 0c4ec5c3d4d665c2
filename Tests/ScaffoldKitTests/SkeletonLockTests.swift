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
        let edited = Self.lock.text.replacingOccurrences(of: "// base", with: "// mine")
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
        var lines = Self.lock.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
        let text = Self.lock.text.replacingOccurrences(of: "\n|// base\n", with: "\n// base\n")
        let line =
            Self.lock.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(of: "|// base")! + 1
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
        let text = Self.lock.text.replacingOccurrences(
            of: "skeleton 3 Scenes/Login/LoginViewModel.swift",
            with: "skeleton 9223372036854775807 Scenes/Login/LoginViewModel.swift")
        #expect(text != Self.lock.text)
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
}
