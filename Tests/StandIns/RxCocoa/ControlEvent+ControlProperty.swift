// API stand-in for RxCocoa 6.x: ControlEvent, ControlProperty and their Driver/Signal conversions.
// These bodies run (see ../README.md). As in RxCocoa, events are subscribed on
// ConcurrentMainScheduler (synchronously when on the main thread).

import RxSwift

public protocol ControlEventType: ObservableType {
    func asControlEvent() -> ControlEvent<Element>
}

public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    private let events: Observable<PropertyType>

    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element { events.subscribe(observer) }

    public func asObservable() -> Observable<Element> { events }

    public func asControlEvent() -> ControlEvent<Element> { self }
}

public protocol ControlPropertyType: ObservableType, ObserverType {
    func asControlProperty() -> ControlProperty<Element>
}

public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType

    private let values: Observable<PropertyType>
    private let valueSink: AnyObserver<PropertyType>

    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = AnyObserver(valueSink)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element { values.subscribe(observer) }

    /// The values after the current one.
    public var changed: ControlEvent<PropertyType> { ControlEvent(events: values.skip(1)) }

    public func asObservable() -> Observable<Element> { values }

    public func asControlProperty() -> ControlProperty<Element> { self }

    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error): assertionFailure("ControlProperty can't error out: \(error)")
        case .next, .completed: valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        return ControlProperty(values: original.map { $0 ?? "" }, valueSink: original.mapObserver { $0 })
    }
}

// A control event or property never fails: the error handlers below are never called.

// ControlEvent+Driver.swift
extension ControlEvent {
    public func asDriver() -> Driver<Element> { asDriver { _ in Driver.empty() } }
}

// ControlProperty+Driver.swift
extension ControlProperty {
    public func asDriver() -> Driver<Element> { asDriver { _ in Driver.empty() } }
}

// ControlEvent+Signal.swift
extension ControlEvent {
    public func asSignal() -> Signal<Element> { asSignal { _ in Signal.empty() } }
}
