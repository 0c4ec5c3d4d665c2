// API stand-in for RxRelay 6.x: PublishRelay, BehaviorRelay, ReplayRelay.
// Declarations only; bodies never run (see ../README.md).

import RxSwift

public final class PublishRelay<Element>: ObservableType {
    public func accept(_ event: Element) { fatalError() }

    public init() {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element { fatalError() }

    public func asObservable() -> Observable<Element> { fatalError() }
}

public final class BehaviorRelay<Element>: ObservableType {
    public func accept(_ event: Element) { fatalError() }

    public var value: Element { fatalError() }

    public init(value: Element) {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element { fatalError() }

    public func asObservable() -> Observable<Element> { fatalError() }
}

public final class ReplayRelay<Element>: ObservableType {
    public func accept(_ event: Element) { fatalError() }

    private init() {}

    public static func create(bufferSize: Int) -> ReplayRelay<Element> { fatalError() }

    public static func createUnbound() -> ReplayRelay<Element> { fatalError() }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element { fatalError() }

    public func asObservable() -> Observable<Element> { fatalError() }
}
