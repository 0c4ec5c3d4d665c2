// Negative probe (transform convention): each statement below is something people write out
// of habit from Observable, and which RxCocoa 6.10 does not offer. It must NOT compile; the
// test (StandInTransformProbeTests) asserts every error, so a stand-in that grows one of
// these declarations is caught.

import RxCocoa
import RxRelay
import RxSwift

enum ParseError: Error {
    case notANumber
}

func parse(_ text: String) throws -> Int {
    guard let number = Int(text) else { throw ParseError.notANumber }
    return number
}

func misuses(driver: Driver<String>, signal: Signal<String>, subject: PublishSubject<String>, owner: AnyObject) {
    // SharedSequence operators run on the sharing scheduler: none takes a scheduler.
    _ = driver.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
    // SharedSequence.startWith takes exactly one element.
    _ = driver.startWith("a", "b")
    // A Driver cannot fail, so its selectors cannot throw...
    _ = driver.map { try parse($0) }
    // ...and `do` has no error callbacks.
    _ = driver.do(onError: { _ in })
    // Only BehaviorRelay becomes a Driver without an error strategy; PublishRelay becomes a Signal.
    _ = PublishRelay<String>().asDriver()
    // An Observable can fail: it needs onErrorJustReturn, onErrorDriveWith or onErrorRecover.
    _ = subject.asDriver()
    // drive is for Driver, emit for Signal.
    _ = signal.drive()
    _ = driver.emit()
    // Operands of combineLatest share one strategy.
    _ = Driver.combineLatest(driver, signal)
    // withUnretained is unavailable on Driver: drive(with:onNext:) replaces it.
    _ = driver.withUnretained(owner)
}
