// API stand-in for RxRelay 6.x: bind(to:) overloads for relays.
// Declarations only; bodies never run (see ../README.md).

import RxSwift

extension ObservableType {
    public func bind(to relays: PublishRelay<Element>...) -> Disposable { fatalError() }

    public func bind(to relays: PublishRelay<Element?>...) -> Disposable { fatalError() }

    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable { fatalError() }

    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable { fatalError() }

    public func bind(to relays: ReplayRelay<Element>...) -> Disposable { fatalError() }

    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable { fatalError() }
}
