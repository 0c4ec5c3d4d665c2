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

public extension PrimitiveSequence {
    static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>)
    -> PrimitiveSequence<Trait, Element> { fatalError() }

    func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        fatalError()
    }

    func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element> { fatalError() }

    func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> { fatalError() }

    @available(*, deprecated, renamed: "observe(on:)")
    func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> { fatalError() }

    func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> { fatalError() }

    @available(*, deprecated, renamed: "subscribe(on:)")
    func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> { fatalError() }

    @available(*, deprecated, renamed: "catch(_:)")
    func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
    -> PrimitiveSequence<Trait, Element> { fatalError() }

    func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
    -> PrimitiveSequence<Trait, Element> { fatalError() }

    func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> { fatalError() }

    func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> { fatalError() }

    func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> { fatalError() }

    func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> { fatalError() }

    func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        fatalError()
    }
}

// MARK: - Single

public enum SingleTrait {}
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

public extension PrimitiveSequenceType where Trait == SingleTrait {
    typealias SingleObserver = (SingleEvent<Element>) -> Void

    static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        fatalError()
    }

    func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable { fatalError() }

    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping ((Swift.Error) -> Void),
        onDisposed: (() -> Void)? = nil
    ) -> Disposable { fatalError() }

    func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable { fatalError() }

    func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable { fatalError() }
}

public extension PrimitiveSequenceType where Trait == SingleTrait {
    static func just(_ element: Element) -> Single<Element> { fatalError() }
    static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> { fatalError() }
    static func error(_ error: Swift.Error) -> Single<Element> { fatalError() }
    static func never() -> Single<Element> { fatalError() }
}

public extension PrimitiveSequenceType where Trait == SingleTrait {
    func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> { fatalError() }

    func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> { fatalError() }

    func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> { fatalError() }

    func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> { fatalError() }

    func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        fatalError()
    }

    func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        fatalError()
    }

    func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable { fatalError() }

    static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result>
    where Collection.Element == PrimitiveSequence<Trait, Element> { fatalError() }

    static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]>
    where Collection.Element == PrimitiveSequence<Trait, Element> { fatalError() }

    func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> { fatalError() }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> { fatalError() }

    func asMaybe() -> Maybe<Element> { fatalError() }

    func asCompletable() -> Completable { fatalError() }
}

// PrimitiveSequence+Zip+arity.swift (Single, arity 2 and 3)
public extension PrimitiveSequenceType where Trait == SingleTrait {
    static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> { fatalError() }

    static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> { fatalError() }
}

public extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>,
        _ source2: PrimitiveSequence<Trait, E2>
    ) -> PrimitiveSequence<Trait, (E1, E2)> { fatalError() }

    static func zip<E1, E2, E3>(
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

public extension PrimitiveSequenceType where Trait == MaybeTrait {
    typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable)
    -> PrimitiveSequence<Trait, Element> { fatalError() }

    func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable { fatalError() }

    func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable { fatalError() }

    func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable { fatalError() }
}

public extension PrimitiveSequenceType where Trait == MaybeTrait {
    static func just(_ element: Element) -> Maybe<Element> { fatalError() }
    static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> { fatalError() }
    static func error(_ error: Swift.Error) -> Maybe<Element> { fatalError() }
    static func never() -> Maybe<Element> { fatalError() }
    static func empty() -> Maybe<Element> { fatalError() }
}

public extension PrimitiveSequenceType where Trait == MaybeTrait {
    func `do`(
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

    func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> { fatalError() }

    func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> { fatalError() }

    func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> { fatalError() }

    func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> { fatalError() }

    func ifEmpty(default: Element) -> Single<Element> { fatalError() }

    func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> { fatalError() }

    func ifEmpty(switchTo other: Single<Element>) -> Single<Element> { fatalError() }

    func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> { fatalError() }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> { fatalError() }
}

// MARK: - Completable

public enum CompletableTrait {}
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

@frozen public enum CompletableEvent {
    case error(Swift.Error)
    case completed
}

public extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    typealias CompletableObserver = (CompletableEvent) -> Void

    static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable)
    -> PrimitiveSequence<Trait, Element> { fatalError() }

    func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable { fatalError() }

    func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable { fatalError() }

    func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable { fatalError() }
}

public extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    static func error(_ error: Swift.Error) -> Completable { fatalError() }
    static func never() -> Completable { fatalError() }
    static func empty() -> Completable { fatalError() }
}

public extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable { fatalError() }

    func concat(_ second: Completable) -> Completable { fatalError() }

    static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable { fatalError() }

    static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable { fatalError() }

    static func concat(_ sources: Completable ...) -> Completable { fatalError() }

    static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable { fatalError() }

    static func zip(_ sources: [Completable]) -> Completable { fatalError() }

    static func zip(_ sources: Completable...) -> Completable { fatalError() }
}

// Completable+AndThen.swift
public extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    func andThen<Element>(_ second: Single<Element>) -> Single<Element> { fatalError() }
    func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> { fatalError() }
    func andThen(_ second: Completable) -> Completable { fatalError() }
    func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> { fatalError() }
}
