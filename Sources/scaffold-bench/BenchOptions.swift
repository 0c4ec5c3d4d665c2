import Foundation

/// The command line of `scaffold-bench`.
struct BenchOptions {
    /// The `scaffold` binary to time, as an absolute path.
    var scaffold: String
    /// How many specs each synthetic project holds.
    var sizes: [Int]
    /// Runs per measurement; the median is reported.
    var runs: Int
    /// Where the synthetic projects go; nil means a fresh temporary folder, removed at the end.
    var work: String?

    static let usage = """
        usage: scaffold-bench [--scaffold PATH] [--sizes 10,100,1000] [--runs 5] [--work DIR]

          --scaffold PATH   the scaffold binary to time (default: .build/release/scaffold)
          --sizes LIST      comma-separated spec counts, each at least 3 (default: 10,100,1000)
          --runs N          runs per measurement, median reported, at least 5 (default: 5)
          --work DIR        keep the synthetic projects in DIR (default: a temporary folder, removed at the end)
        """

    /// Parses `arguments` (without the program name); throws `BenchError.usage` with a message on bad input.
    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var scaffold = ".build/release/scaffold"
        var sizes = [10, 100, 1000]
        var runs = 5
        var work: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "-h" || argument == "--help" {
                throw BenchError.help
            }
            let (name, inlineValue) = split(argument)
            guard ["--scaffold", "--sizes", "--runs", "--work"].contains(name) else {
                throw BenchError.usage("unknown argument '\(argument)'")
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw BenchError.usage("\(name) needs a value")
            }
            switch name {
            case "--scaffold": scaffold = value
            case "--sizes": sizes = try parseSizes(value)
            case "--runs": runs = try parseRuns(value)
            default: work = value
            }
        }
        return BenchOptions(scaffold: absolute(scaffold), sizes: sizes, runs: runs, work: work.map(absolute))
    }

    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func parseSizes(_ value: String) throws -> [Int] {
        let sizes = value.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        // Each scene routes to two other scenes, so a project needs at least three.
        guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) >= 3 }) else {
            throw BenchError.usage("--sizes takes comma-separated whole numbers of at least 3, got '\(value)'")
        }
        return sizes.compactMap { $0 }
    }

    private static func parseRuns(_ value: String) throws -> Int {
        guard let runs = Int(value), runs >= 5 else {
            throw BenchError.usage("--runs takes a whole number of at least 5, got '\(value)'")
        }
        return runs
    }

    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL.path
    }
}
