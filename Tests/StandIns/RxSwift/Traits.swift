// API stand-in for RxSwift 6.x: PrimitiveSequence traits (Single, Maybe, Completable).
// Declarations only; bodies never run (see ../README.md).

public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) {
        self.source = raw
    }
}

public protocol PrimitiveSequenceType {
    associatedtype Trait
    associatedtype Element

    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
    public static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    { fatalError() }

    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        fatalError()
    }

    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    { fatalError() }

    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> { fatalError() }

    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> { fatalError() }

    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> { fatalError() }

    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> { fatalError() }

    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    { fatalError() }

    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    { fatalError() }

    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> { fatalError() }

    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> { fatalError() }

    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> { fatalError() }

    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> { fatalError() }

    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        fatalError()
    }
}

// MARK: - Single

public enum SingleTrait {}
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        fatalError()
    }

    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable { fatalError() }

    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping ((Swift.Error) -> Void),
        onDisposed: (() -> Void)? = nil
    ) -> Disposable { fatalError() }

    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable { fatalError() }

    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable { fatalError() }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    public static func just(_ element: Element) -> Single<Element> { fatalError() }
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> { fatalError() }
    public static func error(_ error: Swift.Error) -> Single<Element> { fatalError() }
    public static func never() -> Single<Element> { fatalError() }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> { fatalError() }

    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> { fatalError() }

    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> { fatalError() }

    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> { fatalError() }

    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        fatalError()
    }

    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        fatalError()
    }

    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        fatalError()
    }

    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result>
    where Collection.Element == PrimitiveSequence<Trait, Element> { fatalError() }

    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<
        Trait, [Element]
    >
    where Collection.Element == PrimitiveSequence<Trait, Element> { fatalError() }

    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> { fatalError() }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> { fatalError() }

    public func asMaybe() -> Maybe<Element> { fatalError() }

    public func asCompletable() -> Completable { fatalError() }
}

// PrimitiveSequence+Zip+arity.swift (Single, arity 2 and 3)
extension PrimitiveSequenceType where Trait == SingleTrait {
    public static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> { fatalError() }

    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> { fatalError() }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    public static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>
    ) -> PrimitiveSequence<Trait, (E1, E2)> { fatalError() }

    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3)> { fatalError() }
}

// MARK: - Maybe

public enum MaybeTrait {}
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

@frozen public enum MaybeEvent<Element> {
    case success(Element)
    case error(Swift.Error)
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable)
        -> PrimitiveSequence<Trait, Element>
    { fatalError() }

    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable { fatalError() }

    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable { fatalError() }

    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable { fatalError() }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    public static func just(_ element: Element) -> Maybe<Element> { fatalError() }
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> { fatalError() }
    public static func error(_ error: Swift.Error) -> Maybe<Element> { fatalError() }
    public static func never() -> Maybe<Element> { fatalError() }
    public static func empty() -> Maybe<Element> { fatalError() }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> { fatalError() }

    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> { fatalError() }

    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> { fatalError() }

    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> { fatalError() }

    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        fatalError()
    }

    public func ifEmpty(default: Element) -> Single<Element> { fatalError() }

    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> { fatalError() }

    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> { fatalError() }

    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> { fatalError() }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> { fatalError() }
}

// MARK: - Completable

public enum CompletableTrait {}
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

@frozen public enum CompletableEvent {
    case error(Swift.Error)
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    public typealias CompletableObserver = (CompletableEvent) -> Void

    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable)
        -> PrimitiveSequence<Trait, Element>
    { fatalError() }

    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable { fatalError() }

    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable { fatalError() }

    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable { fatalError() }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    public static func error(_ error: Swift.Error) -> Completable { fatalError() }
    public static func never() -> Completable { fatalError() }
    public static func empty() -> Completable { fatalError() }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable { fatalError() }

    public func concat(_ second: Completable) -> Completable { fatalError() }

    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable { fatalError() }

    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable { fatalError() }

    public static func concat(_ sources: Completable...) -> Completable { fatalError() }

    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable { fatalError() }

    public static func zip(_ sources: [Completable]) -> Completable { fatalError() }

    public static func zip(_ sources: Completable...) -> Completable { fatalError() }
}

// Completable+AndThen.swift
extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> { fatalError() }
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> { fatalError() }
    public func andThen(_ second: Completable) -> Completable { fatalError() }
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> { fatalError() }
}
