// API stand-in for RxSwift 6.x: instance operators on ObservableType.
// These bodies run (see ../README.md); the engines for flatMap and share are in OperatorSinks.swift.

// Map.swift
extension ObservableType {
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        compactMap(transform)
    }
}

// CompactMap.swift
extension ObservableType {
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        let source = asObservable()
        return AnonymousObservable { observer in
            source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    do {
                        if let result = try transform(element) { observer.onNext(result) }
                    } catch {
                        observer.onError(error)
                    }
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }
}

// Filter.swift
extension ObservableType {
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        compactMap { try predicate($0) ? $0 : nil }
    }
}

extension ObservableType {
    public func ignoreElements() -> Observable<Never> {
        compactMap { _ in nil }
    }
}

// Merge.swift
extension ObservableType {
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    { flatten(asObservable(), policy: .all(maxConcurrent: .max), selector) }
}

extension ObservableType {
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    { flatten(asObservable(), policy: .first, selector) }
}

extension ObservableType where Element: ObservableConvertibleType {
    public func merge() -> Observable<Element.Element> {
        flatten(asObservable(), policy: .all(maxConcurrent: .max)) { $0 }
    }
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        flatten(asObservable(), policy: .all(maxConcurrent: maxConcurrent)) { $0 }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    public func concat() -> Observable<Element.Element> { merge(maxConcurrent: 1) }
}

extension ObservableType {
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> { Observable.emitting(Array(sources)).merge() }

    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable.emitting(sources).merge()
    }

    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable.emitting(sources).merge()
    }
}

extension ObservableType {
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    { flatten(asObservable(), policy: .all(maxConcurrent: 1), selector) }
}

// Switch.swift
extension ObservableType {
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    { flatten(asObservable(), policy: .latest, selector) }
}

extension ObservableType where Element: ObservableConvertibleType {
    public func switchLatest() -> Observable<Element.Element> { flatten(asObservable(), policy: .latest) { $0 } }
}

// Concat.swift
extension ObservableType {
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element { Observable.emitting([asObservable(), second.asObservable()]).concat() }

    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> { Observable.emitting(Array(sequence)).concat() }

    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> { Observable.emitting(Array(collection)).concat() }

    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable.emitting(sources).concat()
    }
}

// WithLatestFrom.swift
extension ObservableType {
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        let source = asObservable()
        let second = second.asObservable()
        return AnonymousObservable { observer in
            // `second` is subscribed first, so a value it has at hand is there for the first element.
            let lock = RecursiveLock()
            var latest: Source.Element?
            let secondSubscription = second.subscribeEvents { event in
                switch event {
                case .next(let value): lock.perform { latest = value }
                case .error(let error): observer.onError(error)
                case .completed: break
                }
            }
            let subscription = source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    guard let value = lock.perform({ latest }) else { return }
                    do {
                        observer.onNext(try resultSelector(element, value))
                    } catch {
                        observer.onError(error)
                    }
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
            return Disposables.create(subscription, secondSubscription)
        }
    }

    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

// WithUnretained.swift
extension ObservableType {
    /// Completes once `obj` is gone, as RxSwift does.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        let source = asObservable()
        return AnonymousObservable { [weak obj] observer in
            source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    guard let obj else {
                        observer.onCompleted()
                        return
                    }
                    observer.onNext(resultSelector(obj, element))
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }

    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

// StartWith.swift
extension ObservableType {
    public func startWith(_ elements: Element...) -> Observable<Element> {
        Observable.emitting(elements).concat(self)
    }
}

// Scan.swift
extension ObservableType {
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        let source = asObservable()
        return AnonymousObservable { observer in
            var accumulated = seed
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    do {
                        try accumulator(&accumulated, element)
                        observer.onNext(accumulated)
                    } catch {
                        observer.onError(error)
                    }
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }

    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        scan(into: seed) { accumulated, element in accumulated = try accumulator(accumulated, element) }
    }
}

