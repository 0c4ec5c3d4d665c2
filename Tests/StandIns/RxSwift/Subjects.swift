// API stand-in for RxSwift 6.x: subjects.
// Declarations only; bodies never run (see ../README.md).
// The real classes also conform to the internal SynchronizedUnsubscribeType; omitted.

public final class PublishSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType {
    public typealias SubjectObserverType = PublishSubject<Element>

    public var hasObservers: Bool { fatalError() }
    public var isDisposed: Bool { fatalError() }

    override public init() {}

    public func on(_ event: Event<Element>) { fatalError() }

    override public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element { fatalError() }

    public func asObserver() -> PublishSubject<Element> { self }

    public func dispose() { fatalError() }
}

public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    public typealias SubjectObserverType = BehaviorSubject<Element>

    public var hasObservers: Bool { fatalError() }
    public var isDisposed: Bool { fatalError() }

    public init(value: Element) {}

    public func value() throws -> Element { fatalError() }

    public func on(_ event: Event<Element>) { fatalError() }

    override public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element { fatalError() }

    public func asObserver() -> BehaviorSubject<Element> { self }

    public func dispose() { fatalError() }
}

public class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Disposable {
    public typealias SubjectObserverType = ReplaySubject<Element>

    public var hasObservers: Bool { fatalError() }

    public func on(_ event: Event<Element>) { fatalError() }

    public func asObserver() -> ReplaySubject<Element> { self }

    public func dispose() { fatalError() }

    public static func create(bufferSize: Int) -> ReplaySubject<Element> { fatalError() }

    public static func createUnbounded() -> ReplaySubject<Element> { fatalError() }
}

public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType {
    public typealias SubjectObserverType = AsyncSubject<Element>

    public var hasObservers: Bool { fatalError() }

    override public init() {}

    public func on(_ event: Event<Element>) { fatalError() }

    override public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element { fatalError() }

    public func asObserver() -> AsyncSubject<Element> { self }
}
