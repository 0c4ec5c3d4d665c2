import Foundation
import FuzzSupport

/// Writes random specs that use every documented form, and mutates spec text in the ways people
/// and tools break files: truncation, stray bytes, swapped kinds, deep nesting, huge values.
struct SpecFuzzer {
    var random: SeededRandom

    /// Types the fixtures and stand-ins know, so generated code can be type-checked.
    static let knownTypes = [
        "String", "Int", "Bool", "Double", "URL", "Date", "[String]", "[String: Int]", "Int?", "(Int, String)",
        "(count: Int, names: [String])", "Result<User, Error>", "[Repository]", "User", "Repository?", "Set<String>",
        "(String) -> Void", "((Int) -> Void)?", "(Int, String) throws -> Bool", "any Error", "(any Error)?",
        "[String: [Int]]", "Result<[User], any Error>", "(Int)",
    ]

    /// The scene every generated spec may route to; it is part of every validated batch.
    static let hubSpec = """
        scene: Hub
        outputs:
          - done
        coordinator:
          result:
            - finished: {from: done}
        """

    private mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }
    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    private mutating func type() -> String {
        let type = pick(Self.knownTypes)
        return "\"\(type)\""
    }

    /// `- name`, `- name: Type` or `- name: {type: Type, doc: ...}`.
    private mutating func member(_ name: String, extra: String = "") -> String {
        switch Int.random(in: 0..<3, using: &random) {
        case 0 where extra.isEmpty: return "  - \(name)"
        case 1 where extra.isEmpty: return "  - \(name): \(type())"
        default:
            let doc = chance(50) ? "doc: \"Docs for \(name) with <, >, & and 'quotes'.\"" : ""
            let typePart = chance(70) ? "type: \(type())" : ""
            let parts = [typePart, extra, doc].filter { !$0.isEmpty }.joined(separator: ", ")
            return "  - \(name): {\(parts)}"
        }
    }

    /// A valid spec for `scene` exercising a random mix of every form.
    mutating func validSpec(scene: String) -> String {
        var lines = ["scene: \(scene)"]
        if chance(50) { lines.append("doc: The \(scene) screen.") }
        if chance(30) { lines.append("imports: [Foundation]") }
        var conventions: [String] = []
        if chance(60) { conventions.append("inputs: \(pick(["subject", "observer", "function"]))") }
        if chance(50) { conventions.append("outputs: \(pick(["observable", "driver", "signal"]))") }
        if chance(40) { conventions.append("coordinatorInViewModel: \(pick(["true", "false", "property"]))") }
        if !conventions.isEmpty { lines.append("conventions: {\(conventions.joined(separator: ", "))}") }

        let inputCount = Int.random(in: 0...5, using: &random)
        if inputCount > 0 {
            lines.append("inputs:")
            for index in 0..<inputCount { lines.append(member("input\(index)")) }
        }
        let outputCount = Int.random(in: 1...6, using: &random)
        lines.append("outputs:")
        var outputs: [String] = []
        for index in 0..<outputCount {
            let name = "output\(index)"
            outputs.append(name)
            if chance(30) {
                lines.append("  - \(name): {type: \(type()), trait: \(pick(["observable", "driver", "signal"]))}")
            } else {
                lines.append(member(name))
            }
        }
        // A Void output, so routes and results always have something to start from.
        lines.append("  - finish")
        let actionCount = Int.random(in: 0...3, using: &random)
        if actionCount > 0 {
            lines.append("actions:")
            for index in 0..<actionCount {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: lines.append("  - action\(index)")
                case 1: lines.append("  - action\(index): {input: \(type())}")
                case 2: lines.append("  - action\(index): {output: \(type())}")
                default: lines.append("  - action\(index): {input: \(type()), output: \(type()), doc: Runs.}")
                }
            }
        }
        if chance(50) {
            lines.append("state:")
            for index in 0..<Int.random(in: 1...4, using: &random) { lines.append(member("case\(index)")) }
        }
        if chance(70) {
            lines.append("service:")
            if chance(50) { lines.append("  name: \(scene)Store") }
            lines.append("  methods:")
            for index in 0..<Int.random(in: 1...4, using: &random) {
                let kind = pick(["single", "observable", "completable", "maybe"])
                let params = (0..<Int.random(in: 0...3, using: &random)).map { "p\($0): \(type())" }
                let returns = kind == "completable" ? "" : ", returns: \(type())"
                if chance(20) && kind == "single" {
                    lines.append("    - method\(index): \(type())")
                } else {
                    lines.append(
                        "    - method\(index): {params: [\(params.joined(separator: ", "))]\(returns), kind: \(kind)}")
                }
            }
        }
        if chance(70) {
            lines.append("coordinator:")
            if chance(50) {
                lines.append("  routes:")
                lines.append("    - finish: Hub")
            }
            if chance(60) {
                lines.append("  result:")
                lines.append("    - done: {from: finish}")
                if chance(50) { lines.append("    - other") }
            }
        } else if chance(40) {
            // Only a screen has a coordinator.
            lines.insert("kind: \(pick(["cell", "component", "screen"]))", at: 1)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` broken in one random way.
    mutating func mutate(_ text: String) -> String {
        var bytes = Array(text.utf8)
        var lines = text.components(separatedBy: "\n")
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
            return String(decoding: bytes.prefix(Int.random(in: 0...bytes.count, using: &random)), as: UTF8.self)
        case 1 where !bytes.isEmpty:
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            return String(decoding: bytes, as: UTF8.self)
        case 2 where lines.count > 1:
            lines.swapAt(
                Int.random(in: 0..<lines.count, using: &random), Int.random(in: 0..<lines.count, using: &random))
        case 3 where !lines.isEmpty:
            lines.remove(at: Int.random(in: 0..<lines.count, using: &random))
        case 4 where !lines.isEmpty:
            let index = Int.random(in: 0..<lines.count, using: &random)
            lines.insert(lines[index], at: index)
        case 5 where !lines.isEmpty:
            // Swap a value's kind: scalars become lists or mappings and back.
            let index = Int.random(in: 0..<lines.count, using: &random)
            if let colon = lines[index].firstIndex(of: ":") {
                lines[index] =
                    String(lines[index][...colon]) + " " + pick(["[a, b]", "{x: y}", "\"\"", "~", "- item", "1"])
            }
        case 6:
            let depth = Int.random(in: 50...2_000, using: &random)
            lines.append("outputs: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        case 7:
            let size = Int.random(in: 1_000...300_000, using: &random)
            lines.insert("doc: \"" + String(repeating: "x", count: size) + "\"", at: min(1, lines.count))
        case 8 where !lines.isEmpty:
            let index = Int.random(in: 0..<lines.count, using: &random)
            lines[index] = "\t" + lines[index]
        case 9 where !lines.isEmpty:
            let index = Int.random(in: 0..<lines.count, using: &random)
            lines[index] = String(repeating: " ", count: Int.random(in: 1...7, using: &random)) + lines[index]
        case 10:
            lines.append("bomb: &a [x, x, x, x, x, x, x, x]")
            for level in 0..<Int.random(in: 2...12, using: &random) {
                let name = "l\(level)"
                let previous = level == 0 ? "a" : "l\(level - 1)"
                lines.append(
                    "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]")
            }
            lines.append("inputs: *l1")
        default:
            let junk = pick([
                "é", "🙂", "\u{0}", "{{", "}}", "'", "\"", "&anchor", "*alias", "? ", "---", "...", "%YAML 1.1",
                "!!binary",
            ])
            let index = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
            bytes.insert(contentsOf: Array(junk.utf8), at: index)
            return String(decoding: bytes, as: UTF8.self)
        }
        return lines.joined(separator: "\n")
    }
}
