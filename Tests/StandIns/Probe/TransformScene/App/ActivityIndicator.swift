// Probe (transform convention): counts the work in flight and exposes it as a Driver,
// by conforming to SharedSequenceConvertibleType as apps on this convention do.

import Foundation
import RxCocoa
import RxRelay
import RxSwift

final class ActivityIndicator: SharedSequenceConvertibleType {
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy

    private let lock = NSRecursiveLock()
    private let count = BehaviorRelay(value: 0)
    private let loading: SharedSequence<SharingStrategy, Bool>

    init() {
        loading = count.asDriver()
            .map { $0 > 0 }
            .distinctUntilChanged()
    }

    fileprivate func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        Observable.using(
            { () -> ActivityToken in
                self.change(by: 1)
                return ActivityToken(finish: { self.change(by: -1) })
            },
            observableFactory: { _ in source.asObservable() })
    }

    private func change(by delta: Int) {
        lock.lock()
        count.accept(count.value + delta)
        lock.unlock()
    }

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        loading
    }
}

extension ObservableConvertibleType {
    func trackActivity(_ indicator: ActivityIndicator) -> Observable<Element> {
        indicator.track(self)
    }
}

private final class ActivityToken: Disposable {
    private let finish: () -> Void

    init(finish: @escaping () -> Void) {
        self.finish = finish
    }

    func dispose() {
        finish()
    }
}
