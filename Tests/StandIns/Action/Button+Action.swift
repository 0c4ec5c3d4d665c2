// API stand-in for Action 5.x: CommonUI/Button+Action.swift and CommonUI/Control+Action.swift (iOS branch).
// Declarations only; bodies never run (see ../README.md).

import Foundation
import RxCocoa
import RxSwift
import UIKit

public typealias Button = UIKit.UIButton

public typealias Control = UIKit.UIControl

extension Reactive where Base: Button {
    public var action: CocoaAction? {
        get { fatalError() }
        set { fatalError() }
    }

    public func bind<Input, Output>(to action: Action<Input, Output>, inputTransform: @escaping (Base) -> (Input)) {
        fatalError()
    }

    public func bind<Input, Output>(to action: Action<Input, Output>, input: Input) { fatalError() }
}

extension Reactive where Base: Control {
    public func bind<Input, Output>(
        to action: Action<Input, Output>,
        controlEvent: ControlEvent<Void>,
        inputTransform: @escaping (Base) -> (Input)
    ) { fatalError() }

    public func unbindAction() { fatalError() }
}
