import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// The app's own support types (`supportTypes`, and `baseCoordinator` with `generate: false`), checked against the
/// app's Swift as scaffold indexes it: what generated code calls on each must be there, in the type or in an
/// extension; what is missing is an error at the app's declaration with a note at the `scaffold.yml` entry.
@Suite struct SupportTypeCheckerTests {
    /// The entry `name` in `scaffold.yml`, on `line`.
    private func entry(_ name: String, line: Int) -> Located<String> {
        Located(name, at: SourceLocation(file: "scaffold.yml", line: line, column: 18))
    }

    private func check(
        _ input: MarkedSwift, _ supportTypes: SupportTypesSpec,
        baseCoordinator: BaseCoordinatorSpec = BaseCoordinatorSpec(), transform: TransformShape = TransformShape(),
        inheritedProperties: Set<String> = []
    ) -> [String] {
        let file = AppCodeParser(path: input.file, displayPath: input.file).parse(Data(input.text.utf8)).file
        return SupportTypeChecker(index: AppCodeIndex(files: [file]), patterns: ["App"]).check(
            supportTypes, baseCoordinator: baseCoordinator, transform: transform,
            inheritedProperties: inheritedProperties
        ).map(\.description)
    }

    /// The RxSwift example's trackers and a view model protocol, as apps have them.
    private static let appSupport = """
        protocol 1️⃣ViewModelType {
            associatedtype Input
            associatedtype Output
            func transform(input: Input) -> Output
        }

        public class 2️⃣ActivityIndicator: SharedSequenceConvertibleType {
            public typealias Element = Bool
            public init() {}
            public func asSharedSequence() -> SharedSequence<DriverSharingStrategy, Bool> { fatalError() }
        }

        extension ObservableConvertibleType {
            public func trackActivity(_ activityIndicator: ActivityIndicator) -> Observable<Element> { fatalError() }
        }

        final class 3️⃣ErrorTracker {
            func asObservable() -> Observable<any Error> { fatalError() }
        }

        extension ErrorTracker: SharedSequenceConvertibleType {}

        extension ObservableConvertibleType {
            func trackError(_ errorTracker: ErrorTracker) -> Observable<Element> { fatalError() }
        }
        """

    private let mapped = SupportTypesSpec(
        viewModelType: Located("ViewModelType", at: SourceLocation(file: "scaffold.yml", line: 2, column: 18)),
        activityTracker: Located("ActivityIndicator", at: SourceLocation(file: "scaffold.yml", line: 3, column: 20)),
        errorTracker: Located("ErrorTracker", at: SourceLocation(file: "scaffold.yml", line: 4, column: 17)))

    @Test func typesThatOfferEverythingGeneratedCodeCallsPass() {
        #expect(check(MarkedSwift(Self.appSupport), mapped) == [])
    }

