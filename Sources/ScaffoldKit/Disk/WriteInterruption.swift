import Foundation

/// Lets a signal (Ctrl-C's SIGINT, SIGTERM) end the process between two file writes, never during one:
/// every file is then left old or new, and no temporary file is left behind, without a list of them.
///
/// `AtomicFile` runs each write, from creating its temporary file to the rename (or to removing the
/// temporary file when it fails), through `write(_:)`. `stopWrites()` lets no new write start, waits for
/// those under way to finish, and returns; the caller then ends the process.
///
/// Process-wide (`shared`), the one piece of global mutable state in scaffold, because a signal is: it is
/// delivered to the process, not to a run, and must stop every writer on every thread.
public final class WriteInterruption: @unchecked Sendable {
    /// The process's writes.
    public static let shared = WriteInterruption()

    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var writesUnderWay = 0
    /// Guarded by `condition`; once true, never false again.
    private var stopping = false

    init() {}

    /// Runs `body`, one file's whole write. Once writes are stopping, a write that has not started waits for
    /// the process to end, and one that has finished does not return either: nothing a writer would do
    /// next (report an error, write the next file) may happen after the caller of `stopWrites()` returns.
    func write<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        condition.lock()
        while stopping { condition.wait() }
        writesUnderWay += 1
        condition.unlock()
        defer {
            condition.lock()
            writesUnderWay -= 1
            condition.broadcast()
            while stopping { condition.wait() }
            condition.unlock()
        }
        return try body()
    }

    /// For tests only: how long each write holds its temporary file before the rename, in milliseconds
    /// (`SCAFFOLD_TEST_WRITE_PAUSE`), so that a signal surely finds writes under way; 0 otherwise.
    static let pauseBeforeRename = UInt32(ProcessInfo.processInfo.environment["SCAFFOLD_TEST_WRITE_PAUSE"] ?? "") ?? 0

    /// Whether writes are stopping: a long write checks between its pieces and gives up, removing its
    /// temporary file, rather than hold the process up.
    var isStopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }

    /// Lets no write start and returns once none is under way; the caller must then end the process, since
    /// every writer waits for that.
    public func stopWrites() {
        condition.lock()
        stopping = true
        while writesUnderWay > 0 { condition.wait() }
        condition.unlock()
    }
}
