import Foundation
import FuzzSupport
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// Random spec changes merged into skeletons with random person edits: the person's lines are never
/// lost; where the person only wrote outside the lines scaffold changes, the merge is clean and the
/// scene type-checks; where scaffold removes a line the person filled in, there are markers.
@Suite struct SkeletonMergePropertyTests {
    /// A spec as a value, so a version 2 can differ from version 1 by chosen members.
    struct Spec {
        var name: String
        var inputConvention: String
        var outputTrait: String
        var inputs: [(String, String)]
        var outputs: [(String, String)]
        var actions: [String]
        var methods: [(String, String)]

        var yaml: String {
            var lines = [
                "scene: \(name)", "conventions: {inputs: \(inputConvention), outputs: \(outputTrait)}", "inputs:",
            ]
            lines += inputs.map { "  - \($0.0): \"\($0.1)\"" }
            lines += ["outputs:"] + outputs.map { "  - \($0.0): \"\($0.1)\"" } + ["  - done"]
            if !actions.isEmpty { lines += ["actions:"] + actions.map { "  - \($0): {output: Int}" } }
            lines += ["service:", "  methods:"] + methods.map { "    - \($0.0): {returns: \"\($0.1)\"}" }
            lines += ["coordinator:", "  result:", "    - finished: {from: done}"]
            return lines.joined(separator: "\n") + "\n"
        }
    }

    static let types = ["String", "Int", "Bool", "[String]", "User", "Repository?", "[Repository]", "URL", "Double"]

    static func randomSpec(_ index: Int, random: inout SeededRandom) -> Spec {
        func members(_ prefix: String, _ count: Int) -> [(String, String)] {
            (0..<count).map { ("\(prefix)\($0)", types.randomElement(using: &random)!) }
        }
        return Spec(
            name: "Case\(index)", inputConvention: ["subject", "observer", "function"].randomElement(using: &random)!,
            outputTrait: ["observable", "driver", "signal"].randomElement(using: &random)!,
            inputs: members("input", Int.random(in: 1...4, using: &random)),
            outputs: members("output", Int.random(in: 1...4, using: &random)),
            actions: (0..<Int.random(in: 0...2, using: &random)).map { "action\($0)" },
            methods: members("method", Int.random(in: 1...3, using: &random)))
    }

