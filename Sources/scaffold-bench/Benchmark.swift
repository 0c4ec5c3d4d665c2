import BenchFigures
import Foundation
import ProcessRunning

/// Times `scaffold` on synthetic projects of each size: cold generate, no-op generate, `--check`, merge,
/// and `cp -r` of the same output as the floor; then counts the instructions of a cold generate and a merge.
struct Benchmark {
    let options: BenchOptions
    /// Where projects, the private copy of the binary and the trash go.
    let work: String
    /// Progress lines, so a long run shows where it is.
    let progress: (String) -> Void

    /// Things about scaffold's behaviour worth a look that are not failures (e.g. a no-op run that wrote).
    private(set) var notes: [String] = []
    /// What callgrind counted at each of `options.instructionsSizes`; empty until `run()` has counted.
    private(set) var instructions: [InstructionCounts] = []
    /// The merge into a skeleton at the size limit; nil until `run()` has measured it.
    private(set) var limitMerge: LimitMerge?
    /// The cold generate of a ring of scenes on one shared service; nil until `run()` has measured it.
    private(set) var serviceRing: ServiceRing?

    init(options: BenchOptions, work: String, progress: @escaping (String) -> Void) {
        self.options = options
        self.work = work
        self.progress = progress
    }

    mutating func run() throws -> [SizeResult] {
        guard FileManager.default.isExecutableFile(atPath: options.scaffold) else {
            throw BenchError.fileSystem(
                "no executable scaffold at \(options.scaffold); build it with "
                    + "'swift build -c release --product scaffold' or pass --scaffold PATH")
        }
        // A private copy: every figure comes from one binary, even if a build replaces the original meanwhile
        // (replacing it mid-spawn also fails with "Text file busy").
        let scaffold = work + "/scaffold"
        try FileSystem.remove(scaffold)
        try FileSystem.copy(options.scaffold, to: scaffold)
        let trash = Trash(folder: work + "/trash")
        let timings = try timingsFlag(scaffold)
        var results: [SizeResult] = []
        for size in options.sizes {
            results.append(try measure(size: size, scaffold: scaffold, timings: timings, trash: trash))
        }
        limitMerge = try measureLimitMerge(scaffold: scaffold, trash: trash)
        serviceRing = try measureServiceRing(scaffold: scaffold, trash: trash)
        for size in options.instructionsSizes {
            do {
                instructions.append(try countInstructions(size: size, scaffold: scaffold, trash: trash))
            } catch let error as BenchError {
                // Minutes of timings are worth more than the count: a valgrind that fails is reported, not fatal.
                instructions.append(.notMeasured(size: size, "\(error)"))
            }
        }
        progress("removing the trees the runs left behind")
        try trash.empty()
        try FileSystem.remove(scaffold)
        return results
    }

    /// `["--timings"]`, or nothing (and a note) for a scaffold from before `scene --timings`, which would refuse it.
    private mutating func timingsFlag(_ scaffold: String) throws -> [String] {
        let help = try run(scaffold, ["scene", "--help"], in: work)
        guard help.stdoutText.contains("--timings") else {
            notes.append("per-phase figures: not measured: this scaffold's 'scene' has no --timings")
            return []
        }
        return ["--timings"]
    }