    @Test func aTrackerWithoutItsOperatorIsAnErrorAtItsDeclaration() {
        let input = MarkedSwift(Self.appSupport.replacingOccurrences(of: "func trackError", with: "func trackErrors"))
        #expect(
            check(input, mapped) == [
                """
                App/PricesUseCase.swift:\(input["3️⃣"].line):\(input["3️⃣"].column): error: 'ErrorTracker' lacks \
                'trackError(_:)' taking it, in an extension of 'ObservableConvertibleType', which generated code \
                calls as 'request.trackError(errorTracker)'
                scaffold.yml:4:17: note: 'errorTracker' names 'ErrorTracker' here
                """
            ])
    }

    @Test func aTrackerThatIsNotObservableIsAnError() {
        let input = MarkedSwift(
            Self.appSupport.replacingOccurrences(
                of: "public class 2️⃣ActivityIndicator: SharedSequenceConvertibleType",
                with: "public class 2️⃣ActivityIndicator"))
        #expect(
            check(input, mapped) == [
                """
                App/PricesUseCase.swift:\(input["2️⃣"].line):\(input["2️⃣"].column): error: 'ActivityIndicator' lacks \
                'asObservable()' or a conformance to 'ObservableConvertibleType', which generated code calls as \
                'activityTracker.asDriver(onErrorDriveWith: .empty())'
                scaffold.yml:3:20: note: 'activityTracker' names 'ActivityIndicator' here
                """
            ])
    }

    @Test func aTrackerWhoseInitTakesArgumentsIsAnError() {
        let input = MarkedSwift(
            Self.appSupport.replacingOccurrences(of: "public init() {}", with: "public init(delay: Int) {}"))
        #expect(
            check(input, mapped) == [
                """
                App/PricesUseCase.swift:\(input["2️⃣"].line):\(input["2️⃣"].column): error: 'ActivityIndicator' lacks \
                an 'init()', which generated code calls as 'private let activityTracker = ActivityIndicator()'
                scaffold.yml:3:20: note: 'activityTracker' names 'ActivityIndicator' here
                """
            ])
    }

    /// The view models' bag, `var disposeBag: DisposeBag`, is what generated view models declare for the protocol.
    @Test(arguments: ["var disposeBag: DisposeBag { get set }", "var disposeBag: RxSwift.DisposeBag { get }"])
    func aViewModelTypeThatRequiresTheDisposeBagPasses(requirement: String) {
        let input = MarkedSwift(
            Self.appSupport.replacingOccurrences(
                of: "associatedtype Output\n", with: "associatedtype Output\n\(requirement)\n"))
        #expect(check(input, mapped) == [])
    }

    /// A bag spelt otherwise, or of another type, would leave every generated view model not conforming.
    @Test(arguments: [
        ("var 4️⃣disposebag: DisposeBag { get set }", "var disposebag: DisposeBag { get set }"),
        ("var 4️⃣disposeBag: CompositeDisposable { get }", "var disposeBag: CompositeDisposable { get }"),
    ])
    func aPropertyGeneratedViewModelsDoNotDeclareIsAnErrorAtTheEntry(requirement: (String, String)) {
        let (written, shown) = requirement
        let input = MarkedSwift(
            Self.appSupport.replacingOccurrences(
                of: "associatedtype Output\n", with: "associatedtype Output\n\(written)\n"))
        #expect(
            check(input, mapped) == [
                """
                scaffold.yml:2:18: error: 'ViewModelType' requires '\(shown)', which generated view models do not \
                declare: they keep their bindings in 'var disposeBag: DisposeBag'; require that instead, give the \
                property a default in an extension of 'ViewModelType', or declare it in the view models' base class
                App/PricesUseCase.swift:\(input["4️⃣"].line):\(input["4️⃣"].column): note: 'ViewModelType' requires \
                it here
                """
            ])
    }

    /// A default in an extension of the protocol, or a base class property, satisfies the requirement.
    @Test func aPropertyRequirementSatisfiedElsewhereIsNoError() {
        let requirement = "associatedtype Output\nvar disposebag: DisposeBag { get }\n"
        let input = MarkedSwift(Self.appSupport.replacingOccurrences(of: "associatedtype Output\n", with: requirement))
        let extended = MarkedSwift(
            input.text + "\nextension ViewModelType {\n    var disposebag: DisposeBag { DisposeBag() }\n}\n")
        #expect(check(extended, mapped) == [])
        #expect(check(input, mapped, inheritedProperties: ["disposebag"]) == [])
    }

    /// An app whose `transform` labels its input otherwise is told the convention that declares it so.
    @Test func aViewModelTypeWithAnotherTransformIsAnErrorThatNamesTheConventionForIt() {
        let input = MarkedSwift(
            Self.appSupport.replacingOccurrences(
                of: "func transform(input: Input) -> Output", with: "func transform(_ input: Input) -> Output"))
        #expect(
            check(input, mapped) == [
                """
                App/PricesUseCase.swift:1:10: error: 'ViewModelType' lacks 'func transform(input: Input) -> Output', \
                which generated code calls as 'viewModel.transform(input: input)'; it declares \
                'func transform(_ input: Input) -> Output': write 'transform: {label: _}' under 'conventions' in \
                scaffold.yml
                scaffold.yml:2:18: note: 'viewModelType' names 'ViewModelType' here
                """
            ])
    }

    @Test func aTransformLabelledAsTheConventionsSayIsWhatGeneratedCodeNeeds() {
        let input = MarkedSwift(
            Self.appSupport.replacingOccurrences(
                of: "func transform(input: Input) -> Output", with: "func transform(_ input: Input) -> Output"))
        #expect(check(input, mapped, transform: TransformShape(inputLabel: "_")) == [])
    }

    @Test func withTheDisposeBagConventionTransformMustTakeTheBag() {
        #expect(
            check(MarkedSwift(Self.appSupport), mapped, transform: TransformShape(takesDisposeBag: true)) == [
                """
                App/PricesUseCase.swift:1:10: error: 'ViewModelType' lacks \
                'func transform(_ input: Input, disposeBag: DisposeBag) -> Output', which generated code calls as \
                'viewModel.transform(input, disposeBag: disposeBag)'; it declares \
                'func transform(input: Input) -> Output': write 'transform: {disposeBag: false}' under 'conventions' \
                in scaffold.yml
                scaffold.yml:2:18: note: 'viewModelType' names 'ViewModelType' here
                """
            ])
    }

    @Test func aTransformTakingALabelledInputAndTheBagIsNamedByBothOptions() {
        let input = MarkedSwift(
            Self.appSupport.replacingOccurrences(
                of: "func transform(input: Input) -> Output",
                with: "func transform(input: Input, disposeBag: DisposeBag) -> Output"))
        #expect(
            check(input, mapped).first?.contains(
                "it declares 'func transform(input: Input, disposeBag: DisposeBag) -> Output': write "
                    + "'transform: {disposeBag: true, label: input}' under 'conventions' in scaffold.yml") == true)
        #expect(check(input, mapped, transform: TransformShape(inputLabel: "input", takesDisposeBag: true)) == [])
    }

    @Test func aViewModelTypeWithoutItsAssociatedTypesIsAnErrorForEach() {
        let input = MarkedSwift(
            Self.appSupport.replacingOccurrences(of: "    associatedtype Input\n    associatedtype Output\n", with: ""))
        #expect(
            check(input, SupportTypesSpec(viewModelType: mapped.viewModelType)).map {
                $0.split(separator: "\n").first.map(String.init) ?? ""
            } == [
                "App/PricesUseCase.swift:1:10: error: 'ViewModelType' lacks 'associatedtype Input', which generated "
                    + "code calls as 'struct Input'",
                "App/PricesUseCase.swift:1:10: error: 'ViewModelType' lacks 'associatedtype Output', which generated "
                    + "code calls as 'struct Output'",
            ])
    }

    @Test func aMappedTypeThatAppCodeDoesNotDeclareIsAnErrorAtItsEntry() {
        #expect(
            check(MarkedSwift("struct Other {}"), SupportTypesSpec(errorTracker: mapped.errorTracker)) == [
                "scaffold.yml:4:17: error: 'ErrorTracker' is not declared in 'appCode' (App); declare it in a file "
                    + "'appCode' lists, or remove 'errorTracker' so that scaffold writes its own"
            ])
    }

    @Test func aMappedTypeOfTheWrongKindIsAnError() {
        #expect(
            check(MarkedSwift("1️⃣struct ViewModelType {}"), SupportTypesSpec(viewModelType: mapped.viewModelType)) == [
                """
                App/PricesUseCase.swift:1:8: error: 'ViewModelType' is a struct in 'appCode', but generated code needs \
                a protocol
                scaffold.yml:2:18: note: 'viewModelType' names 'ViewModelType' here
                """
            ])
    }

    @Test func theAppsBaseCoordinatorMustTakeTheResultTypeAndOfferWhatCoordinatorsCall() {
        let input = MarkedSwift(
            """
            class Coordinator<ResultType> {
                let disposeBag = DisposeBag()
                func start() -> Observable<ResultType> { fatalError() }
            }
            """)
        let baseCoordinator = BaseCoordinatorSpec(
            name: entry("Coordinator", line: 7), generate: Located(false, at: .startOf("scaffold.yml")))
        #expect(
            check(input, SupportTypesSpec(), baseCoordinator: baseCoordinator) == [
                """
                App/PricesUseCase.swift:1:7: error: 'Coordinator' lacks 'coordinate(to:)', which generated code calls \
                as 'self.coordinate(to: coordinator)'
                scaffold.yml:7:18: note: 'baseCoordinator' names 'Coordinator' here
                """
            ])
    }

    @Test func withoutMappingsNothingIsChecked() {
        #expect(check(MarkedSwift("struct Other {}"), SupportTypesSpec()) == [])
    }
}
