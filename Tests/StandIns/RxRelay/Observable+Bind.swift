// API stand-in for RxRelay 6.x: bind(to:) overloads for relays.
// These bodies run (see ../README.md). As in RxRelay, an error bound to a relay is a programming
// error (it stops in debug builds); completion is ignored.

import RxSwift

extension ObservableType {
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind { for relay in relays { relay.accept($0) } }
    }

    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind { for relay in relays { relay.accept($0) } }
    }

    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind { for relay in relays { relay.accept($0) } }
    }

    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind { for relay in relays { relay.accept($0) } }
    }

    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind { for relay in relays { relay.accept($0) } }
    }

    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bind { for relay in relays { relay.accept($0) } }
    }

    private func bind(accept: @escaping (Element) -> Void) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element): accept(element)
            case .error(let error): assertionFailure("Binding error to relay: \(error)")
            case .completed: break
            }
        }
    }
}
