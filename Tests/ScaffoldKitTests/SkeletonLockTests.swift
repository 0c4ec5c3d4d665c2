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

    @Test func writesTheSameBytesEveryTime() {
        #expect(Self.lock.text == SkeletonLock(scenes: Self.lock.scenes).text)
    }

    @Test func aLockCutShortAtALineBreakIsRefused() {
        let text = Self.lock.text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let cut = lines.prefix(8).joined(separator: "\n") + "\n"
        #expect(throws: DiagnosticsError.self) { try SkeletonLock(text: cut, file: "scaffold.lock") }
    }

    @Test func aLockEditedByHandIsRefusedAtItsChecksum() {
        let edited = Self.lock.text.replacingOccurrences(of: "// base", with: "// mine")
        let lineCount = edited.split(separator: "\n").count
        #expect(
            throws: DiagnosticsError([
                .error(
                    .damagedLock("its checksum does not match its contents; it was edited or merged by hand"),
                    at: SourceLocation(file: "scaffold.lock", line: lineCount, column: 1))
            ])
        ) { try SkeletonLock(text: edited, file: "scaffold.lock") }
    }

    @Test func findsTheBaseOfASkeleton() {
        #expect(Self.lock.base(ofSkeleton: "Scenes/Login/LoginService.swift") == "no final line break")
        #expect(Self.lock.base(ofSkeleton: "Scenes/Login/Missing.swift") == nil)
    }
}
