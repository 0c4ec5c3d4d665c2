// Negative probe: must NOT type-check.
// Action 5 imports RxSwift/RxCocoa without re-exporting them, so `Observable`
// is not visible with `import Action` alone. check-probe.sh asserts the failure.
import Action

func actionAloneDoesNotExportRxSwift() -> Observable<Int>? {
    nil
}
