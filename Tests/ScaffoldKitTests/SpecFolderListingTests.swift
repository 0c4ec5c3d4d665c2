import Foundation
import Testing

@testable import ScaffoldKit

/// Which spec files a folder holds, through symbolic links, and what could not be looked at.
@Suite struct SpecFolderListingTests {
    /// A fresh folder with `files` written into it and `links` (path → destination) made.
    func folder(files: [String], links: [String: String] = [:]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("listing-\(UUID().uuidString)")
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("scene: X\n".utf8).write(to: url)
        }
        for (path, destination) in links.sorted(by: { $0.key < $1.key }) {
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent(path).path, withDestinationPath: destination)
        }
        return root
    }

    func relative(_ listing: SpecFolderListing, to root: URL) -> [String] {
        listing.files.map { String($0.path.dropFirst(root.standardizedFileURL.path.count + 1)) }
    }

    @Test func specsAreFoundAllTheWayDownSortedWithoutHiddenOnesOrTheConfig() throws {
        let root = try folder(files: ["b.yml", "a/c.yaml", ".hidden/d.yml", "scaffold.yml", "e.txt"])
        defer { try? FileManager.default.removeItem(at: root) }
        let listing = SpecFolderListing(folder: root)
        #expect(relative(listing, to: root) == ["a/c.yaml", "b.yml"])
        #expect(listing.problems.isEmpty)
    }

    @Test func aLinkBackUpTheTreeIsListedOnceAndAFileReachedTwiceIsFoundOnce() throws {
        let root = try folder(files: ["Specs/a.yml"], links: ["Specs/again": ".", "Specs/b.yml": "a.yml"])
        defer { try? FileManager.default.removeItem(at: root) }
        let listing = SpecFolderListing(folder: root.appendingPathComponent("Specs"))
        #expect(relative(listing, to: root) == ["Specs/a.yml"])
        #expect(listing.problems.isEmpty)
    }

    @Test func aSpecLinkToNothingIsAProblemAnyOtherDanglingLinkIsNot() throws {
        let root = try folder(files: ["a.yml"], links: ["gone.yml": "nowhere.yml", "gone-folder": "nowhere"])
        defer { try? FileManager.default.removeItem(at: root) }
        let listing = SpecFolderListing(folder: root)
        #expect(relative(listing, to: root) == ["a.yml"])
        #expect(
            listing.problems.map { "\($0.url.lastPathComponent) \($0.operation) \($0.reason)" } == [
                "gone.yml read no such file or folder"
            ])
    }
}
