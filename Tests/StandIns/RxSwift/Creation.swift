// API stand-in for RxSwift 6.x: creation operators (static members of ObservableType).
// Declarations only; bodies never run (see ../README.md).

// Create.swift
extension ObservableType {
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        fatalError()
    }
}

// Just.swift
extension ObservableType {
    public static func just(_ element: Element) -> Observable<Element> { fatalError() }
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        fatalError()
    }
}

// Empty.swift, Never.swift, Error.swift
extension ObservableType {
    public static func empty() -> Observable<Element> { fatalError() }
    public static func never() -> Observable<Element> { fatalError() }
    public static func error(_ error: Swift.Error) -> Observable<Element> { fatalError() }
}

// Sequence.swift
extension ObservableType {
    public static func of(
        _ elements: Element...,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> { fatalError() }
}

extension ObservableType {
    public static func from(
        _ array: [Element],
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> { fatalError() }

    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Sequence.Element == Element { fatalError() }
}

// Optional.swift
extension ObservableType {
    public static func from(optional: Element?) -> Observable<Element> { fatalError() }
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        fatalError()
    }
}

// Deferred.swift
extension ObservableType {
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element>
    {
        fatalError()
    }
}

// Range.swift
extension ObservableType where Element: RxAbstractInteger {
    public static func range(
        start: Element,
        count: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> { fatalError() }
}

// Repeat.swift
extension ObservableType {
    public static func repeatElement(
        _ element: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> { fatalError() }
}

// Timer.swift
extension ObservableType where Element: RxAbstractInteger {
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        fatalError()
    }

    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: SchedulerType
    ) -> Observable<Element> { fatalError() }
}

// Using.swift
extension ObservableType {
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> { fatalError() }
}

// Amb.swift (static form)
extension ObservableType {
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> { fatalError() }
}
