// API stand-in for RxCocoa 6.x: Observable+Bind.swift (bind to observers / binder functions).
// These bodies run (see ../README.md). As in RxCocoa, an error reaching a binding is a programming
// error (it stops in debug builds).

import RxSwift

extension ObservableType {
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in for observer in observers { observer.on(event) } }
    }

    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        subscribe { event in for observer in observers { observer.on(event.map { $0 }) } }
    }

    public func bind<Result>(to binder: (Self) -> Result) -> Result { binder(self) }

    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    public func bind<Object: AnyObject>(
        with object: Object,
        onNext: @escaping (Object, Element) -> Void
    ) -> Disposable {
        subscribe(
            with: object, onNext: onNext,
            onError: { _, error in assertionFailure("Binding error: \(error)") })
    }

    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { error in assertionFailure("Binding error: \(error)") })
    }
}
