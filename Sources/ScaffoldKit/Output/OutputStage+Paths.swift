import Foundation
import ScaffoldCore

extension OutputStage {
    /// Refuses any file that would land outside its root, following symlinks that already exist.
    ///
    /// Only folders can lead elsewhere: a file that is itself a link is replaced by the rename, never
    /// written through. Each folder is resolved once, however many files it holds.
    func checkPathsStayInside(_ files: [OutputFile]) throws(DiagnosticsError) {
        struct FolderKey: Hashable {
            var folder: Substring
            var root: String
        }
        var diagnostics: [Diagnostic] = []
        var verdicts: [FolderKey: Bool] = [:]
        var kinds: [String: FolderKind] = [:]
        var rootPrefixes: [String: String] = [:]
        for file in files {
            let folderPath = file.path.utf8.lastIndex(of: UInt8(ascii: "/")).map { file.path[..<$0] } ?? "."
            let key = FolderKey(folder: folderPath, root: file.root)
            let folderIsInside =
                verdicts[key]
                ?? {
                    // The common case, a plain path below its root with no link on the way, needs one lstat
                    // per new folder; anything else is resolved in full.
                    let verdict =
                        linkFreeBelowRoot(String(folderPath), root: file.root, kinds: &kinds)
                        || {
                            let folder = project.url(String(folderPath))
                            let root = project.url(file.root)
                            return PathDisplay.isInside(folder, root)
                                && PathDisplay.isInsideResolvingLinks(folder, root)
                        }()
                    verdicts[key] = verdict
                    return verdict
                }()
            // The root itself may lie outside the project (`--output /elsewhere`); the file may not leave it.
            let rootPrefix =
                rootPrefixes[file.root]
                ?? {
                    let prefix = file.root == "." ? "" : file.root + "/"
                    rootPrefixes[file.root] = prefix
                    return prefix
                }()
            let staysInRoot = file.path.hasPrefix(rootPrefix) && !Self.climbsUp(file.path.dropFirst(rootPrefix.count))
            if !folderIsInside || !staysInRoot {
                diagnostics.append(.error(.pathEscapesProject(display(file.path)), at: .startOf(display(file.path))))
            }
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
    }

    /// Whether a `..` component is in `path`; most paths have no two dots in a row at all.
    static func climbsUp(_ path: Substring) -> Bool {
        var previous: UInt8 = 0
        var sawTwoDots = false
        for byte in path.utf8 {
            if byte == UInt8(ascii: "."), previous == UInt8(ascii: ".") { sawTwoDots = true }
            previous = byte
        }
        return sawTwoDots && path.utf8.split(separator: UInt8(ascii: "/")).contains { $0.elementsEqual("..".utf8) }
    }

    /// What is at a path, as `lstat` says.
    enum FolderKind {
        case folder, missing, other
    }

    /// Whether `folder` is a plain relative path (no `.`, `..` or empty component) below the plain
    /// relative `root`, and no existing component between them is a symbolic link or anything but a
    /// folder. `kinds` remembers what each absolute path was, so each folder is looked at once.
    func linkFreeBelowRoot(_ folder: String, root: String, kinds: inout [String: FolderKind]) -> Bool {
        func isPlain(_ path: String) -> Bool {
            !path.hasPrefix("/")
                && !path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).contains {
                    $0.isEmpty || $0.elementsEqual(".".utf8) || $0.elementsEqual("..".utf8)
                }
        }
        let below: Substring
        if root == "." {
            below = Substring(folder)
        } else if folder == root {
            return isPlain(root)
        } else if folder.hasPrefix(root + "/") {
            below = folder.dropFirst(root.count + 1)
        } else {
            return false
        }
        guard root == "." || isPlain(root), folder == "." || isPlain(String(below)) else { return false }
        if folder == "." { return true }
        var path = root == "." ? project.absolutePath("") : project.absolutePath(root)
        if path.hasSuffix("/") { path.removeLast() }
        for component in below.split(separator: "/") {
            path += "/" + component
            let kind =
                kinds[path]
                ?? {
                    var status = stat()
                    let kind: FolderKind =
                        lstat(path, &status) != 0 ? .missing : (status.st_mode & S_IFMT == S_IFDIR ? .folder : .other)
                    kinds[path] = kind
                    return kind
                }()
            switch kind {
            case .missing: return true
            case .other: return false
            case .folder: continue
            }
        }
        return true
    }

    /// The folder that confines reads and writes of the project-relative `path`, and the path below it.
    func confinement(of path: String) -> (folder: ConfinedFolder, relative: String) {
        project.confinement(of: path, roots: roots.all)
    }
}
