// Probe (transform convention): the protocol and the small helpers an app on the
// CleanArchitectureRxSwift convention writes once. See ../README.md and ../../README.md.

import RxCocoa
import RxSwift

protocol ViewModelType {
    associatedtype Input
    associatedtype Output

    func transform(input: Input) -> Output
}

extension ObservableType {
    /// Errors end the sequence quietly: a screen has nothing to show for them.
    func asDriverOnErrorJustComplete() -> Driver<Element> {
        asDriver { _ in .empty() }
    }

    func asSignalOnErrorJustComplete() -> Signal<Element> {
        asSignal(onErrorSignalWith: .empty())
    }

    func mapToVoid() -> Observable<Void> {
        map { _ in }
    }
}

extension SharedSequenceConvertibleType {
    func mapToVoid() -> SharedSequence<SharingStrategy, Void> {
        map { _ in }
    }
}
