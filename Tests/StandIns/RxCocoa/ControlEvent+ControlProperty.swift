// API stand-in for RxCocoa 6.x: ControlEvent, ControlProperty and their Driver/Signal conversions.
// Declarations only; bodies never run (see ../README.md).

import RxSwift

public protocol ControlEventType: ObservableType {
    func asControlEvent() -> ControlEvent<Element>
}

public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element { fatalError() }

    public func asObservable() -> Observable<Element> { fatalError() }

    public func asControlEvent() -> ControlEvent<Element> { self }
}

public protocol ControlPropertyType: ObservableType, ObserverType {
    func asControlProperty() -> ControlProperty<Element>
}

public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType

    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element { fatalError() }

    public var changed: ControlEvent<PropertyType> { fatalError() }

    public func asObservable() -> Observable<Element> { fatalError() }

    public func asControlProperty() -> ControlProperty<Element> { self }

    public func on(_ event: Event<Element>) { fatalError() }
}

extension ControlPropertyType where Element == String? {
    public var orEmpty: ControlProperty<String> { fatalError() }
}

// ControlEvent+Driver.swift
extension ControlEvent {
    public func asDriver() -> Driver<Element> { fatalError() }
}

// ControlProperty+Driver.swift
extension ControlProperty {
    public func asDriver() -> Driver<Element> { fatalError() }
}

// ControlEvent+Signal.swift
extension ControlEvent {
    public func asSignal() -> Signal<Element> { fatalError() }
}
