import Foundation

// Times the release `scaffold` binary on synthetic projects (issue 5). Prints figures; exits non-zero only
// when something could not run, never because of a timing.

// Unbuffered on both streams, so the table and the progress lines on stderr come out in order.
func printOut(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

func runBenchmark() -> Int32 {
    let options: BenchOptions
    do {
        options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch BenchError.help {
        printOut(BenchOptions.usage)
        return 0
    } catch {
        printError("\(error)")
        return 64
    }
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
        return 1
    }
    defer {
        if options.work == nil { try? FileSystem.remove(work) }
    }

    printOut("scaffold-bench: \(options.scaffold), sizes \(options.sizes.map(String.init).joined(separator: ", ")), "
        + "\(options.runs) runs each, \(ProcessInfo.processInfo.activeProcessorCount) cores\n")
    var benchmark = Benchmark(options: options, work: work) { printError("  " + $0) }
    do {
        let results = try benchmark.run()
        printOut(Report(results: results, runs: options.runs).text)
        if !benchmark.notes.isEmpty {
            printOut("\nNotes:\n" + benchmark.notes.map { "  " + $0 }.joined(separator: "\n"))
        }
        return 0
    } catch {
        printError("\(error)")
        return 1
    }
}

exit(runBenchmark())
