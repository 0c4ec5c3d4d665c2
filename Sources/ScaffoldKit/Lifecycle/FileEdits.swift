import Foundation
import ScaffoldCore

/// Files a lifecycle command writes, moves and deletes, collected in memory and applied together
/// once every check has passed: a refused rename changes nothing.
struct FileEdits: Sendable {
    var project: Project
    /// New contents by project-relative path, with the path each came from (the same for an update); a
    /// move's source is deleted after every write.
    private(set) var writes: [(path: String, text: String, source: String)] = []
    /// Project-relative paths to delete.
    private(set) var deletions: [String] = []

    init(project: Project) {
        self.project = project
    }

    mutating func write(_ text: String, to path: String, from source: String) {
        writes.append((path, text, source))
    }

    mutating func delete(_ path: String) {
        deletions.append(path)
    }

    /// Refuses a move onto a file that exists, a write below a plain file where a folder must be, and any path
    /// that leaves the project: all before the first change.
    func check() throws(DiagnosticsError) {
        var diagnostics: [Diagnostic] = []
        for write in writes {
            // `Scenes/Account` as a plain file would stop the writes into it half way.
            var folder = OutputStage.folder(of: write.path)
            while folder != "." && !folder.isEmpty {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: project.absolutePath(folder), isDirectory: &isFolder),
                    !isFolder.boolValue
                {
                    diagnostics.append(
                        .skeleton(.fileInTheWay, at: .startOf(project.displayPath(forProjectPath: folder))))
                    break
                }
                folder = OutputStage.folder(of: folder)
            }
        }
        for write in writes where write.path != write.source {
            let display = project.displayPath(forProjectPath: write.path)
            if FileManager.default.fileExists(atPath: project.absolutePath(write.path)) {
                diagnostics.append(.skeleton(.fileInTheWay, at: .startOf(display)))
            }
            if !PathDisplay.isInsideResolvingLinks(project.url(write.path), project.root) {
                diagnostics.append(.error(.pathEscapesProject(display), at: .startOf(display)))
            }
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
    }

    /// What `apply()` reports it did, before it does it: each write as an update or a move, then each deletion.
    var plannedSteps: [SceneRename.Step] {
        writes.map(step) + deletions.map { .init(action: .delete, path: project.displayPath(forProjectPath: $0)) }
    }

    private func step(_ write: (path: String, text: String, source: String)) -> SceneRename.Step {
        let display = project.displayPath(forProjectPath: write.path)
        guard write.path != write.source else { return .init(action: .update, path: display) }
        return .init(action: .move, path: project.displayPath(forProjectPath: write.source) + " -> " + display)
    }

    /// Writes every file, then deletes what was moved away or is to go; returns what was done. When `finishing`
    /// an interrupted rename, a file already moved or deleted is no error.
    func apply(finishing: Bool = false) throws(DiagnosticsError) -> [SceneRename.Step] {
        var steps: [SceneRename.Step] = []
        for write in writes {
            let display = project.displayPath(forProjectPath: write.path)
            do {
                let (folder, relative) = project.confinement(of: write.path)
                try folder.write(write.text, to: relative, display: display)
            } catch {
                throw DiagnosticsError([.error(error)])
            }
            steps.append(step(write))
        }
        let moved = writes.filter { $0.path != $0.source }.map(\.source)
        for path in moved + deletions {
            let display = project.displayPath(forProjectPath: path)
            if finishing && !FileManager.default.fileExists(atPath: project.absolutePath(path)) { continue }
            do {
                let (folder, relative) = project.confinement(of: path)
                try folder.delete(relative, display: display)
            } catch {
                throw DiagnosticsError([.error(error)])
            }
            if deletions.contains(path) { steps.append(.init(action: .delete, path: display)) }
        }
        // A folder the scene left empty goes with it; rmdir refuses one that still holds anything.
        for folder in Set((moved + deletions).map { OutputStage.folder(of: $0) }) {
            rmdir(project.absolutePath(folder))
        }
        return steps
    }
}
