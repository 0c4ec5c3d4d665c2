// Implementation detail of the Action stand-in (internal, not part of the mirrored API).

import Foundation
import RxSwift

/// What Action keeps in Objective-C associated objects on iOS: for each object bound to an action,
/// the action set through `rx.action` and the bag holding the bindings. An entry whose object is gone
/// is replaced when its identifier is reused.
enum ActionBindings {
    private final class Entry {
        weak var object: AnyObject?
        var action: CocoaAction?
        var bag = DisposeBag()

        init(object: AnyObject) {
            self.object = object
        }
    }

    private static let lock = NSLock()
    private static var entries: [ObjectIdentifier: Entry] = [:]

    private static func entry(for object: AnyObject) -> Entry {
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object === object { return entry }
        let entry = Entry(object: object)
        entries[key] = entry
        return entry
    }

    static func action(of object: AnyObject) -> CocoaAction? {
        lock.lock()
        defer { lock.unlock() }
        return entry(for: object).action
    }

    static func setAction(_ action: CocoaAction?, of object: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        entry(for: object).action = action
    }

    /// Disposes the bindings made so far for `object`.
    static func unbind(_ object: AnyObject) {
        lock.lock()
        let entry = entry(for: object)
        let old = entry.bag
        entry.bag = DisposeBag()
        lock.unlock()
        // The old bag disposes its bindings when released, outside the lock.
        withExtendedLifetime(old) {}
    }

    /// Keeps `disposable` until the next `unbind` of `object`.
    static func keep(_ disposable: Disposable, for object: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        entry(for: object).bag.insert(disposable)
    }
}
