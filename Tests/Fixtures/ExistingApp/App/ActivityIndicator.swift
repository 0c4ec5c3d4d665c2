import Foundation
import RxCocoa
import RxRelay
import RxSwift

/// The app's activity indicator, in the style of RxSwift's example app: a Driver-like sequence of whether tracked
/// work is in flight. scaffold's `tracking: {activity:}` uses it in place of its own `ActivityTracker`.
final class ActivityIndicator: SharedSequenceConvertibleType {
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy

    private let lock = NSRecursiveLock()
    private let relay = BehaviorRelay(value: 0)
    private let loading: Observable<Bool>

    init() {
        loading = relay.map { $0 > 0 }.distinctUntilChanged()
    }

    fileprivate func trackActivityOfObservable<Source: ObservableConvertibleType>(_ source: Source)
        -> Observable<Source.Element>
    {
        Observable.deferred {
            self.change(by: 1)
            return source.asObservable().do(onDispose: { self.change(by: -1) })
        }
    }

    private func change(by difference: Int) {
        lock.lock()
        defer { lock.unlock() }
        relay.accept(relay.value + difference)
    }

    func asObservable() -> Observable<Bool> {
        loading
    }

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        loading.asDriver(onErrorJustReturn: false)
    }
}

extension ObservableConvertibleType {
    func trackActivity(_ activityIndicator: ActivityIndicator) -> Observable<Element> {
        activityIndicator.trackActivityOfObservable(self)
    }
}
