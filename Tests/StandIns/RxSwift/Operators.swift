// API stand-in for RxSwift 6.x: instance operators on ObservableType.
// Declarations only; bodies never run (see ../README.md).

// Map.swift
public extension ObservableType {
    func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> { fatalError() }
}

// CompactMap.swift
public extension ObservableType {
    func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> { fatalError() }
}

// Filter.swift
public extension ObservableType {
    func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> { fatalError() }
}

public extension ObservableType {
    func ignoreElements() -> Observable<Never> { fatalError() }
}

// Merge.swift
public extension ObservableType {
    func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element> { fatalError() }
}

public extension ObservableType {
    func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element> { fatalError() }
}

public extension ObservableType where Element: ObservableConvertibleType {
    func merge() -> Observable<Element.Element> { fatalError() }
    func merge(maxConcurrent: Int) -> Observable<Element.Element> { fatalError() }
}

public extension ObservableType where Element: ObservableConvertibleType {
    func concat() -> Observable<Element.Element> { fatalError() }
}

public extension ObservableType {
    static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> { fatalError() }

    static func merge(_ sources: [Observable<Element>]) -> Observable<Element> { fatalError() }

    static func merge(_ sources: Observable<Element>...) -> Observable<Element> { fatalError() }
}

public extension ObservableType {
    func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element> { fatalError() }
}

// Switch.swift
public extension ObservableType {
    func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element> { fatalError() }
}

public extension ObservableType where Element: ObservableConvertibleType {
    func switchLatest() -> Observable<Element.Element> { fatalError() }
}

// Concat.swift
public extension ObservableType {
    func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element { fatalError() }

    static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> { fatalError() }

    static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> { fatalError() }

    static func concat(_ sources: Observable<Element> ...) -> Observable<Element> { fatalError() }
}

// WithLatestFrom.swift
public extension ObservableType {
    func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> { fatalError() }

    func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        fatalError()
    }
}

// WithUnretained.swift
public extension ObservableType {
    func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> { fatalError() }

    func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> { fatalError() }
}

// StartWith.swift
public extension ObservableType {
    func startWith(_ elements: Element ...) -> Observable<Element> { fatalError() }
}

// Scan.swift
public extension ObservableType {
    func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        fatalError()
    }

    func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> { fatalError() }
}

// Reduce.swift
public extension ObservableType {
    func reduce<A, Result>(
        _ seed: A,
        accumulator: @escaping (A, Element) throws -> A,
        mapResult: @escaping (A) throws -> Result
    ) -> Observable<Result> { fatalError() }

    func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> { fatalError() }
}

// ToArray.swift
public extension ObservableType {
    func toArray() -> Single<[Element]> { fatalError() }
}

// DistinctUntilChanged.swift
public extension ObservableType where Element: Equatable {
    func distinctUntilChanged() -> Observable<Element> { fatalError() }
}

public extension ObservableType {
    func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
    -> Observable<Element> { fatalError() }

    func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
    -> Observable<Element> { fatalError() }

    func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) throws -> K,
        comparer: @escaping (K, K) throws -> Bool
    ) -> Observable<Element> { fatalError() }

    func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> Observable<Element> { fatalError() }
}

// Take.swift
public extension ObservableType {
    func take(_ count: Int) -> Observable<Element> { fatalError() }
}

public extension ObservableType {
    func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError() }

    @available(*, deprecated, renamed: "take(for:scheduler:)")
    func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError() }
}

// TakeWithPredicate.swift
public enum TakeBehavior {
    case inclusive
    case exclusive
}

public extension ObservableType {
    func take<Source: ObservableType>(until other: Source) -> Observable<Element> { fatalError() }

    func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> { fatalError() }

    func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> { fatalError() }

    @available(*, deprecated, renamed: "take(until:)")
    func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> { fatalError() }

    @available(*, deprecated, renamed: "take(while:)")
    func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> { fatalError() }
}

// TakeLast.swift
public extension ObservableType {
    func takeLast(_ count: Int) -> Observable<Element> { fatalError() }
}

// Skip.swift, SkipUntil.swift, SkipWhile.swift
public extension ObservableType {
    func skip(_ count: Int) -> Observable<Element> { fatalError() }

    func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError() }

    func skip<Source: ObservableType>(until other: Source) -> Observable<Element> { fatalError() }

    func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> { fatalError() }
}

// ElementAt.swift
public extension ObservableType {
    func element(at index: Int) -> Observable<Element> { fatalError() }
}

// DefaultIfEmpty.swift, SwitchIfEmpty.swift
public extension ObservableType {
    func ifEmpty(default: Element) -> Observable<Element> { fatalError() }
    func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> { fatalError() }
}

// Enumerated.swift
public extension ObservableType {
    func enumerated() -> Observable<(index: Int, element: Element)> { fatalError() }
}

// Sample.swift
public extension ObservableType {
    func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        fatalError()
    }
}

// Amb.swift (instance form)
public extension ObservableType {
    func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element { fatalError() }
}

// ShareReplayScope.swift
public enum SubjectLifetimeScope {
    case whileConnected
    case forever
}

public extension ObservableType {
    func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        fatalError()
    }
}

// Do.swift
public extension ObservableType {
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
    ) -> Observable<Element> { fatalError() }
}

// Debug.swift
public extension ObservableType {
    func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> { fatalError() }
}

// Catch.swift
public extension ObservableType {
    func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        fatalError()
    }

    @available(*, deprecated, renamed: "catch(_:)")
    func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        fatalError()
    }

    func catchAndReturn(_ element: Element) -> Observable<Element> { fatalError() }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    func catchErrorJustReturn(_ element: Element) -> Observable<Element> { fatalError() }
}

public extension ObservableType {
    static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> { fatalError() }
}

public extension ObservableType {
    func retry() -> Observable<Element> { fatalError() }
    func retry(_ maxAttemptCount: Int) -> Observable<Element> { fatalError() }
}

// RetryWhen.swift
public extension ObservableType {
    func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> { fatalError() }

    func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> { fatalError() }
}

// ObserveOn.swift, SubscribeOn.swift
public extension ObservableType {
    func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError() }

    @available(*, deprecated, renamed: "observe(on:)")
    func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError() }

    func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError() }

    @available(*, deprecated, renamed: "subscribe(on:)")
    func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError() }
}

// Debounce.swift, Throttle.swift, Delay.swift, DelaySubscription.swift, Timeout.swift
public extension ObservableType {
    func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError() }

    func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
    -> Observable<Element> { fatalError() }

    func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError() }

    func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        fatalError()
    }

    func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError() }

    func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval,
        other: Source,
        scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element { fatalError() }
}

// Materialize.swift, Dematerialize.swift
public extension ObservableType {
    func materialize() -> Observable<Event<Element>> { fatalError() }
}

public extension ObservableType where Element: EventConvertible {
    func dematerialize() -> Observable<Element.Element> { fatalError() }
}

// ObservableType+PrimitiveSequence.swift
public extension ObservableType {
    func asSingle() -> Single<Element> { fatalError() }
    func first() -> Single<Element?> { fatalError() }
    func asMaybe() -> Maybe<Element> { fatalError() }
}

public extension ObservableType where Element == Never {
    func asCompletable() -> Completable { fatalError() }
}