// Reduce.swift
extension ObservableType {
    public func reduce<A, Result>(
        _ seed: A,
        accumulator: @escaping (A, Element) throws -> A,
        mapResult: @escaping (A) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return AnonymousObservable { observer in
            var accumulated = seed
            return source.subscribeEvents { event in
                do {
                    switch event {
                    case .next(let element):
                        accumulated = try accumulator(accumulated, element)
                    case .error(let error):
                        observer.onError(error)
                    case .completed:
                        observer.onNext(try mapResult(accumulated))
                        observer.onCompleted()
                    }
                } catch {
                    observer.onError(error)
                }
            }
        }
    }

    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        reduce(seed, accumulator: accumulator) { $0 }
    }
}

// ToArray.swift
extension ObservableType {
    public func toArray() -> Single<[Element]> {
        Single(raw: reduce([Element]()) { $0 + [$1] })
    }
}

// DistinctUntilChanged.swift
extension ObservableType where Element: Equatable {
    public func distinctUntilChanged() -> Observable<Element> { distinct({ $0 }, comparer: ==) }
}

extension ObservableType {
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element>
    { distinct(keySelector, comparer: ==) }

    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
        -> Observable<Element>
    { distinct({ $0 }, comparer: comparer) }

    public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) throws -> K,
        comparer: @escaping (K, K) throws -> Bool
    ) -> Observable<Element> { distinct(keySelector, comparer: comparer) }

    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Observable<Element>
    { distinct({ $0[keyPath: keyPath] }, comparer: ==) }

    /// Drops each element whose key equals (per `comparer`) the key of the element last let through.
    private func distinct<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            var lastKey: Key?
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    do {
                        let key = try keySelector(element)
                        if let lastKey, try comparer(lastKey, key) { return }
                        lastKey = key
                        observer.onNext(element)
                    } catch {
                        observer.onError(error)
                    }
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }
}

// Take.swift
extension ObservableType {
    /// Completes right after the `count`th element, which disposes the source subscription.
    public func take(_ count: Int) -> Observable<Element> {
        guard count > 0 else { return Observable.empty() }
        let source = asObservable()
        return AnonymousObservable { observer in
            var remaining = count
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    guard remaining > 0 else { return }
                    remaining -= 1
                    observer.onNext(element)
                    if remaining == 0 { observer.onCompleted() }
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }
}

extension ObservableType {
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(until: Observable<Int>.timer(duration, scheduler: scheduler))
    }

    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

// TakeWithPredicate.swift
public enum TakeBehavior {
    case inclusive
    case exclusive
}

extension ObservableType {
    /// Completes when `other` emits an element; `other` completing changes nothing, its error is forwarded.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return AnonymousObservable { observer in
            let otherSubscription = other.subscribeEvents { event in
                switch event {
                case .next: observer.onCompleted()
                case .error(let error): observer.onError(error)
                case .completed: break
                }
            }
            return Disposables.create(source.subscribe(observer), otherSubscription)
        }
    }

    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> { take(while: { try !predicate($0) }, behavior: behavior) }

    /// Completes at the first element failing `predicate`, which is emitted first when `.inclusive`.
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    do {
                        if try predicate(element) {
                            observer.onNext(element)
                        } else {
                            if behavior == .inclusive { observer.onNext(element) }
                            observer.onCompleted()
                        }
                    } catch {
                        observer.onError(error)
                    }
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }

    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> { take(until: other) }

    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }
}

// TakeLast.swift
extension ObservableType {
    public func takeLast(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            var buffer: [Element] = []
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    buffer.append(element)
                    if buffer.count > count { buffer.removeFirst() }
                case .error(let error): observer.onError(error)
                case .completed:
                    for element in buffer { observer.onNext(element) }
                    observer.onCompleted()
                }
            }
        }
    }
}

