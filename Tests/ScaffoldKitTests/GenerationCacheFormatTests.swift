import Foundation
import Testing

@testable import ScaffoldKit

/// `GenerationCache`'s text verifies itself: anything but the exact text one build wrote is no cache.
@Suite struct GenerationCacheFormatTests {
    static let binary = "gnu-build-id:0123456789abcdef"

    static let cache = GenerationCache(
        key: ContentHash.of("inputs"),
        files: [
            OutputFile(
                path: "Scenes/Login/Login.generated.swift", contents: "// one\n", kind: .generated, root: "Scenes",
                spec: "Specs/Login.yml"),
            OutputFile(
                path: "Scenes/Login/LoginViewModel.swift", contents: "// two\n", kind: .skeleton, root: "Scenes",
                spec: "Specs/Login.yml"),
            OutputFile(
                path: "Scenes/Support/Base Coordinator.generated.swift", contents: "// three\n", kind: .generated,
                root: "Scenes", spec: nil),
        ],
        sceneCount: 1)

    @Test func theTextReadsBackAsTheSameCache() {
        #expect(GenerationCache(text: Self.cache.text(binary: Self.binary), binary: Self.binary) == Self.cache)
    }

    @Test func aPathWithALineBreakStaysOneField() {
        var cache = Self.cache
        cache.entries[0].path = "Scenes/Log\nin/%20 x.generated.swift"
        #expect(GenerationCache(text: cache.text(binary: Self.binary), binary: Self.binary) == cache)
    }

    @Test func everyCutIsNoCache() {
        let text = Array(Self.cache.text(binary: Self.binary).utf8)
        let survivors = (0..<text.count).filter {
            GenerationCache(text: String(decoding: text[..<$0], as: UTF8.self), binary: Self.binary) != nil
        }
        #expect(survivors == [])
    }

    @Test func everyFlippedByteIsNoCache() {
        let text = Array(Self.cache.text(binary: Self.binary).utf8)
        let survivors = (0..<text.count).filter { index in
            var flipped = text
            flipped[index] ^= 0x01
            return GenerationCache(text: String(decoding: flipped, as: UTF8.self), binary: Self.binary) != nil
        }
        #expect(survivors == [])
    }

    @Test func anotherBinarysCacheIsNoCache() {
        let text = Self.cache.text(binary: Self.binary)
        #expect(GenerationCache(text: text, binary: "gnu-build-id:0123456789abcdee") == nil)
    }

    @Test func theFormerFormatIsNoCache() {
        let former = """
            scaffold scene cache 1
            key 501277a3a851ed6b
            scenes 1
            4acf3a6ba0d0f31b generated Scenes Specs/Login.yml Scenes/Login/Login.generated.swift

            """
        #expect(GenerationCache(text: former, binary: Self.binary) == nil)
    }

    @Test func theRunningBinaryHasABuildIdentity() throws {
        let identity = try #require(BuildIdentity.current)
        #if os(Linux)
            // Swift links with --build-id on Linux: a 20-byte SHA-1, never the slow whole-file hash.
            #expect(identity.hasPrefix("gnu-build-id:") && identity.count == "gnu-build-id:".count + 40)
        #endif
    }

    @Test func aFileThatIsNotELFIsIdentifiedByItsBytes() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("not-elf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("#!/bin/sh\n".utf8).write(to: url)
        #expect(
            BuildIdentity.identity(ofExecutableAt: url.path)
                == "content:\(ContentHash.of(bytes: Array("#!/bin/sh\n".utf8)))"
        )
    }
}
