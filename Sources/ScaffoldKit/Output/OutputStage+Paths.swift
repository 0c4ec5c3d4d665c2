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

    /// The folder that confines reads and writes of the project-relative `path`, and the path below it.
    func confinement(of path: String) -> (folder: ConfinedFolder, relative: String) {
        project.confinement(of: path, roots: roots.all)
    }
}
