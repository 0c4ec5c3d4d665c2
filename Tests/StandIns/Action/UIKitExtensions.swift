// API stand-in for Action 5.x: UIKitExtensions (UIBarButtonItem, UIRefreshControl, UIAlertAction).
// These bodies run (see ../README.md), as far as Linux allows: taps and refreshes never arrive, the
// action's `enabled` is bound to the item's `isEnabled`, and an alert action's handler executes its action.

import RxCocoa
import RxSwift
import UIKit

extension Reactive where Base: UIBarButtonItem {
    public var action: CocoaAction? {
        get { ActionBindings.action(of: base) }
        set {
            ActionBindings.setAction(newValue, of: base)
            if let newValue {
                bind(to: newValue, input: ())
            } else {
                unbindAction()
            }
        }
    }

    public func bind<Input, Output>(to action: Action<Input, Output>, inputTransform: @escaping (Base) -> (Input)) {
        unbindAction()
        let item = base
        ActionBindings.keep(
            tap.subscribe(onNext: { [weak item] in
                if let item { action.inputs.onNext(inputTransform(item)) }
            }), for: item)
        ActionBindings.keep(action.enabled.bind(to: item.rx.isEnabled), for: item)
    }

    public func bind<Input, Output>(to action: Action<Input, Output>, input: Input) {
        bind(to: action) { _ in input }
    }

    public func unbindAction() { ActionBindings.unbind(base) }
}

extension Reactive where Base: UIRefreshControl {
    public var action: CocoaAction? {
        get { ActionBindings.action(of: base) }
        set {
            ActionBindings.setAction(newValue, of: base)
            if let newValue {
                bind(to: newValue, input: ())
            } else {
                unbindAction()
            }
        }
    }

    /// Also binds the action's `executing` to the control's refreshing state.
    public func bind<Input, Output>(to action: Action<Input, Output>, inputTransform: @escaping (Base) -> (Input)) {
        bind(to: action, controlEvent: controlEvent(.valueChanged), inputTransform: inputTransform)
        ActionBindings.keep(action.executing.bind(to: base.rx.isRefreshing), for: base)
    }

    public func bind<Input, Output>(to action: Action<Input, Output>, input: Input) {
        bind(to: action) { _ in input }
    }

    public func unbindAction() { ActionBindings.unbind(base) }
}

extension UIAlertAction {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func Action(_ title: String?, style: UIAlertAction.Style) -> UIAlertAction {
        UIAlertAction(title: title, style: style) { alertAction in alertAction.rx.action?.execute() }
    }
}

extension Reactive where Base: UIAlertAction {
    public var action: CocoaAction? {
        get { ActionBindings.action(of: base) }
        set {
            ActionBindings.setAction(newValue, of: base)
            ActionBindings.unbind(base)
            if let newValue { ActionBindings.keep(newValue.enabled.bind(to: base.rx.isEnabled), for: base) }
        }
    }
}
