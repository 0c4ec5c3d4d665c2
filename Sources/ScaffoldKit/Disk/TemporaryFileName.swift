import ScaffoldCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The name of the temporary file `AtomicFile` writes beside its target before the rename:
/// `.<name>.<process id>.<16 hex digits>.tmp`.
///
/// Kept in one place so that sweeping an interrupted run's leftovers matches exactly what scaffold
/// writes and nothing else, and so the checks before a run know how long a name may be.
enum TemporaryFileName {
    /// The most bytes a temporary name adds to its target's name: a dot, the process id (at most 10
    /// digits), a dot, 16 hex digits and `.tmp`, with the leading dot. The validator refuses names too
    /// long for it from the same number.
    static let maximumOverhead = SceneNames.temporaryFileNameOverhead

    /// A fresh temporary name for a file named `name`, written by this process.
    static func make(for name: String) -> String {
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        return ".\(name).\(getpid()).\(String(repeating: "0", count: 16 - random.count))\(random).tmp"
    }

    /// The process that wrote the temporary file named `name`; nil when `name` is not one of scaffold's
    /// temporary names.
    static func writer(of name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropFirst().dropLast(".tmp".count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let random = parts.last, let process = parts.dropLast().last,
            random.utf8.count == 16,
            random.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
            (1...10).contains(process.utf8.count), process.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let id = pid_t(process), id > 0,
            !parts.dropLast(2).joined(separator: ".").isEmpty
        else { return nil }
        return id
    }
}
