import ArgumentParser
import Foundation
import ScaffoldCore
import ScaffoldKit

struct SceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scene",
        abstract: "Generate scenes from specs: contracts every run, skeletons once.",
        discussion: """
            Prints one line per file it changes: create, update, merge (a spec or template change merged into an \
            edited skeleton), conflict, remove, orphan; then a summary line. --verbose also lists the files left as \
            they are: identical, skip (an existing skeleton).
            With --check nothing is written: exit 1 when a generated file is stale, missing or orphaned, or a \
            skeleton is behind its spec or no longer made by it. Exit 3 when a merge left conflict markers to resolve.
            """
    )

    @OptionGroup var options: ProjectOptions

    @Option(
        help: ArgumentHelp(
            "How to print diagnostics: text, github (adds Actions annotations) or xcode (absolute paths, for a Run "
                + "Script phase).",
            valueName: "format"))
    var format: SceneFormat = .text

    @Option(help: ArgumentHelp("Folder to write scenes to, replacing the config's 'output'.", valueName: "dir"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "Folder to write shared services and the app's container to, replacing the config's 'services'.",
            valueName: "dir"))
    var services: String?

    @Flag(help: "Overwrite existing skeletons too.")
    var force = false

    @Flag(help: "Print what would be written; write nothing.")
    var dryRun = false

    @Flag(help: "Compare generated files with disk and fail when any is out of date; write nothing.")
    var check = false

    @Flag(
        help: ArgumentHelp(
            "Delete generated files whose spec is gone, and the skeletons you never edited of a gone spec or that "
                + "a spec no longer makes."))
    var prune = false

    @Flag(
        help:
            "Record the current render as the base of skeletons made before scaffold.lock, so later spec changes merge."
    )
    var adopt = false

    @Option(help: ArgumentHelp("Write a Makefile dependency file listing each output's inputs.", valueName: "file"))
    var depfile: String?

    @Option(
        help: ArgumentHelp(
            "With --depfile: write one rule for this target (e.g. a stamp file) instead of one per file.",
            valueName: "target"))
    var depfileTarget: String?

    @Option(
        help: ArgumentHelp(
            "Folder for test skeletons and mocks, replacing the config's 'tests'; 'none' for none.",
            valueName: "dir"))
    var tests: String?

    @Flag(
        help: """
            Report keys and partials of your templates that no context has, and template files nothing uses, as \
            warnings instead of errors.
            """)
    var lenient = false

    @Flag(help: "Ignore .scaffold/scene.cache and render everything.")
    var noCache = false

    @Flag(name: .shortAndLong, help: "Print only errors, warnings and what --check finds.")
    var quiet = false

    @Flag(help: "Also list the files left as they are (identical, skip).")
    var verbose = false

    @Flag(help: "Print the wall time of each phase of the run (read, parse, render, write...) on standard error.")
    var timings = false

    func validate() throws {
        if check && dryRun {
            throw ValidationError("--check and --dry-run cannot be combined: --check already writes nothing")
        }
        if depfileTarget != nil && depfile == nil {
            throw ValidationError("--depfile-target needs --depfile")
        }
        if check && adopt {
            throw ValidationError("--adopt records bases in scaffold.lock; --check writes nothing")
        }
        if check && force {
            throw ValidationError("--check compares generated files only; --force does not apply")
        }
        if quiet && verbose {
            throw ValidationError("--quiet and --verbose cannot be combined")
        }
    }

    func run() throws {
        let phaseTimings = PhaseTimings()
        defer {
            if timings { FileHandle.standardError.write(Data(phaseTimings.report.utf8)) }
        }
        let console = Console(format: format.diagnosticFormat, color: options.color, quiet: quiet)
        let progress = RunProgress()
        let display = ProgressDisplay(progress: progress)
        let signals = SignalExit(beforeExit: display.clear)
        defer { withExtendedLifetime(signals) {} }
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let result: SceneReport
        do {
            let project = try Project.load(configPath: options.config, workingDirectory: workingDirectory)
            let request = SceneRequest(
                specPaths: options.specs, outputPath: output, servicesPath: services,
                tests: tests.map { $0 == "none" ? .none : .folder($0) } ?? .configured, lenientTemplates: lenient)
            let outputOptions = OutputOptions(
                mode: check ? .check : (dryRun ? .dryRun : .write), force: force, prune: prune,
                usesCache: !noCache, depfile: depfile, depfileTarget: depfileTarget, adopt: adopt)
            let showsProgress = ProgressLine.isShown(
                standardErrorIsTerminal: isatty(STDERR_FILENO) == 1, environment: ProcessInfo.processInfo.environment,
                machineReadable: format != .text, quiet: quiet)
            result = try display.showing(when: showsProgress) {
                () throws(DiagnosticsError) in
                try ScenePipeline(
                    project: project, request: request, options: outputOptions, timings: phaseTimings,
                    progress: showsProgress ? progress : nil
                ).run()
            }
            console.report(result.diagnostics)
        } catch let error {
            throw console.failure(error.diagnostics, configFile: options.config)
        }
        if check {
            try phaseTimings.measure("print") {
                try reportCheck(result.changes, scenes: result.sceneCount, console: console)
            }
        } else {
            phaseTimings.measure("print") {
                // A run over a large project leaves most files as they are; the summary counts them.
                console.report(verbose ? result.changes : result.changes.filter(\.isWorthListing))
                console.summary(
                    Self.summary(result.changes, scenes: result.sceneCount, dryRun: dryRun),
                    isFailure: result.hasConflicts)
            }
            if result.hasConflicts { throw ExitStatus.conflict }
        }
    }

    private func reportCheck(_ changes: [FileChange], scenes: Int, console: Console) throws {
        let drift = changes.filter(\.isDrift)
        for change in changes where change.action == .missingSkeleton {
            console.report([
                Diagnostic(
                    severity: .warning, location: .startOf(change.path),
                    message: "skeleton is missing; run 'scaffold scene' to create it")
            ])
        }
        // A build log shows an issue per stale file at its first changed line; a diff there is noise.
        console.report(drift, withDiffs: format != .xcode, isDrift: true)
        // Annotations and Xcode issues are read one line at a time, so each stale file also gets its own error line.
        if format != .text {
            console.report(
                drift.map { change in
                    let message: String
                    switch change.action {
                    case .stale: message = "generated file is out of date; run 'scaffold scene' and commit the result"
                    case .missing: message = "generated file is missing; run 'scaffold scene' and commit the result"
                    case .behind:
                        message =
                            "skeleton lacks a change of its spec or templates; run 'scaffold scene' to merge it "
                            + "and commit the result"
                    case .conflict: message = "skeleton has unresolved conflict markers; resolve them and commit"
                    case .orphan where change.isOrphanKeptByPrune:
                        message =
                            "skeleton is no longer made by its spec and you edited it, so --prune keeps it; delete "
                            + "it, or remove its first line to make it yours"
                    case .orphan where change.kind == .skeleton:
                        message = "skeleton is no longer made by its spec; run 'scaffold scene --prune' to delete it"
                    default: message = "generated file has no spec any more; run 'scaffold scene --prune'"
                    }
                    // The diff knows the first line a run would change: the annotation sits there in the PR.
                    return Diagnostic(
                        severity: .error,
                        location: SourceLocation(file: change.path, line: change.firstChangedLine ?? 1, column: 1),
                        message: message)
                })
        }
        let generated = changes.filter { $0.kind == .generated && $0.action != .orphan }.count
        // An orphan is one of the generated files on disk the check looked at.
        let orphaned = changes.filter { $0.kind == .generated && $0.action == .orphan }.count
        if drift.isEmpty {
            console.summary("\(plural(scenes, "scene")): \(plural(generated, "generated file")) current")
            return
        }
        let counts = [FileChange.Action.stale, .missing, .orphan].compactMap { action -> String? in
            let count = drift.filter { $0.action == action && $0.kind == .generated }.count
            return count == 0 ? nil : "\(count) \(action == .orphan ? "orphaned" : action.rawValue)"
        }
        var parts =
            counts.isEmpty
            ? [] : ["\(counts.joined(separator: ", ")) of \(plural(generated + orphaned, "generated file"))"]
        let behind = drift.filter { $0.action == .behind }.count
        if behind > 0 {
            parts.append("\(plural(behind, "skeleton")) behind \(behind == 1 ? "its spec" : "their specs")")
        }
        let conflicts = drift.filter { $0.action == .conflict }.count
        if conflicts > 0 { parts.append("\(plural(conflicts, "skeleton")) with conflict markers") }
        let orphanedSkeletons = drift.filter { $0.action == .orphan && $0.kind == .skeleton }.count
        if orphanedSkeletons > 0 {
            parts.append(
                "\(plural(orphanedSkeletons, "skeleton")) no longer made by \(orphanedSkeletons == 1 ? "its spec" : "their specs")"
            )
        }
        // An edited orphan is one `--prune` keeps, so advising it again would go round in circles.
        let keptByPrune = drift.filter(\.isOrphanKeptByPrune)
        var advice: [String] = []
        if drift.count > keptByPrune.count {
            let prunes = drift.contains { $0.action == .orphan && !keptByPrune.contains($0) }
            advice.append("run '\(prunes ? "scaffold scene --prune" : "scaffold scene")' to update")
        }
        if !keptByPrune.isEmpty {
            let them = keptByPrune.count == 1 ? "the edited orphan" : "the \(keptByPrune.count) edited orphans"
            advice.append(
                "delete \(them), or remove \(keptByPrune.count == 1 ? "its" : "each one's") first line to make it yours"
            )
        }
        console.summary(
            "\(plural(scenes, "scene")): \(parts.joined(separator: ", ")); \(advice.joined(separator: "; "))",
            isFailure: true)
        throw ExitStatus.drift
    }

    static func summary(_ changes: [FileChange], scenes: Int, dryRun: Bool) -> String {
        let written = changes.filter { $0.action == .create || $0.action == .update }.count
        let unchanged = changes.filter { $0.action == .identical || $0.action == .skip }.count
        let removed = changes.filter { $0.action == .remove }.count
        let orphans = changes.filter { $0.action == .orphan }.count
        let merged = changes.filter { $0.action == .merge }.count
        let conflicts = changes.filter { $0.action == .conflict }.count
        let adopted = changes.filter { $0.action == .adopt }.count
        var parts = ["\(plural(written, "file")) \(dryRun ? "would be written" : "written")"]
        if merged > 0 { parts.append("\(merged) \(dryRun ? "would be merged" : "merged")") }
        if conflicts > 0 {
            parts.append("\(plural(conflicts, "conflict")) to resolve (exit \(ExitStatus.conflict.rawValue))")
        }
        if adopted > 0 { parts.append("\(adopted) adopted") }
        parts.append("\(unchanged) unchanged")
        if removed > 0 { parts.append("\(removed) \(dryRun ? "would be removed" : "removed")") }
        if orphans > 0 { parts.append("\(orphans) orphaned (remove with --prune)") }
        return "\(plural(scenes, "scene")): " + parts.joined(separator: ", ")
    }
}

extension FileChange {
    /// Whether a run lists it without `--verbose`: all but files left as they are, unless scaffold says why it left
    /// one (`skip ... (lacks 'reset')`).
    fileprivate var isWorthListing: Bool {
        switch action {
        case .identical: return false
        case .skip: return detail != nil
        default: return true
        }
    }
}