    private mutating func measure(size: Int, scaffold: String, timings: [String], trash: Trash) throws -> SizeResult {
        let project = work + "/n\(size)"
        let copyTarget = work + "/copy-n\(size)"
        try trash.discard(project)
        try FileSystem.createFolder(project + "/Specs")
        progress("N = \(size): writing \(size) specs to \(project)/Specs")
        try SpecSynthesizer(count: size).write(into: project + "/Specs")

        progress("N = \(size): scaffold validate")
        _ = try run(scaffold, ["validate"], in: project)

        // One untimed generate finds the output folders whatever the defaults are (scenes, tests).
        _ = try run(scaffold, ["scene"], in: project)
        let tree = try OutputTree.discover(in: project)

        progress("N = \(size): cold generate × \(options.runs)")
        let cold = try repeated {
            try tree.discard(into: trash)
            return try run(scaffold, ["scene"] + timings, in: project)
        }
        let (files, bytes) = try tree.size()

        progress("N = \(size): no-op generate × \(options.runs)")
        let noOp = try repeated { try run(scaffold, ["scene"], in: project) }
        noteIfNoOpWrote(size: size, stdout: noOp.last?.stdoutText ?? "")

        progress("N = \(size): scene --check × \(options.runs)")
        let check = try repeated { try run(scaffold, ["scene", "--check"], in: project) }

        // A fresh CI clone has no cache: `--check` reads every spec and the lock and renders every file.
        progress("N = \(size): scene --check --no-cache × \(options.runs)")
        let uncachedCheck = try repeated {
            try run(scaffold, ["scene", "--check", "--no-cache"] + timings, in: project)
        }
        let lockReads = uncachedCheck.compactMap { run in
            PhaseTimes(parsing: run.stderrText).phases.first { $0.name == "lock-read" }?.milliseconds
        }

        let lockBytes = (try? Data(contentsOf: URL(fileURLWithPath: project + "/scaffold.lock")).count) ?? 0
        progress("N = \(size): merge × \(options.runs)")
        let merge = try repeated {
            // Untimed: a fresh generate of revision 1, every view model and service edited, revision 2 written.
            try tree.discard(into: trash)
            try SpecSynthesizer(count: size).write(into: project + "/Specs")
            _ = try run(scaffold, ["scene"], in: project)
            try Self.editSkeletons(in: project, count: size)
            try SpecSynthesizer(count: size, revision: 2).write(into: project + "/Specs")
            return try run(scaffold, ["scene"] + timings, in: project)
        }
        noteIfMergeConflicted(size: size, stdout: merge.last?.stdoutText ?? "")
        // Back to revision 1, so the tree matches the specs again.
        try SpecSynthesizer(count: size).write(into: project + "/Specs")

        progress("N = \(size): cp -r × \(options.runs)")
        let copy = try repeated {
            try trash.discard(copyTarget)
            try FileSystem.createFolder(copyTarget)
            return try run("/bin/cp", ["-r"] + tree.folders + [copyTarget], in: project)
        }
        try trash.discard(copyTarget)

        let phases = [cold, merge].map { runs in runs.map { PhaseTimes(parsing: $0.stderrText) } }
        if !timings.isEmpty { noteIfTimingsUnread(size: size, runs: phases.flatMap { $0 }) }
        return SizeResult(
            specs: size, files: files, bytes: bytes, cold: PhaseResult(cold), noOp: PhaseResult(noOp),
            check: PhaseResult(check), uncachedCheck: PhaseResult(uncachedCheck), copy: PhaseResult(copy),
            merge: PhaseResult(merge), lockBytes: lockBytes,
            lockReadMilliseconds: lockReads.count == uncachedCheck.count ? lockReads.median : nil,
            phases: PhaseTable(columns: phases))
    }

    /// Times a cold generate of a ring of scenes on one shared service, without tests, `options.runs` times.
    private mutating func measureServiceRing(scaffold: String, trash: Trash) throws -> ServiceRing {
        let project = work + "/ring"
        try trash.discard(project)
        try ServiceRing.writeSpecs(into: project)
        progress("a ring of \(ServiceRing.scenes) scenes on one shared service × \(options.runs)")
        let runs = try repeated {
            // Untimed: the output of the run before is cleared, so each run is cold.
            for folder in ["Scenes", "Services", ".scaffold", "scaffold.lock"] {
                try trash.discard(project + "/" + folder)
            }
            return try run(scaffold, ["scene", "--tests", "none"], in: project)
        }
        try trash.discard(project)
        return ServiceRing(generate: PhaseResult(runs))
    }

    /// Times merging a new input into a view model skeleton grown to the size limit, `options.runs` times, as the
    /// person left it and reindented with tabs.
    private mutating func measureLimitMerge(scaffold: String, trash: Trash) throws -> LimitMerge {
        var grown = (text: "", lines: 0)
        let merge = try measureLimitMerge(scaffold: scaffold, trash: trash, reindented: false, grown: &grown)
        let reindented = try measureLimitMerge(scaffold: scaffold, trash: trash, reindented: true, grown: &grown)
        return LimitMerge(bytes: grown.text.utf8.count, lines: grown.lines, merge: merge, reindentedMerge: reindented)
    }

