// API stand-in for RxSwift 6.x: core protocols, Observable, AnyObserver, subscribe.
// These bodies run (see ../README.md); the implementation details are in Internals.swift.

public protocol ObservableConvertibleType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

public protocol ObservableType: ObservableConvertibleType {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    public func asObservable() -> Observable<Element> {
        AnonymousObservable { observer in self.subscribe(observer) }
    }
}

public protocol ObserverType {
    associatedtype Element
    func on(_ event: Event<Element>)
}

extension ObserverType {
    public func onNext(_ element: Element) { on(.next(element)) }
    public func onCompleted() { on(.completed) }
    public func onError(_ error: Swift.Error) { on(.error(error)) }
}

public class Observable<Element>: ObservableType {
    init() {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // Abstract, as in RxSwift: `Observable.init` is internal and every subclass here overrides this.
        fatalError("stand-in: Observable.subscribe is abstract")
    }

    public func asObservable() -> Observable<Element> { self }
}

public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void

    private let eventHandler: EventHandler

    public init(eventHandler: @escaping EventHandler) {
        self.eventHandler = eventHandler
    }

    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.eventHandler = observer.on
    }

    public func on(_ event: Event<Element>) { eventHandler(event) }

    public func asObserver() -> AnyObserver<Element> { self }
}

extension ObserverType {
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}

public protocol SubjectType: ObservableType {
    associatedtype Observer: ObserverType
    func asObserver() -> Observer
}

// ObservableType+Extensions.swift
extension ObservableType {
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(StoppingObserver(on))
    }

    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        // The object is held weakly; once it is gone the callbacks are skipped.
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext?(object, element)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }

    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        // `onDisposed` runs once: on disposal, or right after a terminal event.
        let disposed = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create(with: {})
        let observer = StoppingObserver<Element> { event in
            switch event {
            case .next(let element):
                onNext?(element)
            case .error(let error):
                if let onError {
                    onError(error)
                } else {
                    Hooks.defaultErrorHandler([], error)
                }
                disposed.dispose()
            case .completed:
                onCompleted?()
                disposed.dispose()
            }
        }
        return Disposables.create(asObservable().subscribe(observer), disposed)
    }
}
