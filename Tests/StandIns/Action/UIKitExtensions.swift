// API stand-in for Action 5.x: UIKitExtensions (UIBarButtonItem, UIRefreshControl, UIAlertAction).
// Declarations only; bodies never run (see ../README.md).

import UIKit
import RxSwift
import RxCocoa

public extension Reactive where Base: UIBarButtonItem {
    var action: CocoaAction? {
        get { fatalError() }
        set { fatalError() }
    }

    func bind<Input, Output>(to action: Action<Input, Output>, inputTransform: @escaping (Base) -> (Input)) {
        fatalError()
    }

    func bind<Input, Output>(to action: Action<Input, Output>, input: Input) { fatalError() }

    func unbindAction() { fatalError() }
}

public extension Reactive where Base: UIRefreshControl {
    var action: CocoaAction? {
        get { fatalError() }
        set { fatalError() }
    }

    func bind<Input, Output>(to action: Action<Input, Output>, inputTransform: @escaping (Base) -> (Input)) {
        fatalError()
    }

    func bind<Input, Output>(to action: Action<Input, Output>, input: Input) { fatalError() }

    func unbindAction() { fatalError() }
}

public extension UIAlertAction {
    static func Action(_ title: String?, style: UIAlertAction.Style) -> UIAlertAction { fatalError() }
}

public extension Reactive where Base: UIAlertAction {
    var action: CocoaAction? {
        get { fatalError() }
        set { fatalError() }
    }
}
