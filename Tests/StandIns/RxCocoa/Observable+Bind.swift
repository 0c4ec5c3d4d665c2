// API stand-in for RxCocoa 6.x: Observable+Bind.swift (bind to observers / binder functions).
// Declarations only; bodies never run (see ../README.md).

import RxSwift

extension ObservableType {
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        fatalError()
    }

    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        fatalError()
    }

    public func bind<Result>(to binder: (Self) -> Result) -> Result { fatalError() }

    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 { fatalError() }

    public func bind<Object: AnyObject>(
        with object: Object,
        onNext: @escaping (Object, Element) -> Void
    ) -> Disposable { fatalError() }

    public func bind(onNext: @escaping (Element) -> Void) -> Disposable { fatalError() }
}