// Skip.swift, SkipUntil.swift, SkipWhile.swift
extension ObservableType {
    public func skip(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            var remaining = count
            return source.subscribeEvents { event in
                if case .next = event, remaining > 0 {
                    remaining -= 1
                    return
                }
                observer.on(event)
            }
        }
    }

    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(until: Observable<Int>.timer(duration, scheduler: scheduler))
    }

    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return AnonymousObservable { observer in
            let lock = RecursiveLock()
            var open = false
            let otherSubscription = SingleAssignmentDisposable()
            otherSubscription.setDisposable(
                other.subscribeEvents { event in
                    switch event {
                    case .next:
                        lock.perform { open = true }
                        otherSubscription.dispose()
                    case .error(let error): observer.onError(error)
                    case .completed: break
                    }
                })
            let subscription = source.subscribeEvents { event in
                if case .next = event, !lock.perform({ open }) { return }
                observer.on(event)
            }
            return Disposables.create(subscription, otherSubscription)
        }
    }

    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            var skipping = true
            return source.subscribeEvents { event in
                if case .next(let element) = event, skipping {
                    do {
                        skipping = try predicate(element)
                    } catch {
                        observer.onError(error)
                        return
                    }
                    if skipping { return }
                }
                observer.on(event)
            }
        }
    }
}

// ElementAt.swift
extension ObservableType {
    public func element(at index: Int) -> Observable<Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            var remaining = index
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    if remaining == 0 {
                        observer.onNext(element)
                        observer.onCompleted()
                    }
                    remaining -= 1
                case .error(let error): observer.onError(error)
                case .completed: observer.onError(RxError.argumentOutOfRange)
                }
            }
        }
    }
}

// DefaultIfEmpty.swift, SwitchIfEmpty.swift
extension ObservableType {
    public func ifEmpty(default: Element) -> Observable<Element> { ifEmpty(switchTo: Observable.just(`default`)) }

    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            var isEmpty = true
            let fallback = SingleAssignmentDisposable()
            let subscription = source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    isEmpty = false
                    observer.onNext(element)
                case .error(let error): observer.onError(error)
                case .completed:
                    if isEmpty {
                        fallback.setDisposable(other.subscribe(observer))
                    } else {
                        observer.onCompleted()
                    }
                }
            }
            return Disposables.create(subscription, fallback)
        }
    }
}

// Enumerated.swift
extension ObservableType {
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        scan(into: (index: -1, element: nil as Element?)) { state, element in state = (state.index + 1, element) }
            .map { (index: $0.index, element: $0.element!) }
    }
}

// Sample.swift
extension ObservableType {
    /// On each sampler element, emits the latest source element not yet emitted (or `defaultValue`).
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return AnonymousObservable { observer in
            let lock = RecursiveLock()
            var latest: Element?
            let subscription = source.subscribeEvents { event in
                switch event {
                case .next(let element): lock.perform { latest = element }
                case .error(let error): observer.onError(error)
                case .completed: break
                }
            }
            func emitLatest() {
                let element: Element? = lock.perform {
                    defer { latest = nil }
                    return latest ?? defaultValue
                }
                if let element { observer.onNext(element) }
            }
            let samplerSubscription = sampler.subscribeEvents { event in
                switch event {
                case .next: emitLatest()
                case .error(let error): observer.onError(error)
                case .completed:
                    emitLatest()
                    observer.onCompleted()
                }
            }
            return Disposables.create(subscription, samplerSubscription)
        }
    }
}

// Amb.swift (instance form)
extension ObservableType {
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        Observable.amb([asObservable(), right.asObservable()])
    }
}

// ShareReplayScope.swift
public enum SubjectLifetimeScope {
    case whileConnected
    case forever
}

extension ObservableType {
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        SharedObservable(source: asObservable(), replay: replay, scope: scope)
    }
}

