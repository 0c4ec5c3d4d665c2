// API stand-in for RxCocoa 6.x: Driver.
// Declarations only; bodies never run (see ../README.md).

import RxRelay
import RxSwift

public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { fatalError() }
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> { fatalError() }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    public func asDriver() -> Driver<Element> { fatalError() }
}

// Driver+Subscription.swift
extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element { fatalError() }

    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? { fatalError() }

    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable { fatalError() }

    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable { fatalError() }

    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable { fatalError() }

    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable { fatalError() }

    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result { fatalError() }

    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        fatalError()
    }

    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable { fatalError() }

    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable { fatalError() }

    public func drive() -> Disposable { fatalError() }
}

// ObservableConvertibleType+Driver.swift
extension ObservableConvertibleType {
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> { fatalError() }

    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> { fatalError() }

    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        fatalError()
    }
}

// BehaviorRelay+Driver.swift
extension BehaviorRelay {
    public func asDriver() -> Driver<Element> { fatalError() }
}
