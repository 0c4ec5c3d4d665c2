// API stand-in for RxCocoa 6.x: Signal.
// These bodies run (see ../README.md).

import RxRelay
import RxSwift

public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

public struct SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    public func asSignal() -> Signal<Element> { asSharedSequence() }
}

// Signal+Subscription.swift
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe { event in for observer in observers { observer.on(event) } }
    }

    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asObservable().subscribe { event in for observer in observers { observer.on(event.map { $0 }) } }
    }

    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit { element in for relay in relays { relay.accept(element) } }
    }

    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit { element in for relay in relays { relay.accept(element) } }
    }

    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emit { element in for relay in relays { relay.accept(element) } }
    }

    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit { element in for relay in relays { relay.accept(element) } }
    }

    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emit { element in for relay in relays { relay.accept(element) } }
    }

    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        emit { element in for relay in relays { relay.accept(element) } }
    }

    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable { asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed) }

    public func emit() -> Disposable { emit(onNext: nil) }
}

// ObservableConvertibleType+Signal.swift
extension ObservableConvertibleType {
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: onErrorSignalWith)
    }

    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: onErrorRecover)
    }
}

// PublishRelay+Signal.swift
extension PublishRelay {
    public func asSignal() -> Signal<Element> {
        Signal(raw: asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
