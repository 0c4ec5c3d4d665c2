// API stand-in for Action 5.x: CommonUI/Button+Action.swift and CommonUI/Control+Action.swift (iOS branch).
// Declarations only; bodies never run (see ../README.md).

import Foundation
import UIKit
import RxSwift
import RxCocoa

public typealias Button = UIKit.UIButton

public typealias Control = UIKit.UIControl

public extension Reactive where Base: Button {
    var action: CocoaAction? {
        get { fatalError() }
        set { fatalError() }
    }

    func bind<Input, Output>(to action: Action<Input, Output>, inputTransform: @escaping (Base) -> (Input)) {
        fatalError()
    }

    func bind<Input, Output>(to action: Action<Input, Output>, input: Input) { fatalError() }
}

public extension Reactive where Base: Control {
    func bind<Input, Output>(
        to action: Action<Input, Output>,
        controlEvent: ControlEvent<Void>,
        inputTransform: @escaping (Base) -> (Input)
    ) { fatalError() }

    func unbindAction() { fatalError() }
}
