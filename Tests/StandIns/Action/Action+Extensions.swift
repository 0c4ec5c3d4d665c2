// API stand-in for Action 5.x: Action+Extensions.swift.
// Declarations only; bodies never run (see ../README.md).

import Foundation
import RxSwift

extension Action {
    public var underlyingError: Observable<Error> { fatalError() }
}

extension Action where Input == Void {
    @discardableResult
    public func execute() -> Observable<Element> { fatalError() }
}

extension CompletableAction {
    public var completions: Observable<Void> { fatalError() }
}
