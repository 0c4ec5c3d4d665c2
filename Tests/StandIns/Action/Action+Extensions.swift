// API stand-in for Action 5.x: Action+Extensions.swift.
// These bodies run (see ../README.md).

import Foundation
import RxSwift

extension Action {
    public var underlyingError: Observable<Error> {
        errors.compactMap { error in
            if case .underlyingError(let underlying) = error { return underlying }
            return nil
        }
    }
}

extension Action where Input == Void {
    @discardableResult
    public func execute() -> Observable<Element> { execute(()) }
}

extension CompletableAction {
    /// One element each time a work completes.
    public var completions: Observable<Void> {
        executionObservables.flatMap { work in
            work.materialize().compactMap { event in event.isCompleted ? () : nil }
        }
    }
}
