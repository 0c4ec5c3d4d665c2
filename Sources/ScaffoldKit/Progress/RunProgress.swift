import Foundation

/// How far a `scaffold scene` run has got: the stage it is in and, where it counts, how many of how many
/// items it has done. The pipeline's workers advance it; whoever shows progress reads it from another thread.
///
/// A lock rather than an atomic (Synchronization's `Atomic` needs macOS 15): a run advances it once per
/// spec, scene and file, a few thousand uncontended locks, well under a millisecond.
public final class RunProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var current = ProgressLine(stage: .reading, done: 0, total: 0)

    public init() {}

    /// What to show now.
    public var line: ProgressLine {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Enters `stage`, with `total` items to do (0 when it does not count).
    func start(_ stage: ProgressLine.Stage, total: Int = 0) {
        lock.lock()
        current = ProgressLine(stage: stage, done: 0, total: total)
        lock.unlock()
    }

    /// One more item of the current stage done.
    func advance() {
        lock.lock()
        current.done += 1
        lock.unlock()
    }
}

extension RunProgress? {
    /// Enters `stage` when there is progress to record.
    func start(_ stage: ProgressLine.Stage, total: Int = 0) {
        self?.start(stage, total: total)
    }

    /// Counts one item when there is progress to record.
    func advance() {
        self?.advance()
    }
}
