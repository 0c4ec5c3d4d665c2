import Foundation
import ScaffoldCore

/// The whole plan of a `scaffold rename`, written to `.scaffold/rename.journal` before its first change and
/// removed after its last. A rename killed half way (kill -9, a crash, a full disk) leaves the journal behind,
/// and the next `scaffold scene` or `scaffold rename` finishes it from there before doing anything else, so the
/// project never stays with both names.
struct RenameJournal: Codable, Sendable {
    struct Write: Codable, Sendable {
        var path: String
        var text: String
        var source: String
    }

    var oldName: String
    var newName: String
    var writes: [Write]
    var deletions: [String]

    /// Where the journal lives, relative to the project folder.
    static let path = ".scaffold/rename.journal"

    init(oldName: String, newName: String, edits: FileEdits) {
        self.oldName = oldName
        self.newName = newName
        writes = edits.writes.map { Write(path: $0.path, text: $0.text, source: $0.source) }
        deletions = edits.deletions
    }

    /// Writes the journal; the rename starts only once it is on disk.
    func record(in project: Project) throws(DiagnosticsError) {
        let text: String
        do {
            text = String(decoding: try JSONEncoder().encode(self), as: UTF8.self)
        } catch {
            throw DiagnosticsError([
                .error(.damagedLock("the rename journal cannot be written"), at: .startOf(Self.path))
            ])
        }
        do {
            try ConfinedFolder(root: project.root.path).write(text, to: Self.path, display: Self.path)
        } catch {
            throw DiagnosticsError([.error(error)])
        }
    }

    /// Whether an interrupted rename left its journal.
    static func isPresent(in project: Project) -> Bool {
        var status = stat()
        return lstat(project.absolutePath(path), &status) == 0
    }

    /// Removes the journal once the rename is complete.
    static func remove(in project: Project) throws(DiagnosticsError) {
        do {
            try ConfinedFolder(root: project.root.path).delete(path, display: path)
        } catch {
            throw DiagnosticsError([.error(error)])
        }
    }

    /// Finishes a rename that a journal says was under way, and says so; nil when there is none. A journal whose
    /// paths scaffold would not write is refused by name, and nothing is changed.
    static func finishIfPresent(in project: Project) throws(DiagnosticsError) -> Diagnostic? {
        // Nearly every run has none: look without opening, so a link where `.scaffold` should be is left for the
        // run cache to refuse by its own name.
        guard isPresent(in: project) else { return nil }
        let data: Data
        do {
            guard let read = try ConfinedFolder(root: project.root.path).read(path, display: path, limit: .lock)
            else { return nil }
            data = read
        } catch {
            throw DiagnosticsError([.error(error)])
        }
        guard let journal = try? JSONDecoder().decode(RenameJournal.self, from: data),
            (journal.writes.flatMap { [$0.path, $0.source] } + journal.deletions).allSatisfy({
                SkeletonLock.isWritablePath($0, outsideFolders: [])
            })
        else {
            throw DiagnosticsError([
                .skeleton(.damagedRenameJournal, at: .startOf(project.displayPath(forProjectPath: path)))
            ])
        }
        var edits = FileEdits(project: project)
        for write in journal.writes { edits.write(write.text, to: write.path, from: write.source) }
        for deletion in journal.deletions { edits.delete(deletion) }
        _ = try edits.apply(finishing: true)
        try remove(in: project)
        return .skeleton(
            .interruptedRenameFinished(from: journal.oldName, to: journal.newName), severity: .warning,
            at: .startOf(project.displayPath(forProjectPath: path)))
    }
}
