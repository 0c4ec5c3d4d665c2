import ArgumentParser
import Foundation

/// What `scaffold-bench` was asked to do, with paths made absolute.
struct BenchOptions {
    static let defaultSizes = [10, 100, 1000]
    /// Fewer runs make a median that one slow run can move.
    static let minimumRuns = 5
    /// Callgrind runs about 50 times slower than the machine: 100 scenes take under a minute, 1000 a few.
    static let defaultInstructionsSizes = [100, 1000]

    /// The `scaffold` binary to time, as an absolute path.
    var scaffold: String
    /// How many specs each synthetic project holds.
    var sizes: [Int]
    /// Runs per measurement; the median is reported.
    var runs: Int
    /// Where the synthetic projects go; nil means a fresh temporary folder, removed at the end.
    var work: String?
    /// The spec counts at which callgrind counts instructions; empty counts none.
    var instructionsSizes: [Int]

    init(scaffold: String, sizes: [Int], runs: Int, work: String?, instructionsSizes: [Int]) {
        self.scaffold = Self.absolute(scaffold)
        self.sizes = sizes
        self.runs = runs
        self.work = work.map(Self.absolute)
        self.instructionsSizes = instructionsSizes
    }

    /// Reads `--instructions-size`: `0` for none, else counts as `--sizes` takes them (`100,1000`).
    static func parseInstructionsSizes(_ value: String) throws -> [Int] {
        if value.trimmingCharacters(in: .whitespaces) == "0" { return [] }
        do {
            return try parseSizes(value)
        } catch {
            throw ValidationError("takes 0, or whole numbers of at least \(minimumSize) separated by commas")
        }
    }

    /// Reads `--sizes`; a `ValidationError` becomes ArgumentParser's usage error.
    static func parseSizes(_ value: String) throws -> [Int] {
        let sizes = value.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) >= minimumSize }) else {
            throw ValidationError("each count must be a whole number of at least \(minimumSize)")
        }
        return sizes.compactMap { $0 }
    }

    /// Each scene routes to two other scenes, so a project needs at least three.
    static let minimumSize = 3

    /// `sizes` as `--sizes` takes them.
    static func sizesText(_ sizes: [Int]) -> String {
        sizes.map(String.init).joined(separator: ",")
    }

    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL.path
    }
}
