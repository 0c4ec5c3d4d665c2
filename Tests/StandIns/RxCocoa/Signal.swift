// API stand-in for RxCocoa 6.x: Signal.
// Declarations only; bodies never run (see ../README.md).

import RxRelay
import RxSwift

public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

public struct SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { fatalError() }
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> { fatalError() }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    public func asSignal() -> Signal<Element> { fatalError() }
}

// Signal+Subscription.swift
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element { fatalError() }

    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? { fatalError() }

    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable { fatalError() }

    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable { fatalError() }

    public func emit(to relays: PublishRelay<Element>...) -> Disposable { fatalError() }

    public func emit(to relays: PublishRelay<Element?>...) -> Disposable { fatalError() }

    public func emit(to relays: ReplayRelay<Element>...) -> Disposable { fatalError() }

    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable { fatalError() }

    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable { fatalError() }

    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable { fatalError() }

    public func emit() -> Disposable { fatalError() }
}

// ObservableConvertibleType+Signal.swift
extension ObservableConvertibleType {
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> { fatalError() }

    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> { fatalError() }

    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        fatalError()
    }
}

// PublishRelay+Signal.swift
extension PublishRelay {
    public func asSignal() -> Signal<Element> { fatalError() }
}
