// API stand-in for Action 5.x: CommonUI/Button+Action.swift and CommonUI/Control+Action.swift (iOS branch).
// These bodies run (see ../README.md). Taps never arrive on Linux (see RxCocoa's UIKit+Rx.swift),
// but the action's `enabled` is bound to the control's `isEnabled`.

import Foundation
import RxCocoa
import RxSwift
import UIKit

public typealias Button = UIKit.UIButton

public typealias Control = UIKit.UIControl

extension Reactive where Base: Button {
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
        bind(to: action, controlEvent: tap, inputTransform: inputTransform)
    }

    public func bind<Input, Output>(to action: Action<Input, Output>, input: Input) {
        bind(to: action) { _ in input }
    }
}

extension Reactive where Base: Control {
    public func bind<Input, Output>(
        to action: Action<Input, Output>,
        controlEvent: ControlEvent<Void>,
        inputTransform: @escaping (Base) -> (Input)
    ) {
        unbindAction()
        let control = base
        ActionBindings.keep(
            controlEvent.subscribe(onNext: { [weak control] in
                if let control { action.inputs.onNext(inputTransform(control)) }
            }), for: control)
        ActionBindings.keep(action.enabled.bind(to: control.rx.isEnabled), for: control)
    }

    public func unbindAction() { ActionBindings.unbind(base) }
}
