// API stand-in for RxSwift 6.x: creation operators (static members of ObservableType).
// These bodies run (see ../README.md).

// Create.swift
extension ObservableType {
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

// Just.swift
extension ObservableType {
    public static func just(_ element: Element) -> Observable<Element> {
        AnonymousObservable { observer in
            observer.onNext(element)
            observer.onCompleted()
            return Disposables.create()
        }
    }

    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        AnonymousObservable { observer in
            scheduler.schedule(element) { element in
                observer.onNext(element)
                observer.onCompleted()
                return Disposables.create()
            }
        }
    }
}

// Empty.swift, Never.swift, Error.swift
extension ObservableType {
    public static func empty() -> Observable<Element> {
        AnonymousObservable { observer in
            observer.onCompleted()
            return Disposables.create()
        }
    }

    public static func never() -> Observable<Element> {
        AnonymousObservable { _ in Disposables.create() }
    }

    public static func error(_ error: Swift.Error) -> Observable<Element> {
        AnonymousObservable { observer in
            observer.onError(error)
            return Disposables.create()
        }
    }
}

// Sequence.swift
extension ObservableType {
    public static func of(
        _ elements: Element...,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> { from(elements, scheduler: scheduler) }
}

extension ObservableType {
    public static func from(
        _ array: [Element],
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> { from(AnySequence(array), scheduler: scheduler) }

    /// Emits one element per step scheduled on `scheduler` (on the default current-thread scheduler
    /// that is synchronous, but after the subscription is set up), then completes.
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Sequence.Element == Element {
        AnonymousObservable { observer in
            scheduler.scheduleRecursive(sequence.makeIterator()) { iterator, recurse in
                var iterator = iterator
                if let element = iterator.next() {
                    observer.onNext(element)
                    recurse(iterator)
                } else {
                    observer.onCompleted()
                }
            }
        }
    }
}

// Optional.swift
extension ObservableType {
    public static func from(optional: Element?) -> Observable<Element> {
        AnonymousObservable { observer in
            if let optional { observer.onNext(optional) }
            observer.onCompleted()
            return Disposables.create()
        }
    }

    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        AnonymousObservable { observer in
            scheduler.schedule(optional) { optional in
                if let optional { observer.onNext(optional) }
                observer.onCompleted()
                return Disposables.create()
            }
        }
    }
}

// Deferred.swift
extension ObservableType {
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element>
    {
        AnonymousObservable { observer in
            do {
                return try observableFactory().subscribe(observer)
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
        }
    }
}

// Range.swift
extension ObservableType where Element: RxAbstractInteger {
    public static func range(
        start: Element,
        count: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        AnonymousObservable { observer in
            scheduler.scheduleRecursive(0 as Element) { index, recurse in
                if index < count {
                    observer.onNext(start + index)
                    recurse(index + 1)
                } else {
                    observer.onCompleted()
                }
            }
        }
    }
}

// Repeat.swift
extension ObservableType {
    public static func repeatElement(
        _ element: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        AnonymousObservable { observer in
            scheduler.scheduleRecursive(element) { element, recurse in
                observer.onNext(element)
                recurse(element)
            }
        }
    }
}

// Timer.swift
extension ObservableType where Element: RxAbstractInteger {
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }

    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: SchedulerType
    ) -> Observable<Element> {
        AnonymousObservable { observer in
            guard let period else {
                return scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    observer.onNext(0)
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
            return scheduler.schedulePeriodic(0 as Element, startAfter: dueTime, period: period) { tick in
                observer.onNext(tick)
                return tick + 1
            }
        }
    }
}

// Using.swift
extension ObservableType {
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        AnonymousObservable { observer in
            do {
                let resource = try resourceFactory()
                do {
                    return Disposables.create(try observableFactory(resource).subscribe(observer), resource)
                } catch {
                    observer.onError(error)
                    return resource
                }
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
        }
    }
}

// Amb.swift (static form)
extension ObservableType {
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        let sources = Array(sequence)
        return AnonymousObservable { observer in
            // The first source to send any event wins; the others are disposed.
            let lock = RecursiveLock()
            var winner: Int?
            let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
            for (index, source) in sources.enumerated() {
                subscriptions[index].setDisposable(
                    source.subscribeEvents { event in
                        let forward: Bool = lock.perform {
                            if winner == nil {
                                winner = index
                                for (other, subscription) in subscriptions.enumerated() where other != index {
                                    subscription.dispose()
                                }
                            }
                            return winner == index
                        }
                        if forward { observer.on(event) }
                    })
            }
            return Disposables.create(subscriptions)
        }
    }
}
