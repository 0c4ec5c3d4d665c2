// API stand-in for RxCocoa 6.x: SharedSequence core.
// Declarations only; bodies never run (see ../README.md).

import RxSwift

public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
    ObservableConvertibleType
{
    let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = source
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
    public func asObservable() -> Observable<Element> { fatalError() }
}

extension SharedSequence {
    public static func empty() -> SharedSequence<SharingStrategy, Element> { fatalError() }

    public static func never() -> SharedSequence<SharingStrategy, Element> { fatalError() }

    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> { fatalError() }

    public static func deferred(_ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>)
        -> SharedSequence<SharingStrategy, Element>
    { fatalError() }

    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> { fatalError() }
}

extension SharedSequence {
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> { fatalError() }

    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element>
    where Sequence.Element == Element { fatalError() }

    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> { fatalError() }
}

extension SharedSequence where Element: RxAbstractInteger {
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> { fatalError() }
}

extension SharedSequence where Element: RxAbstractInteger {
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval)
        -> SharedSequence<SharingStrategy, Element>
    { fatalError() }
}

// SharedSequence+Concurrency.swift
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension SharedSequence {
    @MainActor public var values: AsyncStream<Element> { fatalError() }
}

// SchedulerType+SharedSequence.swift
public enum SharingScheduler {
    public private(set) static var make: () -> SchedulerType = { MainScheduler() }

    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows { fatalError() }

    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        fatalError()
    }
}

// ObservableConvertibleType+SharedSequence.swift
extension ObservableConvertibleType {
    public func asSharedSequence<S>(
        sharingStrategy _: S.Type = S.self,
        onErrorJustReturn: Element
    ) -> SharedSequence<S, Element> { fatalError() }

    public func asSharedSequence<S>(
        sharingStrategy _: S.Type = S.self,
        onErrorDriveWith: SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> { fatalError() }

    public func asSharedSequence<S>(
        sharingStrategy _: S.Type = S.self,
        onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> { fatalError() }
}
