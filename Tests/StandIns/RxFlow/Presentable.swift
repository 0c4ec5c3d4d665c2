// Mirrors RxFlow 2.13 `RxFlow/Presentable.swift` and `Extensions/UIViewController+Presentable.swift`, without the
// `UIWindow` extension. RxFlow reads `rxVisible` and `rxDismissed` of a view controller from its appearance
// callbacks (RxViewController); this stand-in cannot hook into them, so a view controller counts as visible at once
// and is never dismissed: steps are never paused and flows end only with `.end`.

import RxSwift
import UIKit

/// An abstraction of what can be presented to the screen. For now, UIViewControllers and Flows are Presentable
public protocol Presentable {
    /// Rx Observable that triggers a bool indicating if the current Presentable is being displayed
    /// (applies to UIViewController, Flow or UIWindow for instance)
    var rxVisible: Observable<Bool> { get }

    /// Rx Observable (Single trait) triggered when this presentable is dismissed
    var rxDismissed: Single<Void> { get }
}

extension Presentable where Self: UIViewController {
    /// Rx Observable that triggers a bool indicating if the current UIViewController is being displayed
    public var rxVisible: Observable<Bool> {
        return Observable.just(true)
    }

    /// Rx Observable (Single trait) triggered when this UIViewController is dismissed
    public var rxDismissed: Single<Void> {
        return Single.never()
    }
}

extension Presentable where Self: Flow {
    /// Rx Observable that triggers a bool indicating if the current Flow is being displayed
    public var rxVisible: Observable<Bool> {
        return self.root.rxVisible
    }

    /// Rx Observable (Single trait) triggered when this Flow is dismissed
    public var rxDismissed: Single<Void> {
        return self.root.rxDismissed
    }
}

extension UIViewController: Presentable {}
