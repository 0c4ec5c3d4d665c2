import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A child of `ProcessRunner.run` while it runs, as its `whileRunning` closure sees it: whether it has ended,
/// and a way to send it a signal that can never reach another process.
///
/// The runner marks the child ended before reaping it, so its process id is not free for reuse while
/// `signal` may still use it.
public final class RunningChild: @unchecked Sendable {
    /// The child's process id.
    public let processIdentifier: pid_t
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var ended = false

    init(processIdentifier: pid_t) {
        self.processIdentifier = processIdentifier
    }

    /// Whether the child has ended.
    public var hasEnded: Bool {
        lock.lock()
        defer { lock.unlock() }
        return ended
    }

    /// Sends `signal` to the child unless it has ended; returns whether it was sent.
    @discardableResult
    public func signal(_ signal: Int32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return !ended && kill(processIdentifier, signal) == 0
    }

    func markEnded() {
        lock.lock()
        ended = true
        lock.unlock()
    }
}
