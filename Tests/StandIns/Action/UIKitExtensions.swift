// API stand-in for Action 5.x: UIKitExtensions (UIBarButtonItem, UIRefreshControl, UIAlertAction).
// Declarations only; bodies never run (see ../README.md).

import RxCocoa
import RxSwift
import UIKit

extension Reactive where Base: UIBarButtonItem {
    public var action: CocoaAction? {
        get { fatalError() }
        set { fatalError() }
    }

    public func bind<Input, Output>(to action: Action<Input, Output>, inputTransform: @escaping (Base) -> (Input)) {
        fatalError()
    }

    public func bind<Input, Output>(to action: Action<Input, Output>, input: Input) { fatalError() }

    public func unbindAction() { fatalError() }
}

extension Reactive where Base: UIRefreshControl {
    public var action: CocoaAction? {
        get { fatalError() }
        set { fatalError() }
    }

    public func bind<Input, Output>(to action: Action<Input, Output>, inputTransform: @escaping (Base) -> (Input)) {
        fatalError()
    }

    public func bind<Input, Output>(to action: Action<Input, Output>, input: Input) { fatalError() }

    public func unbindAction() { fatalError() }
}

extension UIAlertAction {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func Action(_ title: String?, style: UIAlertAction.Style) -> UIAlertAction { fatalError() }
}

extension Reactive where Base: UIAlertAction {
    public var action: CocoaAction? {
        get { fatalError() }
        set { fatalError() }
    }
}
