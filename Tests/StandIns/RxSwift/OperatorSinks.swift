// Implementation details of the RxSwift stand-in: the stateful engines behind the operators that
// manage several subscriptions (flatMap and friends, share). Internal, not part of the mirrored API.

/// Which inner sequences a flattening operator subscribes to.
enum FlattenPolicy {
    /// Every one, at most `maxConcurrent` at a time; the rest wait in order (flatMap, merge, concat).
    case all(maxConcurrent: Int)
    /// Only while no inner sequence is active; elements arriving meanwhile are dropped (flatMapFirst).
    case first
    /// The newest one; the previous one is disposed (flatMapLatest, switchLatest).
    case latest
}

/// Maps each outer element to an inner sequence and merges the inner sequences' elements according to
/// `policy`. Errors from any side end the whole; completion comes when the outer sequence and every
/// inner sequence still kept have completed.
func flatten<Outer, Inner: ObservableConvertibleType>(
    _ outer: Observable<Outer>,
    policy: FlattenPolicy,
    _ selector: @escaping (Outer) throws -> Inner
) -> Observable<Inner.Element> {
    AnonymousObservable { observer in
        FlattenSink(observer: observer, policy: policy, selector: selector).run(outer)
    }
}

private final class FlattenSink<Outer, Inner: ObservableConvertibleType> {
    typealias Element = Inner.Element

    private let observer: AnyObserver<Element>
    private let policy: FlattenPolicy
    private let selector: (Outer) throws -> Inner
    private let lock = RecursiveLock()
    private let subscriptions = CompositeDisposable()
    private var activeKeys: [Int] = []
    private var waiting: [Inner] = []
    private var outerCompleted = false

    init(observer: AnyObserver<Element>, policy: FlattenPolicy, selector: @escaping (Outer) throws -> Inner) {
        self.observer = observer
        self.policy = policy
        self.selector = selector
    }

    func run(_ outer: Observable<Outer>) -> Disposable {
        let outerSubscription = SingleAssignmentDisposable()
        _ = subscriptions.insert(outerSubscription)
        outerSubscription.setDisposable(outer.subscribeEvents { self.onOuter($0) })
        return subscriptions
    }

    private func onOuter(_ event: Event<Outer>) {
        lock.perform {
            switch event {
            case .next(let element):
                if case .first = policy, !activeKeys.isEmpty { return }
                let inner: Inner
                do {
                    inner = try selector(element)
                } catch {
                    observer.onError(error)
                    return
                }
                switch policy {
                case .all(let maxConcurrent) where activeKeys.count >= maxConcurrent:
                    waiting.append(inner)
                case .latest:
                    let previous = activeKeys
                    activeKeys = []
                    for key in previous { subscriptions.remove(for: key) }
                    subscribe(inner)
                default:
                    subscribe(inner)
                }
            case .error(let error):
                observer.onError(error)
            case .completed:
                outerCompleted = true
                completeIfDone()
            }
        }
    }

    private func subscribe(_ inner: Inner) {
        let subscription = SingleAssignmentDisposable()
        guard let key = subscriptions.insert(subscription) else { return }
        activeKeys.append(key)
        subscription.setDisposable(inner.asObservable().subscribeEvents { self.onInner($0, key: key) })
    }

    private func onInner(_ event: Event<Element>, key: Int) {
        lock.perform {
            // A replaced inner sequence (flatMapLatest) may still be finishing a synchronous emission.
            guard activeKeys.contains(key) else { return }
            switch event {
            case .next(let element):
                observer.onNext(element)
            case .error(let error):
                observer.onError(error)
            case .completed:
                activeKeys.removeAll { $0 == key }
                subscriptions.remove(for: key)
                if !waiting.isEmpty { subscribe(waiting.removeFirst()) }
                completeIfDone()
            }
        }
    }

    private func completeIfDone() {
        if outerCompleted && activeKeys.isEmpty && waiting.isEmpty { observer.onCompleted() }
    }
}

/// `share(replay:scope:)`: one subscription to `source` shared by all current subscribers through a
/// subject (a ReplaySubject when `replay > 0`), connected by the first subscriber and disposed when
/// the last one leaves. With `.whileConnected` every connection has a fresh subject, and a source that
/// terminated is subscribed again by the next subscriber; with `.forever` the subject is kept, so late
/// subscribers get its replay and its terminal event (and the terminated source is not subscribed again).
final class SharedObservable<Element>: Observable<Element> {
    private final class Connection {
        let subject: (observer: AnyObserver<Element>, observable: Observable<Element>)
        let subscription = SingleAssignmentDisposable()
        var subscriberCount = 0

        init(subject: (observer: AnyObserver<Element>, observable: Observable<Element>)) {
            self.subject = subject
        }
    }

    private let source: Observable<Element>
    private let replay: Int
    private let scope: SubjectLifetimeScope
    private let lock = RecursiveLock()
    private var connection: Connection?
    private var foreverSubject: (observer: AnyObserver<Element>, observable: Observable<Element>)?
    private var foreverTerminated = false

    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        self.scope = scope
    }

    private func makeSubject() -> (observer: AnyObserver<Element>, observable: Observable<Element>) {
        if replay > 0 {
            let subject = ReplaySubject<Element>.create(bufferSize: replay)
            return (AnyObserver(subject), subject)
        }
        let subject = PublishSubject<Element>()
        return (AnyObserver(subject), subject)
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.perform {
            if foreverTerminated, let foreverSubject { return foreverSubject.observable.subscribe(observer) }
            let connection = currentConnection()
            let subscription = connection.subject.observable.subscribe(observer)
            connection.subscriberCount += 1
            if connection.subscriberCount == 1 { connect(connection) }
            return Disposables.create { self.release(connection, subscription) }
        }
    }

    private func currentConnection() -> Connection {
        if let connection { return connection }
        let subject: (observer: AnyObserver<Element>, observable: Observable<Element>)
        switch scope {
        case .whileConnected:
            subject = makeSubject()
        case .forever:
            subject = foreverSubject ?? makeSubject()
            foreverSubject = subject
        }
        let connection = Connection(subject: subject)
        self.connection = connection
        return connection
    }

    private func connect(_ connection: Connection) {
        let subscription = source.subscribeEvents { event in
            if event.isStopEvent {
                self.lock.perform {
                    switch self.scope {
                    case .whileConnected:
                        // The next subscriber starts over with a new subject and a new subscription.
                        if self.connection === connection { self.connection = nil }
                    case .forever:
                        self.foreverTerminated = true
                    }
                }
            }
            connection.subject.observer.on(event)
        }
        connection.subscription.setDisposable(subscription)
    }

    private func release(_ connection: Connection, _ subscription: Disposable) {
        subscription.dispose()
        let disconnect: Bool = lock.perform {
            connection.subscriberCount -= 1
            guard connection.subscriberCount == 0 else { return false }
            if self.connection === connection { self.connection = nil }
            return true
        }
        if disconnect { connection.subscription.dispose() }
    }
}
