import Foundation

/// What `scaffold scene` wrote in a project: the output folders (scenes, and tests when they are generated),
/// which are measured and copied, and its state (the `.scaffold` cache, `scaffold.lock`), which a cold run
/// starts without.
struct OutputTree {
    let project: String
    let folders: [String]
    let hidden: [String]

    /// Finds what `scaffold` created in `project`, whose specs are in `Specs/`.
    static func discover(in project: String) throws -> OutputTree {
        let entries = try FileSystem.contents(of: project).filter { $0 != "Specs" }.sorted()
        let hidden = entries.filter { $0.hasPrefix(".") || !FileSystem.isDirectory(project + "/" + $0) }
        let folders = entries.filter { !$0.hasPrefix(".") && FileSystem.isDirectory(project + "/" + $0) }
        guard !folders.isEmpty else {
            throw BenchError.fileSystem("scaffold scene wrote no folder in \(project)")
        }
        return OutputTree(project: project, folders: folders, hidden: hidden)
    }

    /// The number of files and their total size in bytes.
    func size() throws -> (files: Int, bytes: Int) {
        var files = 0
        var bytes = 0
        for folder in folders {
            let root = URL(fileURLWithPath: project + "/" + folder)
            let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey]
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else {
                throw BenchError.fileSystem("cannot list \(root.path)")
            }
            for case let url as URL in enumerator {
                let values = try url.resourceValues(forKeys: Set(keys))
                guard values.isRegularFile == true else { continue }
                files += 1
                bytes += values.fileSize ?? 0
            }
        }
        return (files, bytes)
    }

    /// Moves every output folder and the hidden state to `trash`, for a cold run.
    func discard(into trash: Trash) throws {
        for folder in folders + hidden {
            try trash.discard(project + "/" + folder)
        }
    }
}
