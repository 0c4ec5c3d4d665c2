import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// The hashes of the app's Swift kept between runs: a file whose status has not changed is taken with its hash,
/// unread; a changed file, or one changed too recently to trust its status, is read; the file is no cache when it
/// is damaged.
@Suite struct AppCodeHashCacheTests {
    private let status = FileStatus(
        size: 42, modified: 1_700_000_000_000_000_000, changed: 1_700_000_000_500_000_000, inode: 7, device: 2049)

    @Test func theTextReadsBackAsTheSameCache() {
        let cache = AppCodeHashCache(entries: [
            "App/Prices.swift": .init(status: status, hash: .of("a")),
            "App/With space%.swift": .init(status: status, hash: .of("b")),
        ])
        #expect(AppCodeHashCache(text: cache.text) == cache)
        #expect(cache.text.hasPrefix("scaffold app code cache 1\n"))
    }

    @Test func aDamagedCutOrForeignTextIsNoCache() {
        let text = AppCodeHashCache(entries: ["App/Prices.swift": .init(status: status, hash: .of("a"))]).text
        #expect(AppCodeHashCache(text: text.replacingOccurrences(of: " 42 ", with: " 43 ")) == nil)
        #expect(AppCodeHashCache(text: String(text.dropLast(5))) == nil)
        #expect(AppCodeHashCache(text: "scaffold scene cache 3\n") == nil)
        #expect(AppCodeHashCache(text: "") == nil)
    }

    @Test func onlyAStatusThatHasSettledIsKept() {
        let file = AppSourceFile(
            path: "App/Prices.swift", displayPath: "App/Prices.swift", bytes: Data(), status: status)
        let settled = status.changed + AppCodeHashCache.settledNanoseconds + 1
        #expect(AppCodeHashCache(files: [file], now: settled).entries.keys.sorted() == ["App/Prices.swift"])
        #expect(AppCodeHashCache(files: [file], now: settled - 2).entries.isEmpty)
    }

    @Test func anUnchangedFileIsTakenWithItsHashUnreadAndAChangedOneIsRead() throws {
        let fixture = try AppCodeSourceTests.Fixture(
            config: "appCode: App\n", files: ["App/Prices.swift", "App/Cart.swift"])
        defer { fixture.remove() }
        let first = try fixture.read()
        let cache = AppCodeHashCache(files: first.files, now: .max)
        #expect(cache.entries.count == 2)

        let unchanged = try AppCodeSource(project: fixture.project).read(reusing: cache)
        #expect(unchanged.files.map(\.bytes) == [nil, nil])
        #expect(unchanged.fingerprints == first.fingerprints)
        #expect(!unchanged.isRead)

        try Data("protocol Cart {}\n".utf8).write(to: fixture.root.appendingPathComponent("App/Cart.swift"))
        let changed = try AppCodeSource(project: fixture.project).read(reusing: cache)
        #expect(changed.files.map(\.path) == ["App/Cart.swift", "App/Prices.swift"])
        #expect(changed.files.map(\.bytes) == [Data("protocol Cart {}\n".utf8), nil])
    }
}