    /// Version 2: a few members added, removed or retyped.
    static func evolve(_ spec: Spec, random: inout SeededRandom) -> Spec {
        var next = spec
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            switch Int.random(in: 0..<7, using: &random) {
            case 0: next.inputs.append(("added\(next.inputs.count)", types.randomElement(using: &random)!))
            case 1: next.outputs.append(("shown\(next.outputs.count)", types.randomElement(using: &random)!))
            case 2: next.methods.append(("fetch\(next.methods.count)", types.randomElement(using: &random)!))
            case 3 where next.outputs.count > 1:
                next.outputs.remove(at: Int.random(in: 0..<next.outputs.count, using: &random))
            case 4 where next.inputs.count > 1:
                next.inputs.remove(at: Int.random(in: 0..<next.inputs.count, using: &random))
            case 5 where !next.outputs.isEmpty:
                let index = Int.random(in: 0..<next.outputs.count, using: &random)
                next.outputs[index].1 = types.randomElement(using: &random)!
            default: next.actions.append("action\(next.actions.count + 5)")
            }
        }
        return next
    }

    static func render(_ specs: [Spec]) throws -> [OutputFile] {
        let inputs = SpecInputs(
            requested: specs.map { spec in
                let path = "Specs/\(spec.name).yml"
                return SpecInput(
                    file: SpecFile(url: URL(fileURLWithPath: "/" + path), displayPath: path, projectPath: path),
                    contents: .success(Data(spec.yaml.utf8)))
            })
        let configuration = Generator.Configuration(
            conventions: Conventions(), roots: OutputRoots(output: "Scenes", tests: "SceneTests"),
            testableImport: "App")
        return try Generator(configuration: configuration).generate(
            inputs, templates: try TemplateSet(entries: TemplateSet.builtIn)
        ).files
    }

    @Test func mergesKeepThePersonsLinesAndCompileOrConflictWhereTheyMust() throws {
        var random = SeededRandom(seed: 2026)
        let count = 24
        let before = (1...count).map { Self.randomSpec($0, random: &random) }
        let after = before.map { Self.evolve($0, random: &random) }
        let bases = Dictionary(try Self.render(before).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let renders = try Self.render(after)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scaffold-merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var cleanScenes = Set(after.map(\.name))
        var written: [(scene: String, url: URL)] = []
        for file in renders {
            // The fixtures every scene's tests share belong to no scene: compiled as they are, like support files.
            let scene = file.path.contains("/Fixtures/") ? "Support" : String(file.path.split(separator: "/")[1])
            var text = file.contents
            if file.kind == .skeleton, scene != "Support", let base = bases[file.path] {
                // The person's edits: notes beside lines scaffold keeps, and one output filled in.
                let keptLines = Self.linesScaffoldKeeps(base: base.contents, theirs: file.contents)
                var yours = ThreeWayMerge.lines(of: base.contents).map(String.init)
                var notes: [String] = []
                for line in keptLines.shuffled(using: &random).prefix(3).sorted(by: >) {
                    let note = "// person's note \(notes.count) in \(scene)"
                    yours.insert(note, at: line + 1)
                    notes.append(note)
                }
                let spec = before.first { $0.name == scene }!
                let filled = spec.outputs.first.map { "self.\($0.0) = .empty()" }
                var filledLine: String?
                if let filled, let index = yours.firstIndex(where: { $0.hasSuffix(filled) }) {
                    yours[index] = yours[index].replacingOccurrences(of: ".empty()", with: ".never()")
                    filledLine = yours[index]
                }
                let merged = ThreeWayMerge.merge(
                    base: base.contents, yours: yours.joined(separator: "\n"), theirs: file.contents)
                for note in notes {
                    #expect(merged.text.contains(note + "\n"), "\(file.path) lost '\(note)'")
                }
                if let filledLine {
                    #expect(merged.text.contains(filledLine + "\n"), "\(file.path) lost '\(filledLine)'")
                    let removed = !after.first { $0.name == scene }!.outputs.contains { $0.0 == spec.outputs[0].0 }
                    #expect(
                        merged.conflicts.isEmpty != removed,
                        "\(file.path): output \(spec.outputs[0].0) removed: \(removed), conflicts: \(merged.conflicts)")
                } else {
                    #expect(merged.conflicts.isEmpty, "\(file.path): \(merged.conflicts)")
                }
                if !merged.conflicts.isEmpty { cleanScenes.remove(scene) }
                text = merged.text
            }
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            written.append((scene, url))
        }
        #expect(cleanScenes.count >= count / 2, "too few clean cases to type-check: \(cleanScenes.count)")
        #expect(cleanScenes.count < count, "no case removed a filled-in output, so markers were never checked")
        let compiled = written.filter { cleanScenes.contains($0.scene) || $0.scene == "Support" }.map(\.url)
        let app =
            compiled.filter { $0.path.contains("/Scenes/") } + RepositoryPaths.bundledAppFixtureFiles
        let tests = compiled.filter { $0.path.contains("/SceneTests/") }
        let result = try SwiftTypeChecker.typecheck(app: app, tests: tests, mode: .swift6)
        #expect(result.status == 0, "merged scenes do not type-check:\n\(result.output)")
    }

    /// Base line indices after which a person's line cannot touch a change of scaffold's.
    static func linesScaffoldKeeps(base: String, theirs: String) -> [Int] {
        let baseLines = ThreeWayMerge.lines(of: base)
        let hunks = LineHunk.hunks(from: baseLines, to: ThreeWayMerge.lines(of: theirs))
        // Inserting after line i puts the person's line at position i + 1: clear of every hunk's range.
        return baseLines.indices.dropLast().filter { index in
            !hunks.contains { $0.baseStart <= index + 1 && index + 1 <= $0.baseEnd }
        }
    }
}
