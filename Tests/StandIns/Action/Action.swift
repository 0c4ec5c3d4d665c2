// API stand-in for Action 5.x (RxSwiftCommunity/Action).
// These bodies run (see ../README.md), with Action 5's semantics.
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

    private let inputSubject: PublishSubject<Input>
    private let disposeBag = DisposeBag()

    public convenience init<O: ObservableConvertibleType>(
        enabledIf: Observable<Bool> = Observable.just(true),
        workFactory: @escaping (Input) -> O
    ) where O.Element == Element {
        self.init(enabledIf: enabledIf) { workFactory($0).asObservable() }
    }

    /// Each input runs `workFactory` if the action is enabled, that is if `enabledIf`'s latest value is
    /// true and no work is running; otherwise `errors` gets `.notEnabled`. The work is subscribed once
    /// and shared by `elements`, `executing` and the caller of `execute`.
    public init(
        enabledIf: Observable<Bool> = Observable.just(true),
        workFactory: @escaping WorkFactory
    ) {
        self._enabledIf = enabledIf
        self.workFactory = workFactory
        let inputSubject = PublishSubject<Input>()
        self.inputSubject = inputSubject
        self.inputs = AnyObserver(inputSubject)

        let enabledSubject = BehaviorSubject<Bool>(value: false)
        enabled = enabledSubject.asObservable()

        let errorsSubject = PublishSubject<ActionError>()
        errors = errorsSubject.asObservable()

        executionObservables =
            inputSubject
            .withLatestFrom(enabledSubject) { ($0, $1) }
            .flatMap { input, isEnabled -> Observable<Observable<Element>> in
                guard isEnabled else {
                    errorsSubject.onNext(.notEnabled)
                    return Observable.empty()
                }
                let work = workFactory(input)
                    .do(onError: { errorsSubject.onNext(.underlyingError($0)) })
                    .share(replay: Int.max, scope: .forever)
                return Observable.just(work)
            }
            .share()

        elements = executionObservables.flatMap { work in work.catch { _ in Observable.empty() } }

        executing =
            executionObservables
            .flatMap { work -> Observable<Bool> in
                // Completes, without elements, when the work ends (with an error too).
                let finished = work.filter { _ in false }.map { _ in false }.catch { _ in Observable.empty() }
                return Observable.concat(Observable.just(true), finished, Observable.just(false))
            }
            .startWith(false)
            .share(replay: 1, scope: .forever)

        Observable.combineLatest(executing, enabledIf) { !$0 && $1 }
            .subscribe(enabledSubject)
            .disposed(by: disposeBag)
    }

    /// Sends `value` to `inputs` and returns that execution's elements, or its error wrapped in
    /// `ActionError.underlyingError`, or `ActionError.notEnabled`.
    @discardableResult
    public func execute(_ value: Input) -> Observable<Element> {
        let result = ReplaySubject<Element>.createUnbounded()
        // Whichever comes first for this input: its work, or the error that it was not enabled.
        let work = executionObservables.map { work in
            work.catch { error in Observable.error(ActionError.underlyingError(error)) }
        }
        let notEnabled = errors.compactMap { error -> Observable<Element>? in
            if case .notEnabled = error { return Observable.error(error) }
            return nil
        }
        // Not kept in a bag: the subscription ends by itself with this execution.
        _ = work.amb(notEnabled)
            .take(1)
            .flatMap { $0 }
            .subscribe(result)
        inputSubject.onNext(value)
        return result.asObservable()
    }
}
