import Foundation
import ScaffoldCore

extension OutputStage {
    /// Refuses any file that would land outside its root, following symlinks that already exist.
    ///
    /// Only folders can lead elsewhere: a file that is itself a link is replaced by the rename, never
    /// written through. Each folder is resolved once, however many files it holds.
    func checkPathsStayInside(_ files: [OutputFile]) throws(DiagnosticsError) {
        var diagnostics: [Diagnostic] = []
        var verdicts: [String: Bool] = [:]
        for file in files {
            let folderPath = Self.folder(of: file.path)
            let key = folderPath + "\u{0}" + file.root
            let folderIsInside =
                verdicts[key]
                ?? {
                    let folder = project.url(folderPath)
                    let root = project.url(file.root)
                    let verdict = PathDisplay.isInside(folder, root) && PathDisplay.isInsideResolvingLinks(folder, root)
                    verdicts[key] = verdict
                    return verdict
                }()
            // The root itself may lie outside the project (`--output /elsewhere`); the file may not leave it.
            let rootPrefix = file.root == "." ? "" : file.root + "/"
            let staysInRoot =
                file.path.hasPrefix(rootPrefix)
                && !file.path.dropFirst(rootPrefix.count).split(separator: "/").contains("..")
            if !folderIsInside || !staysInRoot {
                diagnostics.append(.error(.pathEscapesProject(display(file.path)), at: .startOf(display(file.path))))
            }
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
    }

    /// The folder that confines reads and writes of the project-relative `path`, and the path below it:
    /// the project folder for a path inside it, else the output root the path lies under
    /// (`--output /elsewhere`).
    func confinement(of path: String) -> (folder: ConfinedFolder, relative: String) {
        let components = path.split(separator: "/")
        if !path.hasPrefix("/") && !components.contains(where: { $0 == "." || $0 == ".." }) {
            return (ConfinedFolder(root: project.root.path), path)
        }
        for root in roots.all.sorted(by: { $0.count > $1.count }) where path.hasPrefix(root + "/") {
            return (ConfinedFolder(root: project.absolutePath(root)), String(path.dropFirst(root.count + 1)))
        }
        let (folder, name) = ConfinedFolder.split(project.absolutePath(path))
        return (ConfinedFolder(root: folder.isEmpty ? "/" : folder), name)
    }
}