// Do.swift
extension ObservableType {
    /// `onDispose` runs when the subscription is disposed, which also happens right after a terminal event.
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
    ) -> Observable<Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            onSubscribe?()
            let subscription = source.subscribeEvents { event in
                do {
                    switch event {
                    case .next(let element):
                        try onNext?(element)
                        observer.onNext(element)
                        try afterNext?(element)
                    case .error(let error):
                        try onError?(error)
                        observer.onError(error)
                        try afterError?(error)
                    case .completed:
                        try onCompleted?()
                        observer.onCompleted()
                        try afterCompleted?()
                    }
                } catch {
                    observer.onError(error)
                }
            }
            onSubscribed?()
            return Disposables.create {
                subscription.dispose()
                onDispose?()
            }
        }
    }
}

// Debug.swift
extension ObservableType {
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let name = identifier ?? "\(file.split(separator: "/").last ?? ""):\(line) (\(function))"
        func log(_ text: String) {
            let output = trimOutput && text.count > 40 ? String(text.prefix(40)) + "..." : text
            print("\(name) -> \(output)")
        }
        return self.do(
            onNext: { log("Event next(\($0))") },
            onError: { log("Event error(\($0))") },
            onCompleted: { log("Event completed") },
            onSubscribe: { log("subscribed") },
            onDispose: { log("isDisposed") }
        )
    }
}

// Catch.swift
extension ObservableType {
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            let current = SerialDisposable()
            current.disposable = source.subscribeEvents { event in
                guard case .error(let error) = event else { return observer.on(event) }
                do {
                    current.disposable = try handler(error).subscribe(observer)
                } catch {
                    observer.onError(error)
                }
            }
            return current
        }
    }

    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    public func catchAndReturn(_ element: Element) -> Observable<Element> { `catch` { _ in Observable.just(element) } }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> { catchAndReturn(element) }
}

extension ObservableType {
    /// Subscribes to each source in turn, moving on at each error; the last error is forwarded.
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        let sources = Array(sequence)
        guard let first = sources.first else { return Observable.empty() }
        return first.catch { _ in Observable.catch(sequence: sources.dropFirst()) }
    }
}

extension ObservableType {
    public func retry() -> Observable<Element> { retry(Int.max) }

    /// Subscribes again after an error, up to `maxAttemptCount` subscriptions in all.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            let current = SerialDisposable()
            func attempt(_ number: Int) {
                current.disposable = source.subscribeEvents { event in
                    if case .error = event, number < maxAttemptCount {
                        attempt(number + 1)
                    } else {
                        observer.on(event)
                    }
                }
            }
            attempt(1)
            return current
        }
    }
}

// RetryWhen.swift
extension ObservableType {
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        // An error of another type is rethrown by the cast, which ends the trigger and so the sequence.
        retrying { errors in
            notificationHandler(
                errors.map { error in
                    guard let typed = error as? Error else { throw error }
                    return typed
                })
        }
    }

    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> { retrying(when: notificationHandler) }

    /// Each source error goes to the trigger sequence; its next element subscribes again, its
    /// completion or error ends the sequence.
    private func retrying<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            let errors = PublishSubject<Swift.Error>()
            let current = SerialDisposable()
            func subscribeSource() {
                current.disposable = source.subscribeEvents { event in
                    if case .error(let error) = event {
                        errors.onNext(error)
                    } else {
                        observer.on(event)
                    }
                }
            }
            let triggerSubscription = notificationHandler(errors.asObservable()).subscribeEvents { event in
                switch event {
                case .next: subscribeSource()
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
            subscribeSource()
            return Disposables.create(current, triggerSubscription)
        }
    }
}

