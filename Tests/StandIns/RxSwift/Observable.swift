// API stand-in for RxSwift 6.x: core protocols, Observable, AnyObserver, subscribe.
// Declarations only; bodies never run (see ../README.md).

public protocol ObservableConvertibleType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

public protocol ObservableType: ObservableConvertibleType {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    public func asObservable() -> Observable<Element> { fatalError() }
}

public protocol ObserverType {
    associatedtype Element
    func on(_ event: Event<Element>)
}

extension ObserverType {
    public func onNext(_ element: Element) { fatalError() }
    public func onCompleted() { fatalError() }
    public func onError(_ error: Swift.Error) { fatalError() }
}

public class Observable<Element>: ObservableType {
    init() {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        fatalError()
    }

    public func asObservable() -> Observable<Element> { self }
}

public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void

    public init(eventHandler: @escaping EventHandler) {}

    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {}

    public func on(_ event: Event<Element>) { fatalError() }

    public func asObserver() -> AnyObserver<Element> { self }
}

extension ObserverType {
    public func asObserver() -> AnyObserver<Element> { fatalError() }

    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        fatalError()
    }
}

public protocol SubjectType: ObservableType {
    associatedtype Observer: ObserverType
    func asObserver() -> Observer
}

// ObservableType+Extensions.swift
extension ObservableType {
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable { fatalError() }

    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable { fatalError() }

    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable { fatalError() }
}
