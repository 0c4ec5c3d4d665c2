import Foundation

/// One Markdown file of the documentation: the README or a page of `Documentation/`.
struct DocumentationFile: Sendable {
    /// A fenced code block, with the marker on the line before its fence.
    struct Block: Sendable, CustomStringConvertible {
        var file: String
        /// The 1-based line of the opening fence.
        var line: Int
        /// What follows the opening fence (`swift`, `yaml`), empty for none.
        var language: String
        var code: String
        /// `skip (reason)` from `<!-- doc-test: skip (reason) -->` on the line before the fence, or
        /// `AppCodeCompileTests: name` from that test's marker.
        var marker: String?

        var description: String { "\(file):\(line)" }
    }

    /// A link's target as written, `Documentation/Specs.md#relays-trait-relay` or `#limits-and-confinement`.
    struct Link: Sendable, CustomStringConvertible {
        var file: String
        var line: Int
        var target: String

        var description: String { "\(file):\(line): \(target)" }
    }

    /// The path relative to the repository: `README.md`, `Documentation/Specs.md`.
    var path: String
    var text: String

    var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    var blocks: [Block] {
        var blocks: [Block] = []
        var open: (line: Int, language: String, marker: String?)?
        var code: [Substring] = []
        for (index, line) in lines.enumerated() {
            if let current = open {
                if line == "```" {
                    blocks.append(
                        Block(
                            file: path, line: current.line + 1, language: current.language,
                            code: code.map { $0 + "\n" }.joined(), marker: current.marker))
                    open = nil
                } else {
                    code.append(line)
                }
            } else if line.hasPrefix("```") {
                let previous = index > 0 ? lines[index - 1] : ""
                let marker = previous.wholeMatch(of: /<!-- (?:doc-test: )?(.*) -->/).map { String($0.output.1) }
                open = (index, String(line.dropFirst(3)), marker)
                code = []
            }
        }
        return blocks
    }

    /// The lines outside code blocks, with their 1-based numbers.
    var prose: [(line: Int, text: Substring)] {
        var inBlock = false
        return lines.enumerated().compactMap { index, line in
            if line.hasPrefix("```") {
                inBlock.toggle()
                return nil
            }
            return inBlock ? nil : (index + 1, line)
        }
    }

    /// The anchors GitHub gives the headings: lowercased, punctuation dropped, spaces made `-`, and a repeated
    /// heading numbered (`-1`, `-2`).
    var anchors: Set<String> {
        var anchors: Set<String> = []
        for (_, line) in prose {
            guard let heading = line.wholeMatch(of: /#{1,6} (.*)/)?.output.1 else { continue }
            let slug = String(
                heading.lowercased().unicodeScalars.filter {
                    CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
                }
            ).replacingOccurrences(of: " ", with: "-")
            var anchor = slug
            var number = 0
            while anchors.contains(anchor) {
                number += 1
                anchor = "\(slug)-\(number)"
            }
            anchors.insert(anchor)
        }
        return anchors
    }

    /// Every Markdown link `[text](target)` outside code blocks and code spans.
    var links: [Link] {
        prose.flatMap { number, line in
            line.replacing(/`[^`]*`/, with: "").matches(of: /\]\(([^)\s]+)\)/).map {
                Link(file: path, line: number, target: String($0.output.1))
            }
        }
    }
}

/// The README and every page of `Documentation/`.
enum DocumentationFiles {
    static func all() throws -> [DocumentationFile] {
        let folder = RepositoryPaths.root.appendingPathComponent("Documentation")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
        return try (["README.md"] + pages).map {
            DocumentationFile(
                path: $0,
                text: try String(contentsOf: RepositoryPaths.root.appendingPathComponent($0), encoding: .utf8))
        }
    }

    static var blocks: [DocumentationFile.Block] {
        get throws { try all().flatMap(\.blocks) }
    }
}
