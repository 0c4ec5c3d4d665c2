import Foundation
import Testing

/// A small spec cannot make scaffold use unbounded time, memory or disk through YAML aliases.
@Suite("Reliability: YAML alias expansion")
struct YAMLBoundsReliabilityTests {
    /// Attack: one 200 KB anchored `doc:` value reused by alias in eight inputs. The alias limit counted
    /// nodes, not their size, so the spec validated and every file repeated the text (a 365 KB spec expanded
    /// into 1.2 GB of output and 2.4 GB of memory).
    /// Expected: an error at the first alias: the expanded text exceeds 1 MiB, the size limit of a spec file.
    @Test func aliasesExpandingPastTheSizeLimitAreRefused() throws {
        let project = try TemporaryProject()
        let inputs = (1...8).map { "  - input\($0): {doc: *text}" }.joined(separator: "\n")
        try project.write(
            "Specs/Bomb.yml",
            "scene: Bomb\ndoc: &text \"\(String(repeating: "x", count: 200_000))\"\ninputs:\n\(inputs)\n")
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Bomb.yml:4:19: error: YAML aliases expand to more than 1048576 bytes of text; remove \
                        the aliases (a spec needs none)

                        """))
        #expect(!project.exists("Scenes"))
    }

    /// Attack: aliases nest an anchored 40-level list inside another 40-level list, 80 levels deep once
    /// expanded, though no line nests more than 40.
    /// Expected: an error at the list that crosses the limit: the expanded document nests more than 64 levels.
    @Test func aliasesExpandingPastTheDepthLimitAreRefused() throws {
        let project = try TemporaryProject()
        let open = String(repeating: "[", count: 40)
        let close = String(repeating: "]", count: 40)
        try project.write("Specs/Deep.yml", "scene: Deep\nimports: &deep \(open)x\(close)\ndoc: \(open)*deep\(close)\n")
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Deep.yml:3:22: error: YAML nests more than 64 levels deep, aliases expanded; a spec \
                        needs a few levels

                        """))
    }
}
