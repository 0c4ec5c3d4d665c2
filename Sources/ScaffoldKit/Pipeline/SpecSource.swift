import Foundation
import ScaffoldCore

/// The first stage of a run and one of the two that touch the disk: finds the spec files, reads
/// their bytes and the project's template overrides. Everything after it works on memory.
public struct SpecSource: Sendable {
    public var project: Project

    public init(project: Project) {
        self.project = project
    }

    /// Reads the requested specs (the config's when `paths` is empty) and, for a narrower request, the
    /// project's other specs, which the generator needs to look up route targets; and the app's Swift when an app
    /// protocol is to be read from it.
    public func specs(_ paths: [String]) throws(DiagnosticsError) -> SpecInputs {
        try specs(paths, appCodeHashes: nil)
    }

    /// `specs`, an app file whose status is the one `appCodeHashes` holds taken with its hash, unread: enough to ask
    /// the run cache, not to generate.
    func specs(_ paths: [String], appCodeHashes: AppCodeHashCache?) throws(DiagnosticsError) -> SpecInputs {
        let requested = try listing(paths)
        // Route targets are looked up among all of the project's specs, so a run over one spec
        // produces the same bytes as a run over all of them.
        var project = (files: [SpecFile](), folders: [String]())
        var unlisted: [Diagnostic] = []
        if !paths.isEmpty {
            do {
                project = try listing([])
            } catch {
                unlisted = error.diagnostics
            }
        }
        let requestedURLs = Set(requested.files.map(\.url))
        let otherFiles = project.files.filter { !requestedURLs.contains($0.url) }
        var inputs = SpecInputs(
            requested: read(requested.files), others: read(otherFiles), coversWholeProject: paths.isEmpty)
        inputs.unlisted = unlisted
        var seenFolders = Set<String>()
        inputs.folders = (requested.folders + project.folders).filter { seenFolders.insert($0).inserted }
        inputs.appCode = try AppCodeSource(project: self.project).readIfNeeded(reusing: appCodeHashes)
        return inputs
    }

    /// The templates of this project: the built-in ones with the config's template folder laid over them.
    public func templates() throws(DiagnosticsError) -> TemplateSources {
        guard let folder = project.config.templates else { return TemplateSources(overrides: [], folder: nil) }
        let url = project.url(folder.value)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DiagnosticsError([.error(.missingFile, at: folder.location)])
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
            .filter { $0.hasSuffix(".mustache") }
            .sorted()
        var overrides: [TemplateSet.Entry] = []
        for name in names {
            let fileURL = url.appendingPathComponent(name)
            let display = project.displayPath(fileURL)
            let data: Data
            do {
                data = try FileSystem.read(fileURL.path, display: display, limit: .template)
            } catch {
                throw DiagnosticsError([.error(error)])
            }
            guard let text = String(validating: data, as: UTF8.self) else {
                throw DiagnosticsError([.error(TemplateProblem.textNotUTF8, at: .startOf(display))])
            }
            overrides.append(
                TemplateSet.Entry(
                    name: String(name.dropLast(".mustache".count)),
                    source: .override(path: display), text: text))
        }
        return TemplateSources(overrides: overrides, folder: project.displayPath(url))
    }

    /// The project's `scaffold.lock`, unparsed; a project without one has none yet.
    public func lock() throws(DiagnosticsError) -> LockSource {
        let absolute = project.absolutePath(SkeletonLock.path)
        let display = project.displayPath(forProjectPath: SkeletonLock.path)
        do {
            // Not through a link: the lock is replaced in place when written, so a link there is refused now,
            // before any file is written, rather than after.
            let data = try FileSystem.readIfPresent(absolute, display: display, limit: .lock)
            return LockSource(bytes: data, display: display)
        } catch {
            throw DiagnosticsError([.error(error)])
        }
    }

    /// Spec files named on the command line or in the config, folders expanded (through symbolic
    /// links), sorted, duplicates dropped; none is read. A folder or link below them that cannot be
    /// looked at is an error, so no spec is ever silently left out.
    public func specFiles(_ requested: [String]) throws(DiagnosticsError) -> [SpecFile] {
        try listing(requested).files
    }

    /// `specFiles`, and every folder listed to find them, as the user sees it.
    private func listing(_ requested: [String]) throws(DiagnosticsError) -> (files: [SpecFile], folders: [String]) {
        let entries: [(url: URL, location: SourceLocation)]
        if requested.isEmpty {
            entries = project.config.specs.map { (project.url($0.value), $0.location) }
        } else {
            entries = requested.map {
                (URL(fileURLWithPath: $0, relativeTo: project.workingDirectory).standardizedFileURL, .startOf($0))
            }
        }
        var diagnostics: [Diagnostic] = []
        var seen = Set<URL>()
        var files: [SpecFile] = []
        var folders: [String] = []
        for (url, location) in entries {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                diagnostics.append(.error(.missingFile, at: location))
                continue
            }
            var found = [url]
            if isDirectory.boolValue {
                let listing = SpecFolderListing(folder: url)
                found = listing.files
                folders += listing.folders.map(project.displayPath)
                diagnostics += listing.problems.map { .error(FileSystemProblem($1, project.displayPath($0), $2)) }
                if found.isEmpty && listing.problems.isEmpty {
                    diagnostics.append(.error(.noSpecsInFolder, at: location))
                }
            }
            for file in found where seen.insert(file).inserted {
                files.append(
                    SpecFile(
                        url: file, displayPath: project.displayPath(file),
                        projectPath: project.relativePath(file)))
            }
        }
        if diagnostics.containsErrors { throw DiagnosticsError(diagnostics) }
        return (files, folders)
    }

    /// The bytes of every file, read on all cores; a file that cannot be read keeps its problem,
    /// which the generator reports with the problems of the other specs.
    private func read(_ files: [SpecFile]) -> [SpecInput] {
        files.concurrentMap { file in
            do throws(FileSystemProblem) {
                return SpecInput(
                    file: file,
                    contents: .success(try FileSystem.read(file.url.path, display: file.displayPath, limit: .spec)))
            } catch {
                return SpecInput(file: file, contents: .failure(error))
            }
        }
    }
}
