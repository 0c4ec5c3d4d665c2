// Implementation details of the RxSwift stand-in. Everything here is internal: it is not part of
// the mirrored API, only what the bodies in the other files are built from (see ../README.md).

import Foundation

/// A recursive lock. Rx code re-enters itself on the same thread all the time (an observer that
/// sends to the subject it observes, a source that emits while it is being subscribed), so the
/// state of subjects and operators is guarded by a lock that allows that.
final class RecursiveLock {
    private let lock = NSRecursiveLock()

    func perform<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// What RxSwift does with a programming error (an error bound to a `Binder` or relay): stop in debug
/// builds. The stand-ins are built without optimisation, so this always stops.
func rxFatalErrorInDebug(_ message: String) {
    assertionFailure(message)
}

/// The observable behind `create` and every operator: a subscribe closure plus the contract every
/// RxSwift producer keeps. The observer gets at most one terminal event and nothing after it or after
/// disposal, and the subscription is disposed as soon as a terminal event has been delivered, which is
/// what makes `do(onDispose:)` and `subscribe(onDisposed:)` run after completion.
final class AnonymousObservable<Element>: Observable<Element> {
    private let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // As in RxSwift, a subscription made outside any scheduled work runs on the current-thread
        // trampoline: elements that `of`/`from` schedule on `CurrentThreadScheduler` then arrive only
        // once the whole operator chain is subscribed and can be disposed (`repeatElement(1).take(2)`).
        if CurrentThreadScheduler.isScheduleRequired {
            return CurrentThreadScheduler.instance.schedule(()) { _ in self.run(observer) }
        }
        return run(observer)
    }

    private func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ForwardingSink<Element>(observer.on)
        sink.setUpstream(subscribeHandler(AnyObserver(eventHandler: sink.on)))
        return sink
    }
}

/// Forwards events to one observer until a terminal event or disposal, then disposes its upstream.
final class ForwardingSink<Element>: Cancelable {
    private let lock = RecursiveLock()
    private var forward: ((Event<Element>) -> Void)?
    private let upstream = SingleAssignmentDisposable()

    init(_ forward: @escaping (Event<Element>) -> Void) {
        self.forward = forward
    }

    var isDisposed: Bool { upstream.isDisposed }

    func setUpstream(_ disposable: Disposable) {
        upstream.setDisposable(disposable)
    }

    func on(_ event: Event<Element>) {
        let target: ((Event<Element>) -> Void)? = lock.perform {
            let target = forward
            if event.isStopEvent { forward = nil }
            return target
        }
        guard let target else { return }
        target(event)
        if event.isStopEvent { dispose() }
    }

    func dispose() {
        // Dropping the observer here releases whatever it captured (a view model, a bag).
        lock.perform { forward = nil }
        upstream.dispose()
    }
}

/// An observer that ignores everything after its first terminal event, as RxSwift's observers do.
/// Subscribers to subjects, relays and shared sequences are wrapped in it.
final class StoppingObserver<Element>: ObserverType {
    private let lock = RecursiveLock()
    private var isStopped = false
    private let handler: (Event<Element>) -> Void

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    func on(_ event: Event<Element>) {
        let deliver: Bool = lock.perform {
            if isStopped { return false }
            if event.isStopEvent { isStopped = true }
            return true
        }
        if deliver { handler(event) }
    }
}

/// The observers of a subject, in subscription order, each under a key its disposable removes.
struct ObserverBag<Element> {
    private var entries: [(key: Int, handler: (Event<Element>) -> Void)] = []
    private var nextKey = 0

    var isEmpty: Bool { entries.isEmpty }

    var handlers: [(Event<Element>) -> Void] { entries.map(\.handler) }

    mutating func insert(_ handler: @escaping (Event<Element>) -> Void) -> Int {
        nextKey += 1
        entries.append((nextKey, handler))
        return nextKey
    }

    mutating func remove(_ key: Int) {
        entries.removeAll { $0.key == key }
    }

    mutating func removeAll() {
        entries.removeAll()
    }
}

extension ObservableType {
    /// Subscribes a closure to every event; the operators' shorthand (no terminal-event guard needed,
    /// since every source here already keeps the grammar).
    func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver(eventHandler: handler))
    }
}

extension Observable {
    /// Emits `elements` and completes, synchronously on subscription. Used where RxSwift's operators
    /// build on an internal array source rather than on `from`, which goes through a scheduler.
    static func emitting(_ elements: [Element]) -> Observable<Element> {
        AnonymousObservable { observer in
            for element in elements { observer.onNext(element) }
            observer.onCompleted()
            return Disposables.create()
        }
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinite.
    var rxSeconds: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// An interval of `seconds` (never negative).
    static func rxInterval(seconds: TimeInterval) -> DispatchTimeInterval {
        .nanoseconds(Int(max(0, seconds) * 1_000_000_000))
    }
}
