// API stand-in for Action 5.x (RxSwiftCommunity/Action).
// Declarations only; bodies never run (see ../README.md).
//
// Like the real module, RxSwift and RxCocoa are imported but NOT re-exported:
// `import Action` alone does not make `Observable` visible.

import Foundation
import RxCocoa
import RxSwift

public typealias CocoaAction = Action<Void, Void>

public typealias CompletableAction<Input> = Action<Input, Never>

public enum ActionError: Error {
    case notEnabled
    case underlyingError(Error)
}

public final class Action<Input, Element> {
    public typealias WorkFactory = (Input) -> Observable<Element>

    public let _enabledIf: Observable<Bool>
    public let workFactory: WorkFactory

    public let inputs: AnyObserver<Input>

    public let errors: Observable<ActionError>

    public let elements: Observable<Element>

    public let executing: Observable<Bool>

    public let executionObservables: Observable<Observable<Element>>

    public let enabled: Observable<Bool>

    public convenience init<O: ObservableConvertibleType>(
        enabledIf: Observable<Bool> = Observable.just(true),
        workFactory: @escaping (Input) -> O
    ) where O.Element == Element {
        fatalError()
    }

    public init(
        enabledIf: Observable<Bool> = Observable.just(true),
        workFactory: @escaping WorkFactory
    ) {
        fatalError()
    }

    @discardableResult
    public func execute(_ value: Input) -> Observable<Element> { fatalError() }
}
