import Foundation
import ScaffoldCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The spec files below a folder, and every place below it that could not be looked at.
///
/// A folder that cannot be listed is a problem, never an empty folder: a scene whose spec went
/// unseen would look deleted, and `--prune` would delete its generated files. Symbolic links to
/// specs and to folders are followed; each real folder is listed once, so a link back up the tree
/// ends there, and each real file is found once, under the first path met. A link may lead out of
/// the project: specs are only read.
struct SpecFolderListing {
    /// `*.yml` and `*.yaml` files, sorted by path, as found through the folder (links not resolved).
    var files: [URL] = []
    /// Every folder listed, `folder` first, as found through it: adding or removing a spec changes one of them.
    var folders: [URL] = []
    /// What could not be listed or looked at, in the order met.
    var problems: [(url: URL, operation: FileSystemProblem.Operation, reason: FileSystemProblem.Reason)] = []

    /// Lists `folder` and everything below it; hidden entries and `scaffold.yml` are skipped.
    init(folder: URL) {
        var visited = Set<FileIdentity>()
        list(folder, visited: &visited)
        files.sort { $0.path < $1.path }
    }

    /// A file or folder as the file system knows it, whatever path leads there.
    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    private mutating func list(_ folder: URL, visited: inout Set<FileIdentity>) {
        var status = stat()
        guard stat(folder.path, &status) == 0 else {
            problems.append((folder, .listFolder, FileSystem.reason(errno)))
            return
        }
        guard visited.insert(FileIdentity(status)).inserted else { return }
        let (found, code) = FileSystem.names(in: folder.path)
        guard let names = found else {
            problems.append((folder, .listFolder, FileSystem.reason(code)))
            return
        }
        folders.append(folder.standardizedFileURL)
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            let isSpecName = (name.hasSuffix(".yml") || name.hasSuffix(".yaml")) && name != ProjectConfig.fileName
            var entry = stat()
            guard stat(url.path, &entry) == 0 else {
                let code = errno
                if code == EACCES {
                    // The folder can be listed but not searched: nothing in it can be looked at.
                    problems.append((folder, .listFolder, .permissionDenied))
                    return
                }
                // A dangling or looping link: a problem only where a spec was meant to be.
                if isSpecName { problems.append((url, .read, FileSystem.reason(code))) }
                continue
            }
            switch entry.st_mode & S_IFMT {
            case S_IFDIR: list(url, visited: &visited)
            case S_IFREG where isSpecName:
                if visited.insert(FileIdentity(entry)).inserted { files.append(url.standardizedFileURL) }
            default: continue
            }
        }
    }
}
