// API stand-in for RxRelay 6.x: PublishRelay, BehaviorRelay, ReplayRelay.
// These bodies run (see ../README.md): each relay wraps the matching subject and never terminates.

import RxSwift

public final class PublishRelay<Element>: ObservableType {
    private let subject = PublishSubject<Element>()

    public func accept(_ event: Element) { subject.onNext(event) }

    public init() {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element { subject.subscribe(observer) }

    public func asObservable() -> Observable<Element> { subject.asObservable() }
}

public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    public func accept(_ event: Element) { subject.onNext(event) }

    // A relay's subject never fails and is never disposed, so `value()` cannot throw.
    public var value: Element { try! subject.value() }

    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element { subject.subscribe(observer) }

    public func asObservable() -> Observable<Element> { subject.asObservable() }
}

public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>

    public func accept(_ event: Element) { subject.onNext(event) }

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element { subject.subscribe(observer) }

    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
