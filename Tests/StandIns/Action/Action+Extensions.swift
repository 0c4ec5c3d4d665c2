// API stand-in for Action 5.x: Action+Extensions.swift.
// Declarations only; bodies never run (see ../README.md).

import Foundation
import RxSwift

public extension Action {
    var underlyingError: Observable<Error> { fatalError() }
}

public extension Action where Input == Void {
    @discardableResult
    func execute() -> Observable<Element> { fatalError() }
}

public extension CompletableAction {
    var completions: Observable<Void> { fatalError() }
}
