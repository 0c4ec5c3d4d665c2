import Foundation
import ScaffoldCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputStage {
    /// Deletes orphans when pruning in write mode; reports them either way.
    func handleOrphans(_ orphans: [String]) throws(DiagnosticsError) -> [FileChange] {
        if options.mode == .write && options.prune {
            try delete(orphans)
        }
        let action: FileChange.Action = options.prune && options.mode != .check ? .remove : .orphan
        return orphans.map { path in
            var change = FileChange(action: action, path: display(path), kind: .generated)
            // What `--prune` would do, so that a check lists every file it would touch.
            if action == .orphan { change.detail = Self.pruneRemoves }
            return change
        }
    }

    /// Generated files under the roots that no spec produces any more (project-relative paths, sorted).
    ///
    /// A file counts only if its first line is scaffold's header, so hand-written files and skeletons
    /// are never candidates. It is an orphan when the spec its header names is gone, when that spec
    /// was loaded in this run but no longer produces it, or, for shared support files, when the run
    /// covered the whole project and did not produce it.
    ///
    /// A spec counts as gone only when the file system says it does not exist; one that cannot be
    /// looked at (a folder without permission) is an error, never a reason to call its files orphans.
    func findOrphans(planned: Set<String>, loadedSpecs: Set<String>, coversWholeProject: Bool)
        throws(DiagnosticsError) -> [String]
    {
        var orphans: [String] = []
        var problems: [FileSystemProblem] = []
        let projectPrefix = project.root.path + "/"
        for root in Set(roots.all) {
            for absolute in generatedFileCandidates(below: project.url(root).path, problems: &problems) {
                let path =
                    absolute.hasPrefix(projectPrefix)
                    ? String(absolute.dropFirst(projectPrefix.count))
                    : project.relativePath(URL(fileURLWithPath: absolute))
                guard !planned.contains(path), let header = try header(of: URL(fileURLWithPath: absolute), path: path)
                else { continue }
                if let spec = Self.specPath(inHeader: header) {
                    if loadedSpecs.contains(spec) {
                        orphans.append(path)
                        continue
                    }
                    do throws(FileSystemProblem) {
                        if try specIsGone(spec) { orphans.append(path) }
                    } catch {
                        problems.append(error)
                    }
                } else if coversWholeProject {
                    orphans.append(path)
                }
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(Set(problems).sorted { $0.path < $1.path }.map { .error($0) }) }
        return orphans.sorted()
    }

    /// The absolute path of every `*.generated.swift` entry below the folder at `root`, without going
    /// into linked folders. A folder below it that cannot be listed goes to `problems`: an orphan in it
    /// would go unseen, so the run stops rather than report fewer files.
    func generatedFileCandidates(below root: String, problems: inout [FileSystemProblem]) -> [String] {
        var status = stat()
        // The root may be missing (nothing generated yet) or a link the user chose; below it, no link is entered.
        guard stat(root, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return [] }
        var found: [String] = []
        var pending = [root]
        while let folder = pending.popLast() {
            let (names, code) = FileSystem.names(in: folder)
            guard let names else {
                let projectPrefix = project.root.path + "/"
                let shown =
                    folder.hasPrefix(projectPrefix) ? display(String(folder.dropFirst(projectPrefix.count))) : folder
                problems.append(FileSystemProblem(.listFolder, shown, FileSystem.reason(code)))
                continue
            }
            for name in names {
                let path = folder + "/" + name
                var entry = stat()
                if lstat(path, &entry) == 0, entry.st_mode & S_IFMT == S_IFDIR {
                    pending.append(path)
                } else if name.hasSuffix(".generated.swift") {
                    found.append(path)
                }
            }
        }
        return found
    }

    /// Whether the spec at the project-relative `path` no longer exists: the file system says there is
    /// no such file. Throws when it cannot tell (permission denied on the way there).
    func specIsGone(_ path: String) throws(FileSystemProblem) -> Bool {
        var status = stat()
        let absolute = project.absolutePath(path)
        if stat(absolute, &status) == 0 { return false }
        let code = errno
        guard code == ENOENT || code == ENOTDIR else {
            throw FileSystemProblem(.read, display(path), FileSystem.reason(code))
        }
        // A spec behind a link that points nowhere (a folder moved or not mounted) may well exist: its files are
        // not orphans on that word.
        var prefix = ""
        for component in absolute.split(separator: "/") {
            prefix += "/" + component
            var entry = stat()
            if lstat(prefix, &entry) != 0 { break }
            if entry.st_mode & S_IFMT == S_IFLNK, stat(prefix, &status) != 0 {
                throw FileSystemProblem(
                    .read, display(path),
                    .other("it lies behind the link \(prefix), which points nowhere; restore what the link points to"))
            }
        }
        return true
    }

    /// The first line of `url` (at the project-relative `path`) if it is scaffold's header; a FIFO or
    /// device by a generated file's name is an error, never read.
    func header(of url: URL, path: String) throws(DiagnosticsError) -> String? {
        let start: Data
        do {
            start = try FileSystem.prefix(of: url.path, count: 512, display: display(path))
        } catch {
            if case .notARegularFile = error.reason { throw DiagnosticsError([.error(error)]) }
            return nil
        }
        let firstLine = String(decoding: start.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        return firstLine.hasPrefix(Self.headerPrefix) ? firstLine : nil
    }

    /// `Specs/Login.yml` from `// Generated by scaffold from Specs/Login.yml. Do not edit.`
    static func specPath(inHeader header: String) -> String? {
        let marker = "\(headerPrefix) from "
        guard header.hasPrefix(marker), header.hasSuffix(". Do not edit.") else { return nil }
        return SwiftSourceText.lineCommentValue(String(header.dropFirst(marker.count).dropLast(". Do not edit.".count)))
    }
}

extension OutputStage {
    /// What happens to the skeletons of scenes whose spec is gone. With `--prune` (not checking), each one
    /// still exactly as scaffold last wrote it is to be deleted, and each one the person edited is kept with a
    /// warning and keeps its lock entry. Otherwise each one still on disk that says scaffold created it from the
    /// spec is an orphan, which `--check` fails on: it refers to a scene scaffold no longer generates, so the app
    /// no longer compiles with it. Nothing is planned for files this run produces.
    ///
    /// The app's container has no spec: its entry is gone when the project no longer has a shared service
    /// (`containerIsGone`), so the last service spec deleted takes the container with it.
    func planSkeletonPruning(lock: SkeletonLock, produced: Set<String>, containerIsGone: Bool = false)
        throws(DiagnosticsError) -> SkeletonPruning
    {
        var pruning = SkeletonPruning()
        let prunes = options.prune && options.mode != .check
        var problems: [Diagnostic] = []
        let goneSpecs = lock.scenes.keys.sorted().filter { spec in
            guard spec != SkeletonLock.projectEntry else { return containerIsGone }
            // A fixture no scene needs any more is retired by a run that writes tests, never gone with a spec.
            guard spec != SkeletonLock.fixturesEntry else { return false }
            do throws(FileSystemProblem) {
                return try specIsGone(spec)
            } catch {
                problems.append(.error(error))
                return false
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        let rootPrefixes = roots.all.map { $0 == "." ? "" : $0 + "/" }
        // A lock written before a base moved with its spec may list a skeleton under two gone specs: it is decided
        // once, by the spec its header names (or else the first), so it is never both kept and deleted.
        var listedBy: [String: [String]] = [:]
        for spec in goneSpecs {
            for path in lock.scenes[spec]?.skeletons.keys ?? [:].keys { listedBy[path, default: []].append(spec) }
        }
        var decided = Set<String>()
        for spec in goneSpecs {
            let skeletons = lock.scenes[spec]?.skeletons ?? [:]
            guard prunes else {
                for path in skeletons.keys.sorted()
                where !produced.contains(path) && rootPrefixes.contains(where: { path.hasPrefix($0) }) {
                    guard let data = FileSystem.contentsIfReadable(project.absolutePath(path), limit: .sourceFile),
                        SkeletonHeader.saysScaffoldCreated(data, from: spec)
                    else { continue }
                    pruning.changes.append(
                        Self.orphanedSkeleton(display(path), holding: data, base: skeletons[path]!))
                }
                continue
            }
            pruning.goneSpecs.append(spec)
            // Only this run's folders are pruned, and only files that say scaffold created them from the spec:
            // the lock is committed and edited in pull requests, so it decides nothing on its own.
            for path in skeletons.keys.sorted()
            where !produced.contains(path) && rootPrefixes.contains(where: { path.hasPrefix($0) })
                && decided.insert(path).inserted
            {
                guard let data = FileSystem.contentsIfReadable(project.absolutePath(path), limit: .sourceFile)
                else { continue }
                let owner =
                    listedBy[path]?.first(where: { SkeletonHeader.saysScaffoldCreated(data, from: $0) }) ?? spec
                let outcome = prune(
                    path, of: owner, holding: data, base: lock.scenes[owner]!.skeletons[path]!,
                    keptBecause: .editedSkeletonKept, into: &pruning)
                // An edited skeleton that still says it comes from the deleted spec keeps the spec's lock entry,
                // so that every check names it until the person deletes it or makes it their own.
                if outcome == .keptAsEdited { pruning.keptSkeletons[owner, default: []].insert(path) }
            }
        }
        return pruning
    }

    /// What happens to the skeletons that a spec of this run made before and makes no more, under this run's
    /// roots: the coordinator of a spec that dropped `coordinator:`, the view controller and coordinator of a
    /// screen that became a cell, a service's skeleton once the service is renamed. Each one still on disk is an
    /// orphan, and keeps its base in the lock so that a later `--prune` can tell whether it was edited; with
    /// `--prune` (not checking) it is deleted when still exactly its base and kept with a warning otherwise, and
    /// its base goes.
    func planRetiredSkeletons(lock: SkeletonLock, specs: [String], produced: Set<String>) -> SkeletonPruning {
        var pruning = SkeletonPruning()
        let rootPrefixes = roots.all.map { $0 == "." ? "" : $0 + "/" }
        let prunes = options.prune && options.mode != .check
        for spec in specs {
            let skeletons = lock.scenes[spec]?.skeletons ?? [:]
            for path in skeletons.keys.sorted()
            where !produced.contains(path) && rootPrefixes.contains(where: { path.hasPrefix($0) }) {
                guard let data = FileSystem.contentsIfReadable(project.absolutePath(path), limit: .sourceFile)
                else { continue }
                if prunes {
                    _ = prune(
                        path, of: spec, holding: data, base: skeletons[path]!,
                        keptBecause: .editedRetiredSkeletonKept, into: &pruning)
                } else {
                    pruning.changes.append(Self.orphanedSkeleton(display(path), holding: data, base: skeletons[path]!))
                    pruning.keptBases.insert(path)
                }
            }
        }
        return pruning
    }

    /// How a run that does not prune lists an orphan `--prune` would delete.
    static let pruneRemoves = "--prune removes it"

    /// An orphaned skeleton at `path`, listed with what `--prune` would do with it: delete it when it still holds
    /// exactly its base, keep it when the person edited it.
    static func orphanedSkeleton(_ path: String, holding data: Data, base: String) -> FileChange {
        var change = FileChange(action: .orphan, path: path, kind: .skeleton)
        change.detail = data.elementsEqual(base.utf8) ? pruneRemoves : "edited: --prune keeps it"
        return change
    }

    /// Plans deleting the skeleton of `spec` at `path`, which holds `data`, when that is still exactly `base`;
    /// plans keeping it, with a warning that says `why`, when the person edited it. A file that does not say
    /// scaffold created it from `spec` is kept whatever the lock says: the lock is committed and edited in pull
    /// requests, so it decides nothing on its own.
    private func prune(
        _ path: String, of spec: String, holding data: Data, base: String, keptBecause why: SkeletonProblem,
        into pruning: inout SkeletonPruning
    ) -> PruneOutcome {
        guard SkeletonHeader.saysScaffoldCreated(data, from: spec) else {
            pruning.changes.append(FileChange(action: .skip, path: display(path), kind: .skeleton))
            pruning.diagnostics.append(
                .skeleton(.notCreatedFromSpec(display(spec)), severity: .warning, at: .startOf(display(path))))
            return .keptAsNotScaffolds
        }
        if data.elementsEqual(base.utf8) {
            pruning.deletions.append(path)
            pruning.changes.append(FileChange(action: .remove, path: display(path), kind: .skeleton))
            return .deleted
        }
        pruning.changes.append(FileChange(action: .skip, path: display(path), kind: .skeleton))
        pruning.diagnostics.append(.skeleton(why, severity: .warning, at: .startOf(display(path))))
        return .keptAsEdited
    }

    /// What `prune` decided for one skeleton.
    private enum PruneOutcome {
        case deleted
        /// The person edited it; it still says scaffold created it from the spec.
        case keptAsEdited
        /// It does not say scaffold created it from the spec, whatever the lock says.
        case keptAsNotScaffolds
    }
}

/// The skeletons `--prune` removed or kept, and the specs whose lock entries go.
struct SkeletonPruning: Sendable {
    var changes: [FileChange] = []
    var diagnostics: [Diagnostic] = []
    /// Project-relative paths of specs that are gone.
    var goneSpecs: [String] = []
    /// Project-relative paths of the skeletons to delete.
    var deletions: [String] = []
    /// Project-relative paths of orphaned skeletons whose bases stay in the lock until they are pruned.
    var keptBases: Set<String> = []
    /// By gone spec: the edited skeletons `--prune` kept that still say scaffold created them from it.
    var keptSkeletons: [String: Set<String>] = [:]
}