    private mutating func measureLimitMerge(
        scaffold: String, trash: Trash, reindented: Bool, grown: inout (text: String, lines: Int)
    ) throws -> PhaseResult {
        let project = work + "/limit"
        let spec = project + "/Specs/Ledger.yml"
        let skeleton = project + "/Scenes/Ledger/LedgerViewModel.swift"
        let revision1 = "scene: Ledger\ninputs: [refresh]\noutputs: [total: Int]\n"
        let revision2 = "scene: Ledger\ninputs: [refresh, reset]\noutputs: [total: Int]\n"
        progress("merge at the skeleton size limit\(reindented ? ", reindented," : "") × \(options.runs)")
        let runs = try repeated {
            // Untimed: revision 1 generated, its view model grown to the limit, revision 2 written.
            try trash.discard(project)
            try FileSystem.createFolder(project + "/Specs")
            try Data(revision1.utf8).write(to: URL(fileURLWithPath: spec))
            _ = try run(scaffold, ["scene", "--tests", "none"], in: project)
            let skeletonText = try String(contentsOfFile: skeleton, encoding: .utf8)
            let grownNow = LimitMerge.grownSkeleton(skeletonText, reindented: reindented)
            if !reindented { grown = grownNow }
            try Data(grownNow.text.utf8).write(to: URL(fileURLWithPath: skeleton))
            try Data(revision2.utf8).write(to: URL(fileURLWithPath: spec))
            return try run(scaffold, ["scene", "--tests", "none"], in: project)
        }
        if !(runs.last?.stdoutText.contains("merge Scenes/Ledger/LedgerViewModel.swift") ?? false) {
            notes.append(
                "the merge at the size limit\(reindented ? " (reindented)" : "") did not report a clean merge of the "
                    + "view model")
        }
        let merged = (try? String(contentsOfFile: skeleton, encoding: .utf8)) ?? ""
        if !merged.contains("let reset = PublishSubject<Void>()") {
            notes.append("the merge at the size limit\(reindented ? " (reindented)" : "") lost the new input")
        }
        try trash.discard(project)
        return PhaseResult(runs)
    }

    /// Counts the instructions of one cold generate of `size` scenes, then of one merge, each under callgrind.
    /// Instruction counts do not move with the machine's load, so they compare runs that timings cannot.
    private func countInstructions(size: Int, scaffold: String, trash: Trash) throws -> InstructionCounts {
        guard let valgrind = Self.executableOnPath("valgrind") else {
            return .notMeasured(size: size, "valgrind not found")
        }
        guard let strip = Self.executableOnPath("strip") else { return .notMeasured(size: size, "strip not found") }
        // Valgrind 3.19 cannot read the DWARF 5 debug information the toolchain writes.
        let stripped = work + "/scaffold-stripped"
        try FileSystem.remove(stripped)
        defer { try? FileSystem.remove(stripped) }
        _ = try run(strip, ["--strip-debug", "-o", stripped, scaffold], in: work)

        let project = work + "/instructions-n\(size)"
        try trash.discard(project)
        try FileSystem.createFolder(project + "/Specs")
        try SpecSynthesizer(count: size).write(into: project + "/Specs")
        func count(_ what: String) throws -> Int? {
            progress("N = \(size): \(what) under callgrind")
            let arguments = ["--tool=callgrind", "--callgrind-out-file=/dev/null", stripped, "scene"]
            let result = try run(valgrind, arguments, in: project)
            return CallgrindOutput.instructions(in: result.stderrText)
        }
        guard let cold = try count("cold generate") else {
            return .notMeasured(size: size, "valgrind printed no 'Collected : N' line")
        }
        try Self.editSkeletons(in: project, count: size)
        try SpecSynthesizer(count: size, revision: 2).write(into: project + "/Specs")
        let merge = try count("merge")
        try trash.discard(project)
        return .measured(size: size, cold: cold, merge: merge)
    }

