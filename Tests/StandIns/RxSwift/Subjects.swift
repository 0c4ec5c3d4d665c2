// API stand-in for RxSwift 6.x: subjects.
// These bodies run (see ../README.md).
// The real classes also conform to the internal SynchronizedUnsubscribeType; omitted.
//
// Common behaviour: events are delivered to the observers present when they are sent, in
// subscription order; after a terminal event the subject ignores further events and late subscribers
// get that terminal event (after the replayed elements, for ReplaySubject); after `dispose()` it
// ignores events and late subscribers get `RxError.disposed`.

public final class PublishSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType {
    public typealias SubjectObserverType = PublishSubject<Element>

    private let lock = RecursiveLock()
    private var observers = ObserverBag<Element>()
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    public var hasObservers: Bool { lock.perform { !observers.isEmpty } }
    public var isDisposed: Bool { lock.perform { disposed } }

    override public init() {}

    public func on(_ event: Event<Element>) {
        let handlers: [(Event<Element>) -> Void] = lock.perform {
            guard !disposed, stoppedEvent == nil else { return [] }
            defer {
                if event.isStopEvent {
                    stoppedEvent = event
                    observers.removeAll()
                }
            }
            return observers.handlers
        }
        for handler in handlers { handler(event) }
    }

    override public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.perform {
            if let stoppedEvent {
                observer.on(stoppedEvent)
                return Disposables.create()
            }
            if disposed {
                observer.on(.error(RxError.disposed(object: self)))
                return Disposables.create()
            }
            let key = observers.insert(observer.on)
            return Disposables.create { [weak self] in self?.lock.perform { self?.observers.remove(key) } }
        }
    }

    public func asObserver() -> PublishSubject<Element> { self }

    public func dispose() {
        lock.perform {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}

public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    public typealias SubjectObserverType = BehaviorSubject<Element>

    private let lock = RecursiveLock()
    private var element: Element
    private var observers = ObserverBag<Element>()
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    public var hasObservers: Bool { lock.perform { !observers.isEmpty } }
    public var isDisposed: Bool { lock.perform { disposed } }

    public init(value: Element) {
        element = value
    }

    /// The latest element; throws the error the subject failed with, or `RxError.disposed`.
    public func value() throws -> Element {
        try lock.perform {
            if disposed { throw RxError.disposed(object: self) }
            if let error = stoppedEvent?.error { throw error }
            return element
        }
    }

    public func on(_ event: Event<Element>) {
        let handlers: [(Event<Element>) -> Void] = lock.perform {
            guard !disposed, stoppedEvent == nil else { return [] }
            switch event {
            case .next(let value):
                element = value
            case .error, .completed:
                stoppedEvent = event
            }
            defer { if event.isStopEvent { observers.removeAll() } }
            return observers.handlers
        }
        for handler in handlers { handler(event) }
    }

    override public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.perform {
            if disposed {
                observer.on(.error(RxError.disposed(object: self)))
                return Disposables.create()
            }
            if let stoppedEvent {
                observer.on(stoppedEvent)
                return Disposables.create()
            }
            let key = observers.insert(observer.on)
            observer.on(.next(element))
            return Disposables.create { [weak self] in self?.lock.perform { self?.observers.remove(key) } }
        }
    }

    public func asObserver() -> BehaviorSubject<Element> { self }

    public func dispose() {
        lock.perform {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}

/// Abstract, as in RxSwift: `create(bufferSize:)` and `createUnbounded()` return a `ReplayBuffer`.
public class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Disposable {
    public typealias SubjectObserverType = ReplaySubject<Element>

    public var hasObservers: Bool { fatalError("stand-in: ReplaySubject is abstract") }

    public func on(_ event: Event<Element>) { fatalError("stand-in: ReplaySubject is abstract") }

    public func asObserver() -> ReplaySubject<Element> { self }

    public func dispose() { fatalError("stand-in: ReplaySubject is abstract") }

    public static func create(bufferSize: Int) -> ReplaySubject<Element> { ReplayBuffer(bufferSize: bufferSize) }

    public static func createUnbounded() -> ReplaySubject<Element> { ReplayBuffer(bufferSize: nil) }
}

/// A replay subject keeping the last `bufferSize` elements (all of them when nil).
private final class ReplayBuffer<Element>: ReplaySubject<Element> {
    private let bufferSize: Int?
    private let lock = RecursiveLock()
    private var buffer: [Element] = []
    private var observers = ObserverBag<Element>()
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    init(bufferSize: Int?) {
        self.bufferSize = bufferSize
    }

    override var hasObservers: Bool { lock.perform { !observers.isEmpty } }

    override func on(_ event: Event<Element>) {
        let handlers: [(Event<Element>) -> Void] = lock.perform {
            guard !disposed, stoppedEvent == nil else { return [] }
            switch event {
            case .next(let value):
                buffer.append(value)
                if let bufferSize, buffer.count > bufferSize { buffer.removeFirst(buffer.count - bufferSize) }
            case .error, .completed:
                stoppedEvent = event
            }
            defer { if event.isStopEvent { observers.removeAll() } }
            return observers.handlers
        }
        for handler in handlers { handler(event) }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.perform {
            if disposed {
                observer.on(.error(RxError.disposed(object: self)))
                return Disposables.create()
            }
            for element in buffer { observer.on(.next(element)) }
            if let stoppedEvent {
                observer.on(stoppedEvent)
                return Disposables.create()
            }
            let key = observers.insert(observer.on)
            return Disposables.create { [weak self] in self?.lock.perform { self?.observers.remove(key) } }
        }
    }

    override func dispose() {
        lock.perform {
            disposed = true
            observers.removeAll()
            buffer.removeAll()
            stoppedEvent = nil
        }
    }
}

/// Emits only the last element, and only when the source completes.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType {
    public typealias SubjectObserverType = AsyncSubject<Element>

    private let lock = RecursiveLock()
    private var lastElement: Element?
    private var observers = ObserverBag<Element>()
    private var stoppedEvent: Event<Element>?

    public var hasObservers: Bool { lock.perform { !observers.isEmpty } }

    override public init() {}

    public func on(_ event: Event<Element>) {
        let delivery: (handlers: [(Event<Element>) -> Void], last: Element?)? = lock.perform {
            guard stoppedEvent == nil else { return nil }
            switch event {
            case .next(let value):
                lastElement = value
                return nil
            case .error:
                lastElement = nil
                fallthrough
            case .completed:
                stoppedEvent = event
                defer { observers.removeAll() }
                return (observers.handlers, lastElement)
            }
        }
        guard let delivery else { return }
        for handler in delivery.handlers {
            if let last = delivery.last { handler(.next(last)) }
            handler(event)
        }
    }

    override public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.perform {
            if let stoppedEvent {
                if let lastElement { observer.on(.next(lastElement)) }
                observer.on(stoppedEvent)
                return Disposables.create()
            }
            let key = observers.insert(observer.on)
            return Disposables.create { [weak self] in self?.lock.perform { self?.observers.remove(key) } }
        }
    }

    public func asObserver() -> AsyncSubject<Element> { self }
}