// ObserveOn.swift, SubscribeOn.swift
extension ObservableType {
    /// Delivers events through `scheduler`. On `MainScheduler.instance` that is synchronous when already
    /// on the main thread with nothing queued, and a hop to the main queue otherwise.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        if let serial = scheduler as? SerialDispatchQueueScheduler {
            // A serial queue keeps the order by itself.
            return AnonymousObservable { observer in
                let cancelled = BooleanDisposable()
                let subscription = source.subscribeEvents { event in
                    _ = serial.schedule(event) { event in
                        if !cancelled.isDisposed { observer.on(event) }
                        return Disposables.create()
                    }
                }
                return Disposables.create(subscription, cancelled)
            }
        }
        // Any other scheduler: queue the events and deliver them one scheduled step at a time.
        return AnonymousObservable { observer in
            let lock = RecursiveLock()
            var queue: [Event<Element>] = []
            var draining = false
            let delivery = SerialDisposable()
            let subscription = source.subscribeEvents { event in
                let startDraining: Bool = lock.perform {
                    queue.append(event)
                    defer { draining = true }
                    return !draining
                }
                guard startDraining else { return }
                delivery.disposable = scheduler.scheduleRecursive(()) { _, recurse in
                    let next: Event<Element>? = lock.perform {
                        if queue.isEmpty {
                            draining = false
                            return nil
                        }
                        return queue.removeFirst()
                    }
                    guard let next else { return }
                    observer.on(next)
                    recurse(())
                }
            }
            return Disposables.create(subscription, delivery)
        }
    }

    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> { observe(on: scheduler) }

    /// Subscribes to the source, and disposes that subscription, on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            let subscription = SingleAssignmentDisposable()
            let scheduled = scheduler.schedule(()) { _ in
                subscription.setDisposable(source.subscribe(observer))
                return Disposables.create()
            }
            return Disposables.create {
                scheduled.dispose()
                _ = scheduler.schedule(()) { _ in
                    subscription.dispose()
                    return Disposables.create()
                }
            }
        }
    }

    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> { subscribe(on: scheduler) }
}

// Debounce.swift, Throttle.swift, Delay.swift, DelaySubscription.swift, Timeout.swift
extension ObservableType {
    /// Emits an element once `dueTime` has passed without a newer one; completion flushes it.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            let lock = RecursiveLock()
            var pending: (id: Int, element: Element)?
            var lastID = 0
            let timer = SerialDisposable()
            let subscription = source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    let id: Int = lock.perform {
                        lastID += 1
                        pending = (lastID, element)
                        return lastID
                    }
                    timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { id in
                        let due: Element? = lock.perform {
                            guard let current = pending, current.id == id else { return nil }
                            pending = nil
                            return current.element
                        }
                        if let due { observer.onNext(due) }
                        return Disposables.create()
                    }
                case .error(let error):
                    lock.perform { pending = nil }
                    observer.onError(error)
                case .completed:
                    let last: Element? = lock.perform {
                        defer { pending = nil }
                        return pending?.element
                    }
                    if let last { observer.onNext(last) }
                    observer.onCompleted()
                }
            }
            return Disposables.create(subscription, timer)
        }
    }

    /// Emits the first element at once, then at most one element per `dueTime`: with `latest` the newest
    /// element of a window is emitted when the window ends, without it the window's elements are dropped.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Observable<Element>
    {
        let source = asObservable()
        return AnonymousObservable { observer in
            let lock = RecursiveLock()
            var lastEmission: RxTime?
            var pending: Element?
            var timerRunning = false
            var completedWhilePending = false
            let timer = SerialDisposable()
            func windowEnded() {
                let due: Element? = lock.perform {
                    timerRunning = false
                    defer { pending = nil }
                    if pending != nil { lastEmission = scheduler.now }
                    return pending
                }
                if let due { observer.onNext(due) }
                if lock.perform({ completedWhilePending }) { observer.onCompleted() }
            }
            let subscription = source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    let now = scheduler.now
                    let emitNow: Bool = lock.perform {
                        let elapsed = lastEmission.map { now.timeIntervalSince($0) } ?? .infinity
                        if !timerRunning && elapsed >= dueTime.rxSeconds {
                            lastEmission = now
                            return true
                        }
                        guard latest else { return false }
                        pending = element
                        if !timerRunning {
                            timerRunning = true
                            let remaining = RxTimeInterval.rxInterval(seconds: dueTime.rxSeconds - elapsed)
                            timer.disposable = scheduler.scheduleRelative((), dueTime: remaining) { _ in
                                windowEnded()
                                return Disposables.create()
                            }
                        }
                        return false
                    }
                    if emitNow { observer.onNext(element) }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    let wait: Bool = lock.perform {
                        completedWhilePending = pending != nil
                        return completedWhilePending
                    }
                    if !wait { observer.onCompleted() }
                }
            }
            return Disposables.create(subscription, timer)
        }
    }

    /// Shifts elements and completion by `dueTime`; an error is forwarded at once.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            let timers = CompositeDisposable()
            let subscription = source.subscribeEvents { event in
                if case .error = event { return observer.on(event) }
                _ = timers.insert(
                    scheduler.scheduleRelative(event, dueTime: dueTime) { event in
                        observer.on(event)
                        return Disposables.create()
                    })
            }
            return Disposables.create(subscription, timers)
        }
    }

    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            let subscription = SingleAssignmentDisposable()
            let timer = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                subscription.setDisposable(source.subscribe(observer))
                return Disposables.create()
            }
            return Disposables.create(timer, subscription)
        }
    }

    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when `dueTime` passes before the first element or between two elements.
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval,
        other: Source,
        scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        let source = asObservable()
        let other = other.asObservable()
        return AnonymousObservable { observer in
            let lock = RecursiveLock()
            var generation = 0
            var timedOut = false
            let timer = SerialDisposable()
            let subscription = SerialDisposable()
            func startTimer() {
                let current: Int = lock.perform {
                    generation += 1
                    return generation
                }
                timer.disposable = scheduler.scheduleRelative(current, dueTime: dueTime) { expected in
                    let switchNow: Bool = lock.perform {
                        guard generation == expected, !timedOut else { return false }
                        timedOut = true
                        return true
                    }
                    if switchNow { subscription.disposable = other.subscribe(observer) }
                    return Disposables.create()
                }
            }
            startTimer()
            subscription.disposable = source.subscribeEvents { event in
                guard !lock.perform({ timedOut }) else { return }
                observer.on(event)
                if case .next = event { startTimer() }
            }
            return Disposables.create(subscription, timer)
        }
    }
}

