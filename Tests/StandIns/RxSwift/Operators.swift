// API stand-in for RxSwift 6.x: instance operators on ObservableType.
// Declarations only; bodies never run (see ../README.md).

// Map.swift
extension ObservableType {
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> { fatalError() }
}

// CompactMap.swift
extension ObservableType {
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        fatalError()
    }
}

// Filter.swift
extension ObservableType {
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> { fatalError() }
}

extension ObservableType {
    public func ignoreElements() -> Observable<Never> { fatalError() }
}

// Merge.swift
extension ObservableType {
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    { fatalError() }
}

extension ObservableType {
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    { fatalError() }
}

extension ObservableType where Element: ObservableConvertibleType {
    public func merge() -> Observable<Element.Element> { fatalError() }
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> { fatalError() }
}

extension ObservableType where Element: ObservableConvertibleType {
    public func concat() -> Observable<Element.Element> { fatalError() }
}

extension ObservableType {
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> { fatalError() }

    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> { fatalError() }

    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> { fatalError() }
}

extension ObservableType {
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    { fatalError() }
}

// Switch.swift
extension ObservableType {
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    { fatalError() }
}

extension ObservableType where Element: ObservableConvertibleType {
    public func switchLatest() -> Observable<Element.Element> { fatalError() }
}

// Concat.swift
extension ObservableType {
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element { fatalError() }

    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> { fatalError() }

    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> { fatalError() }

    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> { fatalError() }
}

// WithLatestFrom.swift
extension ObservableType {
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> { fatalError() }

    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        fatalError()
    }
}

// WithUnretained.swift
extension ObservableType {
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> { fatalError() }

    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> { fatalError() }
}

// StartWith.swift
extension ObservableType {
    public func startWith(_ elements: Element...) -> Observable<Element> { fatalError() }
}

// Scan.swift
extension ObservableType {
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        fatalError()
    }

    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> { fatalError() }
}

// Reduce.swift
extension ObservableType {
    public func reduce<A, Result>(
        _ seed: A,
        accumulator: @escaping (A, Element) throws -> A,
        mapResult: @escaping (A) throws -> Result
    ) -> Observable<Result> { fatalError() }

    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> { fatalError() }
}

// ToArray.swift
extension ObservableType {
    public func toArray() -> Single<[Element]> { fatalError() }
}

// DistinctUntilChanged.swift
extension ObservableType where Element: Equatable {
    public func distinctUntilChanged() -> Observable<Element> { fatalError() }
}

extension ObservableType {
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element>
    { fatalError() }

    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
        -> Observable<Element>
    { fatalError() }

    public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) throws -> K,
        comparer: @escaping (K, K) throws -> Bool
    ) -> Observable<Element> { fatalError() }

    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Observable<Element>
    { fatalError() }
}

// Take.swift
extension ObservableType {
    public func take(_ count: Int) -> Observable<Element> { fatalError() }
}

extension ObservableType {
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError() }

    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError() }
}

// TakeWithPredicate.swift
public enum TakeBehavior {
    case inclusive
    case exclusive
}

extension ObservableType {
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> { fatalError() }

    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> { fatalError() }

    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> { fatalError() }

    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> { fatalError() }

    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> { fatalError() }
}

// TakeLast.swift
extension ObservableType {
    public func takeLast(_ count: Int) -> Observable<Element> { fatalError() }
}

// Skip.swift, SkipUntil.swift, SkipWhile.swift
extension ObservableType {
    public func skip(_ count: Int) -> Observable<Element> { fatalError() }

    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError() }

    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> { fatalError() }

    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> { fatalError() }
}

// ElementAt.swift
extension ObservableType {
    public func element(at index: Int) -> Observable<Element> { fatalError() }
}

// DefaultIfEmpty.swift, SwitchIfEmpty.swift
extension ObservableType {
    public func ifEmpty(default: Element) -> Observable<Element> { fatalError() }
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> { fatalError() }
}

// Enumerated.swift
extension ObservableType {
    public func enumerated() -> Observable<(index: Int, element: Element)> { fatalError() }
}

// Sample.swift
extension ObservableType {
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        fatalError()
    }
}

// Amb.swift (instance form)
extension ObservableType {
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element { fatalError() }
}

// ShareReplayScope.swift
public enum SubjectLifetimeScope {
    case whileConnected
    case forever
}

extension ObservableType {
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        fatalError()
    }
}

// Do.swift
extension ObservableType {
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
    ) -> Observable<Element> { fatalError() }
}

// Debug.swift
extension ObservableType {
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> { fatalError() }
}

// Catch.swift
extension ObservableType {
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        fatalError()
    }

    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        fatalError()
    }

    public func catchAndReturn(_ element: Element) -> Observable<Element> { fatalError() }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> { fatalError() }
}

extension ObservableType {
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> { fatalError() }
}

extension ObservableType {
    public func retry() -> Observable<Element> { fatalError() }
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> { fatalError() }
}

// RetryWhen.swift
extension ObservableType {
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> { fatalError() }

    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> { fatalError() }
}

// ObserveOn.swift, SubscribeOn.swift
extension ObservableType {
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError() }

    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError() }

    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError() }

    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError() }
}

// Debounce.swift, Throttle.swift, Delay.swift, DelaySubscription.swift, Timeout.swift
extension ObservableType {
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError() }

    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Observable<Element>
    { fatalError() }

    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError() }

    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        fatalError()
    }

    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError() }

    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval,
        other: Source,
        scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element { fatalError() }
}

// Materialize.swift, Dematerialize.swift
extension ObservableType {
    public func materialize() -> Observable<Event<Element>> { fatalError() }
}

extension ObservableType where Element: EventConvertible {
    public func dematerialize() -> Observable<Element.Element> { fatalError() }
}

// ObservableType+PrimitiveSequence.swift
extension ObservableType {
    public func asSingle() -> Single<Element> { fatalError() }
    public func first() -> Single<Element?> { fatalError() }
    public func asMaybe() -> Maybe<Element> { fatalError() }
}

extension ObservableType where Element == Never {
    public func asCompletable() -> Completable { fatalError() }
}
