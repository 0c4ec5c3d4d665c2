import ArgumentParser
import Foundation

/// Times the release `scaffold` binary on synthetic projects (issue 5). Prints figures; exits non-zero only
/// when something could not run, never because of a timing.
@main
struct ScaffoldBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold-bench",
        abstract: "Times the scaffold binary on synthetic projects: cold generate, no-op generate, --check, cp -r.",
        discussion: """
            Prints a table of medians, the phases of the largest size, how the figures grow with the size, the \
            instructions callgrind counts, and issue 33's targets; never fails because of a timing.
            """
    )

    @Option(help: ArgumentHelp("The scaffold binary to time.", valueName: "path"))
    var scaffold = ".build/release/scaffold"

    // A transform keeps the reason in the usage error, but ArgumentParser then prints no default; hence the text.
    @Option(
        help: ArgumentHelp(
            "Comma-separated spec counts, each at least 3. "
                + "(default: \(BenchOptions.sizesText(BenchOptions.defaultSizes)))",
            valueName: "list"
        ),
        transform: BenchOptions.parseSizes
    )
    var sizes = BenchOptions.defaultSizes

    @Option(
        help: ArgumentHelp(
            "Runs per measurement, median reported, at least \(BenchOptions.minimumRuns).",
            valueName: "n"
        )
    )
    var runs = 5

    @Option(
        help: ArgumentHelp(
            "Keep the synthetic projects in this folder (default: a temporary folder, removed at the end).",
            valueName: "dir"
        )
    )
    var work: String?

    @Option(
        name: .customLong("instructions-size"),
        help: ArgumentHelp(
            "Count the instructions of one cold generate and one merge of this many scenes with valgrind's "
                + "callgrind (about 50 times slower than a run); a comma-separated list counts each, 0 none. "
                + "(default: \(BenchOptions.sizesText(BenchOptions.defaultInstructionsSizes)))",
            valueName: "list"
        ),
        transform: BenchOptions.parseInstructionsSizes
    )
    var instructionsSizes = BenchOptions.defaultInstructionsSizes

    func validate() throws {
        guard runs >= BenchOptions.minimumRuns else {
            throw ValidationError("--runs takes a whole number of at least \(BenchOptions.minimumRuns), got '\(runs)'")
        }
    }

    func run() throws {
        let options = BenchOptions(
            scaffold: scaffold, sizes: sizes, runs: runs, work: work, instructionsSizes: instructionsSizes)
        let work: String
        do {
            if let folder = options.work {
                try FileSystem.createFolder(folder)
                work = folder
            } else {
                work = try FileSystem.temporaryFolder()
            }
        } catch {
            printError("\(error)")
            throw ExitCode.failure
        }
        defer {
            if options.work == nil { try? FileSystem.remove(work) }
        }

        let sizes = options.sizes.map(String.init).joined(separator: ", ")
        printOut(
            "scaffold-bench: \(options.scaffold), sizes \(sizes), \(options.runs) runs each, "
                + "\(ProcessInfo.processInfo.activeProcessorCount) cores\n")
        var benchmark = Benchmark(options: options, work: work) { printError("  " + $0) }
        do {
            let results = try benchmark.run()
            printOut(Report(results: results, runs: options.runs, instructions: benchmark.instructions).text)
            if let limitMerge = benchmark.limitMerge { printOut("\n" + limitMerge.text) }
            if let serviceRing = benchmark.serviceRing { printOut(serviceRing.text) }
            if !benchmark.notes.isEmpty {
                printOut("\nNotes:\n" + benchmark.notes.map { "  " + $0 }.joined(separator: "\n"))
            }
        } catch {
            printError("\(error)")
            throw ExitCode.failure
        }
    }
}

// Unbuffered on both streams, so the table and the progress lines on stderr come out in order.
private func printOut(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

private func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
