import Foundation
import Testing

/// Every relative link of the README and of `Documentation/` leads somewhere: to a file or folder of the
/// repository, and to a heading of that page when it names an anchor.
@Suite struct DocumentationLinkTests {
    @Test func everyRelativeLinkAndAnchorResolves() throws {
        let files = try DocumentationFiles.all()
        let anchors = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.anchors) })
        var broken: [String] = []
        var checked = 0
        for link in files.flatMap(\.links) where link.target.firstMatch(of: /^[a-z]+:/) == nil {
            checked += 1
            let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = parts[0].isEmpty ? link.file : Self.resolve(String(parts[0]), from: link.file)
            if path.hasPrefix("..") || !FileManager.default.fileExists(atPath: RepositoryPaths.root.path + "/" + path) {
                broken.append("\(link): no file \(path)")
            } else if parts.count == 2 {
                if let pageAnchors = anchors[path] {
                    if !pageAnchors.contains(String(parts[1])) { broken.append("\(link): no heading #\(parts[1])") }
                } else {
                    broken.append("\(link): an anchor into \(path), which is not a documentation page")
                }
            }
        }
        #expect(broken == [])
        #expect(checked > 100)
    }

    /// `target`, relative to the folder of `file`, as a path from the repository's root (`..` first when it leads out).
    static func resolve(_ target: String, from file: String) -> String {
        var parts = file.split(separator: "/").dropLast().map(String.init)
        for part in target.split(separator: "/").map(String.init) where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// The anchors follow GitHub's rules, which the links above are held to.
    @Test func anchorsAreGitHubs() {
        let page = DocumentationFile(
            path: "Page.md",
            text: "# Relays: `trait: relay`\n## Reading the protocol from the app's Swift: `appCode`\n## A\n## A\n")
        #expect(
            page.anchors == [
                "relays-trait-relay", "reading-the-protocol-from-the-apps-swift-appcode", "a", "a-1",
            ])
    }
}
