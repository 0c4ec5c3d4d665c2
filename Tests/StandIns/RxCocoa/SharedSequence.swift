// API stand-in for RxCocoa 6.x: SharedSequence core.
// These bodies run (see ../README.md): a SharedSequence wraps an Observable that is observed on
// its strategy's scheduler, shared by the strategy and never fails.

import RxSwift

public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
    ObservableConvertibleType
{
    let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    init(raw: Observable<Element>) {
        self.source = raw
    }

    public func asObservable() -> Observable<Element> { source }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

public protocol SharingStrategyProtocol {
    static var scheduler: SchedulerType { get }

    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    public func asObservable() -> Observable<Element> { asSharedSequence().asObservable() }
}

// The constructors subscribe (or emit) on the strategy's scheduler, like RxCocoa's.
extension SharedSequence {
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    public static func never() -> SharedSequence<SharingStrategy, Element> { SharedSequence(raw: Observable.never()) }

    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    public static func deferred(_ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>)
        -> SharedSequence<SharingStrategy, Element>
    { SharedSequence(Observable.deferred { observableFactory().asObservable() }) }

    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> { from(elements) }
}

extension SharedSequence {
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element>
    where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional).subscribe(on: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval)
        -> SharedSequence<SharingStrategy, Element>
    { SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler)) }
}

// SharedSequence+Concurrency.swift
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension SharedSequence {
    @MainActor public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onCompleted: { continuation.finish() }
            )
            continuation.onTermination = { _ in subscription.dispose() }
        }
    }
}

// SchedulerType+SharedSequence.swift
public enum SharingScheduler {
    public private(set) static var make: () -> SchedulerType = { MainScheduler() }

    /// Runs `action` with `scheduler` as the scheduler of the sequences it creates.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let original = make
        make = makeScheduler
        defer { make = original }
        try action()
    }
}

// ObservableConvertibleType+SharedSequence.swift
extension ObservableConvertibleType {
    public func asSharedSequence<S>(
        sharingStrategy _: S.Type = S.self,
        onErrorJustReturn: Element
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catchAndReturn(onErrorJustReturn))
    }

    public func asSharedSequence<S>(
        sharingStrategy _: S.Type = S.self,
        onErrorDriveWith: SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    public func asSharedSequence<S>(
        sharingStrategy _: S.Type = S.self,
        onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}
