import Foundation

/// The types each generated file of a run declares, parsed once per file however many hand-written skeletons are
/// checked against it (the support files are checked against every one), and only when one is.
final class GeneratedTypeNames: @unchecked Sendable {
    private let lock = NSLock()
    private var byPath: [String: [String]] = [:]

    /// The names of the types `file` declares.
    func names(in file: OutputFile) -> [String] {
        lock.lock()
        if let names = byPath[file.path] {
            lock.unlock()
            return names
        }
        lock.unlock()
        let names = DeclaredTypeNames.declarations(in: file.contents, path: file.path).map(\.name)
        lock.lock()
        byPath[file.path] = names
        lock.unlock()
        return names
    }
}
