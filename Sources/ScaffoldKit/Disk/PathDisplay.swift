import Foundation

/// Path arithmetic on file URLs, kept free of the working folder's absolute prefix.
enum PathDisplay {
    /// `url` relative to `base`, using `..` where it lies outside; never absolute.
    static func relative(_ url: URL, to base: URL) -> String {
        let target = url.standardizedFileURL.pathComponents
        let origin = base.standardizedFileURL.pathComponents
        var shared = 0
        while shared < target.count, shared < origin.count, target[shared] == origin[shared] { shared += 1 }
        let ups = Array(repeating: "..", count: origin.count - shared)
        let rest = Array(target[shared...])
        let components = ups + rest
        return components.isEmpty ? "." : components.joined(separator: "/")
    }

    /// Whether `url` is `folder` or lies below it, after resolving `..` (not symlinks).
    static func isInside(_ url: URL, _ folder: URL) -> Bool {
        let target = url.standardizedFileURL.pathComponents
        let origin = folder.standardizedFileURL.pathComponents
        return target.count >= origin.count && Array(target[..<origin.count]) == origin
    }

    /// Whether `url`, with every existing symlink on its way resolved, still lies inside `folder`
    /// (also resolved). A link that leads out of the folder is never followed for writing.
    static func isInsideResolvingLinks(_ url: URL, _ folder: URL) -> Bool {
        isInside(resolvingExistingPrefix(url), folder.resolvingSymlinksInPath())
    }

    /// Resolves symlinks in the longest existing prefix of `url`, then appends the rest.
    static func resolvingExistingPrefix(_ url: URL) -> URL {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.pathComponents.count > 1 {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        var resolved = existing.resolvingSymlinksInPath()
        for component in rest { resolved.appendPathComponent(component) }
        return resolved
    }
}
