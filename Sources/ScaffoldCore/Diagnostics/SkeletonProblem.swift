/// Something about a person's skeleton files, or a scene's life (rename, delete), that a run could
/// not settle on its own.
public enum SkeletonProblem: Hashable, Sendable, CustomStringConvertible {
    /// Scaffold's change overlaps the person's edit; both versions are between markers.
    case conflict
    /// The file still holds markers from an earlier merge, so it is not merged again.
    case unresolvedConflict
    /// The skeleton predates `scaffold.lock`, so there is no base to merge from.
    case noBase(missingMembers: [String])
    /// `--prune`: the spec is gone but the person edited the skeleton, so it is kept.
    case editedSkeletonKept
    /// `--prune`: the spec no longer makes the skeleton (a cell has no view controller) but the person edited it,
    /// so it is kept.
    case editedRetiredSkeletonKept
    /// `--prune`: the lock lists the file as the skeleton of a deleted spec, but the file does not say that scaffold
    /// created it from that spec, so it is kept whatever the lock says.
    case notCreatedFromSpec(String)
    /// The skeleton is not UTF-8 text, so it is left exactly as it is.
    case unreadable
    /// `--check`: the skeleton is not UTF-8 text, so the check cannot tell whether it is current.
    case uncheckable
    /// `scaffold rename`: no spec declares the scene to rename.
    case unknownScene(String)
    /// `scaffold rename`: the new name is another spec's scene.
    case sceneExists(String, in: String)
    /// `scaffold rename`: a file is where a renamed file would go.
    case fileInTheWay
    /// `scaffold rename`: a skeleton of the scene still holds conflict markers.
    case conflictBlocksRename
    /// A rename that was interrupted was finished from its journal.
    case interruptedRenameFinished(from: String, to: String)
    /// `--check` or `--dry-run` found the journal of an interrupted rename, which only a writing run finishes.
    case interruptedRenamePending
    /// A skeleton without a base (a hand-written file being adopted) declares a type that a generated file of its
    /// spec declares too.
    case declaredByGeneratedFile(String, file: String)
    /// A merged skeleton still uses a member (its name, its kind) that its spec (the path) no longer declares.
    case removedMemberStillUsed(String, kind: String, spec: String)
    /// The rename journal cannot be read, or names a path scaffold would not write.
    case damagedRenameJournal
    /// The spec now names another scene than the lock remembers.
    case sceneRenamed(from: String, to: String)
    case sceneRenamedBySpec(from: String, to: String, files: Int)
    case sceneRenamePending(from: String, to: String)

    public var description: String {
        switch self {
        case .conflict:
            return "your edits and scaffold's change overlap here; keep what you need between "
                + "'<<<<<<< yours' and '>>>>>>> scaffold', delete the markers, then run 'scaffold scene' again"
        case .unresolvedConflict:
            return "unresolved conflict from an earlier run; resolve it and delete the markers before scaffold "
                + "merges this file again"
        case .noBase(let missing):
            let lacking =
                missing.isEmpty
                ? "" : "; it lacks " + missing.map { "'\($0)'" }.joined(separator: ", ") + ", add them by hand first"
            return "skeleton has no base in scaffold.lock, so spec changes cannot be merged into it\(lacking); "
                + "then run 'scaffold scene --adopt' to merge from here on"
        case .editedSkeletonKept:
            return "the spec of this skeleton is gone, but you edited it, so it is kept; it refers to a scene scaffold "
                + "no longer generates, so --check fails on it until you delete it or remove its first line to make "
                + "it your own"
        case .editedRetiredSkeletonKept:
            return "the spec no longer makes this skeleton, but you edited it, so it is kept; move what you still "
                + "need elsewhere and delete it"
        case .notCreatedFromSpec(let spec):
            return "scaffold.lock lists this file as a skeleton of \(spec), but its first line does not say scaffold "
                + "created it from that spec, so --prune keeps it; delete it yourself if it is yours to delete"
        case .unknownScene(let name):
            return "no spec declares scene '\(name)'; 'scaffold rename' takes a scene name, e.g. Settings"
        case .sceneExists(let name, let spec):
            return "scene '\(name)' already exists in \(spec)"
        case .fileInTheWay:
            return "a file is already there; move it away, then rename again"
        case .conflictBlocksRename:
            return "unresolved conflict from an earlier run; resolve it and delete the markers, then rename again"
        case .uncheckable:
            return "skeleton is not valid UTF-8 text, so --check cannot tell whether it lacks a change of its spec; "
                + "save it as UTF-8, then run 'scaffold scene' to merge"
        case .unreadable:
            return "skeleton is not valid UTF-8 text, so scaffold leaves it alone; save it as UTF-8 to let "
                + "spec changes merge into it"
        case .interruptedRenameFinished(let old, let new):
            return "'scaffold rename \(old) \(new)' was interrupted; it is now finished from its journal"
        case .interruptedRenamePending:
            return "a rename was interrupted and is not finished; run 'scaffold scene' to finish it"
        case .declaredByGeneratedFile(let name, let file):
            return "'\(name)' is declared here and in '\(file)', which scaffold writes, so the app does not compile "
                + "with both; delete this declaration and keep the generated one"
        case .removedMemberStillUsed(let name, let kind, let spec):
            return "\(kind) '\(name)' was removed from \(spec), but this line still uses it; change the line, "
                + "or put '\(name)' back in the spec"
        case .damagedRenameJournal:
            return "the journal of an interrupted rename cannot be read or names a path scaffold never writes; "
                + "check which names the scene's files have, then delete the journal and rename again"
        case .sceneRenamedBySpec(let old, let new, let files):
            return "renamed scene '\(old)' to '\(new)' as its 'renamedFrom:' says, in \(files) "
                + (files == 1 ? "file" : "files") + " (its skeletons, tests, lock and the routes to it); "
                + "'renamedFrom:' may go now"
        case .sceneRenamePending(let old, let new):
            return "scene '\(old)' is renamed to '\(new)' ('renamedFrom:'), which 'scaffold scene' carries out; "
                + "run it to rename its skeletons, tests and routes"
        case .sceneRenamed(let old, let new):
            return "scene '\(old)' is now called '\(new)'; run 'scaffold rename \(old) \(new)' to rename its "
                + "skeletons, tests and routes as well"
        }
    }
}
