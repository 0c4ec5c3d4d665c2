import Foundation
import RxCocoa
import RxSwift

/// The app's error tracker, in the style of the RxSwift clean-architecture example: a Driver-like sequence of the
/// errors of tracked work. scaffold's `tracking: {errors:}` uses it in place of its own.
final class ErrorTracker: SharedSequenceConvertibleType {
    typealias Element = any Error
    typealias SharingStrategy = DriverSharingStrategy

    private let subject = PublishSubject<any Error>()

    func trackError<Source: ObservableConvertibleType>(from source: Source) -> Observable<Source.Element> {
        source.asObservable().do(onError: { [subject] error in subject.onNext(error) })
    }

    func asSharedSequence() -> SharedSequence<SharingStrategy, any Error> {
        subject.asDriver(onErrorDriveWith: .empty())
    }

    func asObservable() -> Observable<any Error> {
        subject.asObservable()
    }
}

extension ObservableConvertibleType {
    func trackError(_ errorTracker: ErrorTracker) -> Observable<Element> {
        errorTracker.trackError(from: self)
    }
}
