import Foundation
import Testing

/// A damaged or foreign `.scaffold/scene.cache` is no cache: never a record of fewer files, never
/// trusted by another build of scaffold.
@Suite("Reliability: cache") struct CacheReliabilityTests {
    static let cachePath = ".scaffold/scene.cache"

    /// Two scenes generated without tests, with the cache their run wrote.
    func generatedProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", "scene: Profile\ninputs:\n  - refresh\n")
        try project.write("Specs/Settings.yml", "scene: Settings\ninputs:\n  - refresh\n")
        try project.runner.run(["scene", "--tests", "none"])
        return project
    }

    /// The cache keeps only its first `lines` lines, cut at a line break.
    func cutCacheShort(in project: TemporaryProject, afterLines lines: Int) throws {
        let text = try project.read(Self.cachePath)
        let kept = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(lines)
        try project.write(Self.cachePath, kept.joined(separator: "\n") + "\n")
    }

    static let fullNoOpRun = """
        2 scenes: 0 files written, 6 unchanged

        """

    /// Attack: the cache is cut short at a line break (a full disk, a killed copy), so it lists only the
    /// first scene's files; then `scaffold scene --prune`.
    /// Expected: the cut cache is no cache; the full run finds nothing to prune, deletes nothing and
    /// exits 0 (today the cut cache parses as a valid smaller one and the second scene's generated
    /// file is deleted as an orphan).
    @Test func aCacheCutShortAtALineBreakDeletesNothingOnPrune() throws {
        let project = try generatedProject()
        let before = project.files()
        try cutCacheShort(in: project, afterLines: 5)
        let result = try project.runner.run(["scene", "--tests", "none", "--prune"])
        #expect(result == .init(status: 0, stdout: Self.fullNoOpRun, stderr: ""))
        #expect(project.files() == before)
    }

    /// Attack: the cache is cut short at a line break, then the second scene's generated file is
    /// deleted; then `scaffold scene --check`.
    /// Expected: the cut cache is no cache; the check reports the file missing and exits 1 (today it
    /// answers from the cut cache, never looks at that file and exits 0 on a stale tree).
    @Test func aCacheCutShortAtALineBreakCannotHideAMissingFileFromCheck() throws {
        let project = try generatedProject()
        try cutCacheShort(in: project, afterLines: 5)
        try FileManager.default.removeItem(
            at: project.root.appendingPathComponent("Scenes/Settings/Settings.generated.swift"))
        let result = try project.runner.run(["scene", "--tests", "none", "--check"])
        #expect(
            result
                == .init(
                    status: 1,
                    stdout: """
                        missing Scenes/Settings/Settings.generated.swift
                        2 scenes: 1 missing of 2 generated files; run 'scaffold scene' to update

                        """,
                    stderr: ""))
    }

    /// Attack: one byte of the cache flips (the scene count `2` becomes `3`).
    /// Expected: the digest no longer matches, so the run ignores the cache and reports what is there:
    /// 2 scenes (today the flipped count is printed as the truth: "3 scenes").
    @Test func aCacheWithAFlippedByteIsNoCache() throws {
        let project = try generatedProject()
        let text = try project.read(Self.cachePath)
        try project.write(Self.cachePath, text.replacingOccurrences(of: "\nscenes 2\n", with: "\nscenes 3\n"))
        let result = try project.runner.run(["scene", "--tests", "none"])
        #expect(result == .init(status: 0, stdout: Self.fullNoOpRun, stderr: ""))
    }

    #if os(Linux)
        /// Attack: another build of scaffold with the same size and modification time as the one that
        /// wrote the cache (simulated by changing the build-id note of a copy and restoring its time).
        /// Expected: it does not trust the cache; its full run rewrites the cache under its own build id
        /// (today size and time are the binary's only identity, so it answers from the other's cache).
        @Test func anotherBuildOfEqualSizeAndTimeDoesNotTrustTheCache() throws {
            let project = try generatedProject()
            let binaryLine = try project.read(Self.cachePath).split(separator: "\n")[1]
            let prefix = "binary gnu-build-id:"
            #expect(binaryLine.hasPrefix(prefix))
            let buildID = Self.bytes(hex: binaryLine.dropFirst(prefix.count))
            var binary = Array(try Data(contentsOf: CommandLineRunner.executable))
            // The note sits among the first program headers' data, well inside the first 64 KiB.
            guard let start = Self.firstIndex(of: buildID, in: binary.prefix(1 << 16)) else {
                Issue.record("the build id \(binaryLine) is not in the binary")
                return
            }
            binary[start + buildID.count - 1] ^= 0xFF
            let copy = project.root.appendingPathComponent("other-build/scaffold")
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(binary).write(to: copy)
            let original = try FileManager.default.attributesOfItem(atPath: CommandLineRunner.executable.path)
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755, .modificationDate: original[.modificationDate]!], ofItemAtPath: copy.path)

            let result = try project.runner.run(["scene", "--tests", "none"], executable: copy)

            var otherID = buildID
            otherID[otherID.count - 1] ^= 0xFF
            #expect(result == .init(status: 0, stdout: Self.fullNoOpRun, stderr: ""))
            #expect(
                try project.read(Self.cachePath).split(separator: "\n")[1]
                    == "\(prefix)\(otherID.map { String(format: "%02x", $0) }.joined())")
        }
    #endif

    static func bytes(hex: Substring) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return bytes
    }

    static func firstIndex(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { start in
            haystack[start] == needle[0] && haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
