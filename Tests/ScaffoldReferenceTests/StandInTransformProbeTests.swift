import Foundation
import Testing

/// A scene on the transform convention as a person fills in its skeletons (`Tests/StandIns/Probe/TransformScene`):
/// the view model, view controller and test use `SharedSequence`, `Driver` and `Signal` the way
/// CleanArchitectureRxSwift apps do. A declaration the RxCocoa stand-in lacks, or spells otherwise than
/// RxCocoa 6.10, fails the first test; one it offers although RxCocoa does not fails the second.
@Suite struct StandInTransformProbeTests {
    static let probe = RepositoryPaths.standIns.appendingPathComponent("Probe/TransformScene")

    @Test(arguments: LanguageMode.allCases)
    func aHandFilledTransformSceneCompiles(in mode: LanguageMode) throws {
        let app = SwiftTypeChecker.swiftFiles(in: Self.probe.appendingPathComponent("App"))
        let tests = SwiftTypeChecker.swiftFiles(in: Self.probe.appendingPathComponent("Tests"))
        #expect(app.count == 5)
        #expect(tests.count == 1)
        let result = try SwiftTypeChecker.typecheck(app: app, tests: tests, mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    @Test(arguments: LanguageMode.allCases)
    func driverCallsThatRxCocoaDoesNotOfferAreRejected(in mode: LanguageMode) throws {
        let folder = Self.probe.appendingPathComponent("Rejected")
        let result = try SwiftTypeChecker.typecheck(app: SwiftTypeChecker.swiftFiles(in: folder), mode: mode)
        #expect(result.status != 0)
        #expect(
            SwiftTypeChecker.diagnostics(in: result.output, about: folder) == [
                "DriverMisuses.swift:21:70: error: extra argument 'scheduler' in call",
                "DriverMisuses.swift:23:31: error: extra argument in call",
                "DriverMisuses.swift:25:20: error: invalid conversion from throwing function of type "
                    + "'(String) throws -> Int' to non-throwing function type '(String) -> Int'",
                "DriverMisuses.swift:27:28: error: extra argument 'onError' in call",
                "DriverMisuses.swift:29:41: error: missing argument for parameter 'onErrorJustReturn' in call",
                "DriverMisuses.swift:31:26: error: missing argument for parameter 'onErrorJustReturn' in call",
                "DriverMisuses.swift:33:16: error: referencing instance method 'drive()' on "
                    + "'SharedSequenceConvertibleType' requires the types 'SignalSharingStrategy' and "
                    + "'DriverSharingStrategy' be equivalent",
                "DriverMisuses.swift:34:16: error: referencing instance method 'emit()' on "
                    + "'SharedSequenceConvertibleType' requires the types 'DriverSharingStrategy' and "
                    + "'SignalSharingStrategy' be equivalent",
                "DriverMisuses.swift:36:16: error: static method 'combineLatest' requires the types "
                    + "'DriverSharingStrategy' and 'SignalSharingStrategy' be equivalent",
                "DriverMisuses.swift:38:16: error: 'withUnretained' is unavailable: withUnretained has been "
                    + "deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead",
            ])
    }
}
