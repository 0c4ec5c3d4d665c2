// Mirrors RxFlow 2.13 `RxFlow/Synchronizable.swift`. RxFlow declares it under `#if canImport(ObjectiveC)`, which
// holds on iOS; here it is always declared, and `synchronized` runs the action under a lock of its own instead of
// `objc_sync_enter`.

import Foundation

/// Provides a function to prevent concurrent block execution
public protocol Synchronizable {}

private let synchronizableLock = NSRecursiveLock()

extension Synchronizable {
    func synchronized<T>(_ action: () -> T) -> T {
        synchronizableLock.lock()
        defer { synchronizableLock.unlock() }
        return action()
    }
}