// Materialize.swift, Dematerialize.swift
extension ObservableType {
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return AnonymousObservable { observer in
            source.subscribeEvents { event in
                observer.onNext(event)
                if event.isStopEvent { observer.onCompleted() }
            }
        }
    }
}

extension ObservableType where Element: EventConvertible {
    public func dematerialize() -> Observable<Element.Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            source.subscribeEvents { event in
                switch event {
                case .next(let element): observer.on(element.event)
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }
}

// ObservableType+PrimitiveSequence.swift
extension ObservableType {
    /// Emits the only element when the source completes; fails with `RxError.noElements` or
    /// `RxError.moreThanOneElement` otherwise.
    public func asSingle() -> Single<Element> { Single(raw: atMostOne(required: true)) }

    /// The first element, or nil if the source completes without one; disposes the source after it.
    public func first() -> Single<Element?> {
        Single(raw: map { $0 as Element? }.take(1).ifEmpty(default: nil))
    }

    public func asMaybe() -> Maybe<Element> { Maybe(raw: atMostOne(required: false)) }

    private func atMostOne(required: Bool) -> Observable<Element> {
        let source = asObservable()
        return AnonymousObservable { observer in
            var element: Element?
            return source.subscribeEvents { event in
                switch event {
                case .next(let value):
                    if element != nil {
                        observer.onError(RxError.moreThanOneElement)
                    } else {
                        element = value
                    }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    if let element {
                        observer.onNext(element)
                        observer.onCompleted()
                    } else if required {
                        observer.onError(RxError.noElements)
                    } else {
                        observer.onCompleted()
                    }
                }
            }
        }
    }
}

extension ObservableType where Element == Never {
    public func asCompletable() -> Completable { Completable(raw: asObservable()) }
}