    /// The first executable called `name` in a folder of `PATH`, as a shell would find it.
    private static func executableOnPath(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private func repeated(_ body: () throws -> ProcessResult) throws -> [ProcessResult] {
        try (0..<options.runs).map { _ in try body() }
    }

    /// Runs one whole process and measures it; throws `BenchError.commandFailed` unless it exits 0.
    private func run(_ executable: String, _ arguments: [String], in directory: String) throws -> ProcessResult {
        let command = ([executable] + arguments).joined(separator: " ")
        let result: ProcessResult
        do {
            result = try ProcessRunner.run(executable, arguments, in: directory)
        } catch let error as ProcessRunnerError {
            throw BenchError.commandFailed(command: command, status: "could not start: \(error.reason)", output: "")
        }
        guard result.succeeded else {
            throw BenchError.commandFailed(
                command: command, status: "\(result.termination)",
                output: Self.failureOutput(result))
        }
        return result
    }

    /// The child's stderr, and the end of its stdout (where `--check` prints its drift).
    private static func failureOutput(_ result: ProcessResult) -> String {
        let stderr = result.stderrText
        let stdoutTail = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).suffix(40)
            .joined(separator: "\n").trimmingTrailingNewlines()
        var parts: [String] = []
        if !stderr.isEmpty { parts.append("stderr:\n" + stderr.trimmingTrailingNewlines()) }
        if !stdoutTail.isEmpty { parts.append("stdout (last lines):\n" + stdoutTail) }
        return parts.joined(separator: "\n")
    }

    /// What a person does to a scene: every view model's first output placeholder filled in, and a
    /// helper added to every service.
    static func editSkeletons(in project: String, count: Int) throws {
        let synthesizer = SpecSynthesizer(count: count)
        for index in 1...count {
            let name = synthesizer.sceneName(index)
            try edit(project + "/Scenes/\(name)/\(name)ViewModel.swift") {
                $0.replacingOccurrences(
                    of: "self.repositories = .empty()", with: "self.repositories = Observable.just([]).share()")
            }
            try edit(project + "/Scenes/\(name)/\(name)Service.swift") {
                $0.replacingOccurrences(of: "\n}\n", with: "\n\n    private func log(_ text: String) {}\n}\n")
            }
        }
    }

    private static func edit(_ path: String, _ change: (String) -> String) throws {
        do {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try change(text).write(toFile: path, atomically: false, encoding: .utf8)
        } catch {
            throw BenchError.fileSystem("cannot edit \(path): \(error.localizedDescription)")
        }
    }

    /// Every edit is outside the lines the spec change touches, so the merge should be clean.
    private mutating func noteIfMergeConflicted(size: Int, stdout: String) {
        let merged = stdout.split(separator: "\n").filter { $0.hasPrefix("merge ") }.count
        if stdout.contains("conflict ") || merged < 2 * size {
            let summary = stdout.split(separator: "\n").last.map(String.init) ?? ""
            notes.append("N = \(size): the merge phase expected \(2 * size) clean merges: \(summary)")
        }
    }

    /// Every run given `--timings` should print phases the bench can read; if not, the format changed.
    private mutating func noteIfTimingsUnread(size: Int, runs: [PhaseTimes]) {
        if let unread = runs.lazy.flatMap(\.unreadLines).first {
            notes.append("N = \(size): --timings printed a line the bench cannot read (format changed?): \(unread)")
        } else if runs.contains(where: \.phases.isEmpty) {
            notes.append("N = \(size): a run given --timings printed no 'phase NAME 12.3 ms' line")
        }
    }

    /// A no-op run should report nothing written; its summary line is the last of its stdout.
    private mutating func noteIfNoOpWrote(size: Int, stdout: String) {
        let summary = stdout.split(separator: "\n").last.map(String.init) ?? ""
        if !summary.contains(": 0 files written") {
            notes.append("N = \(size): the no-op generate did not report '0 files written': \(summary)")
        }
    }
}
