// API stand-in for RxCocoa 6.x: Driver.
// These bodies run (see ../README.md).

import RxRelay
import RxSwift

public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    public func asDriver() -> Driver<Element> { asSharedSequence() }
}

// Driver+Subscription.swift
// As in RxCocoa, driving is only allowed on the main thread.
extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element { driveEvents { event in for observer in observers { observer.on(event) } } }

    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        driveEvents { event in for observer in observers { observer.on(event.map { $0 }) } }
    }

    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        driveElements { element in for relay in relays { relay.accept(element) } }
    }

    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        driveElements { element in for relay in relays { relay.accept(element) } }
    }

    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        driveElements { element in for relay in relays { relay.accept(element) } }
    }

    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        driveElements { element in for relay in relays { relay.accept(element) } }
    }

    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return transformation(asObservable())
    }

    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return with(asObservable())(curriedArgument)
    }

    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    public func drive() -> Disposable { drive(onNext: nil) }

    private func driveEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return asObservable().subscribe(handler)
    }

    private func driveElements(_ accept: @escaping (Element) -> Void) -> Disposable {
        drive(onNext: accept)
    }
}

private let drivingOffMainThread = "`drive*` family of methods can be only called from `MainThread`."

// ObservableConvertibleType+Driver.swift
extension ObservableConvertibleType {
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: onErrorDriveWith)
    }

    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: onErrorRecover)
    }
}

// BehaviorRelay+Driver.swift
extension BehaviorRelay {
    public func asDriver() -> Driver<Element> {
        Driver(raw: asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
