import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `scaffold import` on small view models written by hand, one per convention, in a project without specs.
@Suite struct HandWrittenImportTests {
    func importSpec(_ sources: [(path: String, text: String)]) throws(DiagnosticsError) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-import-empty")
        let project = Project(root: folder, config: ProjectConfig(), configFile: nil, workingDirectory: folder)
        return try SpecImporter(project: project).importSpec(sources: sources).text
    }

    func diagnostics(_ sources: [(path: String, text: String)]) -> [Diagnostic] {
        do {
            _ = try importSpec(sources)
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func subjectInputsWithoutProtocolsTheSpecHoldsAreListedAsNotImported() throws {
        let swift = """
            import RxSwift

            protocol NotesViewModelInputsType {
                var refresh: PublishSubject<Void> { get }
                var search: PublishSubject<String> { get }
            }

            protocol NotesViewModelOutputsType {
                /// The notes' titles.
                var titles: Observable<[String]> { get }
            }

            final class NotesViewModel: NotesViewModelInputsType, NotesViewModelOutputsType {
                var inputs: any NotesViewModelInputsType { self }
                var outputs: any NotesViewModelOutputsType { self }
                let refresh = PublishSubject<Void>()
                let search = PublishSubject<String>()
                let titles: Observable<[String]>
                /// Not in a protocol.
                var extra: Int { 1 }
                func helper() {}

                init(folder: String, api: any NotesAPIType) {
                    titles = .empty()
                }
            }
            """
        #expect(
            try importSpec([("NotesViewModel.swift", swift)]) == """
                scene: Notes
                arguments:
                  - folder: String
                inputs:
                  - refresh
                  - search: String
                outputs:
                  - titles: {type: "[String]", doc: "The notes' titles."}
                # not imported: property 'extra' at line 20: it is not in the view model's protocols or Output; a spec's properties are read-only members of the view model
                # not imported: method 'helper' at line 21: it is not in the view model's protocols; a spec's methods are members of the view model
                # not imported: dependency 'api' at line 23: the project has no shared service NotesAPI; add a service spec for it, or list it under appServices in scaffold.yml, then import again

                """)
    }

    /// An app that named its view model's parts otherwise (`FeedViewModelInput`, `input`) gets `names:` that spell
    /// them so, and the members behind those names are read.
    @Test func theAppsOwnNamesOfTheViewModelsPartsBecomeNamePatterns() throws {
        let swift = """
            import RxSwift

            protocol FeedViewModelInput {
                var refresh: PublishSubject<Void> { get }
            }

            protocol FeedViewModelOutput {
                var titles: Observable<[String]> { get }
            }

            protocol FeedViewModelProtocol: AnyObject {
                var input: FeedViewModelInput { get }
                var output: FeedViewModelOutput { get }
                var count: Int { get }
            }

            final class FeedViewModel: FeedViewModelProtocol, FeedViewModelInput, FeedViewModelOutput {
                var input: FeedViewModelInput { self }
                var output: FeedViewModelOutput { self }
                let refresh = PublishSubject<Void>()
                let titles: Observable<[String]>
                var count: Int { 0 }

                init() {
                    titles = .empty()
                }
            }
            """
        #expect(
            try importSpec([("FeedViewModel.swift", swift)]) == """
                scene: Feed
                names: {viewModelProtocol: "{viewModel}Protocol", inputsProtocol: "{viewModel}Input", outputsProtocol: "{viewModel}Output", inputsProperty: input, outputsProperty: output}
                inputs:
                  - refresh
                outputs:
                  - titles: "[String]"
                properties:
                  - count: Int

                """)
    }

    @Test func transformViewModelKeepsFieldsOfOtherTypesAsComments() throws {
        let swift = """
            import RxCocoa
            import RxSwift

            final class ShopViewModel: ViewModelType {
                struct Input {
                    let appear: Driver<Void>
                    let query: Signal<String>
                    let pull: Binder<Void>
                }

                struct Output {
                    let items: Driver<[String]>
                    let failure: Signal<String>
                    let buy: CocoaAction
                    let count: Int
                }

                /// The selected tab.
                let tab = BehaviorRelay<Int>(value: 0)
                private let disposeBag = DisposeBag()

                init(navigator: any ShopNavigatorType, shopUseCase: any ShopUseCaseType = ShopUseCase()) {}

                func transform(input: Input) -> Output {
                    fatalError()
                }

                subscript(index: Int) -> String { "" }
            }
            """
        #expect(
            try importSpec([("ShopViewModel.swift", swift)]) == """
                scene: Shop
                conventions: {viewModel: transform}
                inputs:
                  - appear
                  - query: {type: String, trait: signal}
                  - tab: {type: Int, trait: relay, initial: "0", doc: The selected tab.}
                  # not imported: input 'pull' at line 8: its type Binder<Void> is not a Driver, Signal, Observable, PublishRelay, ControlEvent or ControlProperty
                outputs:
                  - items: "[String]"
                  - failure: {type: String, trait: signal}
                  # not imported: output 'count' at line 15: its type Int is not a Driver, Signal, Observable, BehaviorRelay, PublishRelay or Action
                # not imported: subscript 'subscript' at line 28: a spec has no subscripts
                actions:
                  - buy
                # not imported: service 'shopUseCase' at line 22: its protocol ShopUseCaseType is not in the files read; pass the file that declares it too
                coordinator: {}

                """)
    }

    @Test func transformViewModelReadsControlFieldsOfItsInput() throws {
        let swift = """
            import RxCocoa
            import RxSwift

            final class LoginViewModel: ViewModelType {
                struct Input {
                    let idText: ControlProperty<String?>
                    /// The password as typed.
                    let password: ControlProperty<String>
                    let loginTap: ControlEvent<Void>
                }

                struct Output {
                    let canLogIn: Driver<Bool>
                }

                func transform(input: Input) -> Output {
                    fatalError()
                }
            }
            """
        #expect(
            try importSpec([("LoginViewModel.swift", swift)]) == """
                scene: Login
                conventions: {viewModel: transform}
                inputs:
                  - idText: {type: String?, trait: controlProperty}
                  - password: {type: String, trait: controlProperty, doc: The password as typed.}
                  - loginTap: {trait: controlEvent}
                outputs:
                  - canLogIn: Bool

                """)
    }

    @Test func transformViewModelKeepsPublishRelayFieldsOfItsOutput() throws {
        let swift = """
            import RxCocoa
            import RxSwift

            final class CompanyViewModel: ViewModelType {
                struct Input {
                    let viewAppear: PublishRelay<Void>
                }

                struct Output {
                    /// The company on screen.
                    let company: PublishRelay<String>
                    let reviews: PublishRelay<[String]>
                    let isEmpty: Driver<Bool>
                }

                func transform(_ input: Input) -> Output {
                    fatalError()
                }
            }
            """
        #expect(
            try importSpec([("CompanyViewModel.swift", swift)]) == """
                scene: Company
                conventions: {viewModel: transform}
                inputs:
                  - viewAppear: {trait: publishRelay}
                outputs:
                  - company: {type: String, trait: publishRelay, doc: The company on screen.}
                  - reviews: {type: "[String]", trait: publishRelay}
                  - isEmpty: Bool

                """)
    }

    @Test func varsSetAfterInitAreArgumentsInjectedAsProperties() throws {
        let swift = """
            import RxCocoa
            import RxSwift

            public final class CompanyViewModel: ViewModelType {
                /// The company on screen.
                public var companyID: Int?
                public var recruitmentID: Int!
                public var tab: String = "reviews"
                var isLoading = false
                var page: Int = 0
                private var cache: String?

                public struct Input {
                    let viewAppear: PublishRelay<Void>
                }

                public struct Output {}

                public func transform(_ input: Input) -> Output {
                    fatalError()
                }
            }
            """
        #expect(
            try importSpec([("CompanyViewModel.swift", swift)]) == """
                scene: Company
                conventions: {viewModel: transform}
                arguments:
                  - companyID: {type: Int?, inject: property, doc: The company on screen.}
                  - recruitmentID: {type: Int, inject: property}
                  - tab: {type: String, default: "\\"reviews\\"", inject: property}
                inputs:
                  - viewAppear: {trait: publishRelay}
                # not imported: property 'isLoading' at line 9: it is not in the view model's protocols or Output; a spec's properties are read-only members of the view model
                # not imported: property 'page' at line 10: it is not in the view model's protocols or Output; a spec's properties are read-only members of the view model

                """)
    }

    @Test func functionInputsKeepTheOneConventionOfMostInputs() throws {
        let swift = """
            import RxSwift

            protocol BasketViewModelInputsType {
                func viewDidLoad()
                func remove(_ value: Int)
                func move(from source: Int, to destination: Int)
                var clear: PublishSubject<Void> { get }
            }

            protocol BasketViewModelOutputsType {
                var total: Observable<Double> { get }
                var lines: PublishRelay<[String]> { get }
            }

            final class BasketViewModel {
                init() {}
            }
            """
        #expect(
            try importSpec([("BasketViewModel.swift", swift)]) == """
                scene: Basket
                conventions: {inputs: function}
                inputs:
                  - viewDidLoad
                  - remove: Int
                  - move: {params: [from source: Int, to destination: Int]}
                  # not imported: input 'clear' at line 7: it is written as a PublishSubject, and this scene's inputs are methods; a spec gives all of a scene's inputs one convention
                outputs:
                  - total: Double
                  - lines: {type: "[String]", trait: publishRelay}

                """)
    }

    @Test func subjectsAndRelaysAnOutputsProtocolShowsAreReadAsThoseTraits() throws {
        let swift = """
            import RxRelay
            import RxSwift

            protocol TimelineViewModelOutputsType {
                var tweets: BehaviorRelay<[String]> { get }
                var failed: PublishSubject<Error> { get }
                var posted: PublishRelay<Void> { get }
            }

            final class TimelineViewModel: TimelineViewModelOutputsType {
                let tweets = BehaviorRelay<[String]>(value: [])
                let failed = PublishSubject<Error>()
                let posted = PublishRelay<Void>()
            }
            """
        #expect(
            try importSpec([("TimelineViewModel.swift", swift)]) == """
                scene: Timeline
                outputs:
                  - tweets: {type: "[String]", trait: behaviorRelay, initial: "[]"}
                  - failed: {type: Error, trait: publishSubject}
                  - posted: {trait: publishRelay}

                """)
    }

    @Test func initInputsAndOutputsWithoutAProtocolAreRead() throws {
        let swift = """
            import RxSwift

            final class WizardViewModel {
                struct Input {
                    let name: Observable<String>
                    let next: Observable<Void>
                }
                let canContinue: Observable<Bool>

                init(input: Input, step: Int) {
                    canContinue = .empty()
                }
            }
            """
        #expect(
            try importSpec([("WizardViewModel.swift", swift)]) == """
                scene: Wizard
                conventions: {inputs: init}
                arguments:
                  - step: Int
                inputs:
                  - name: String
                  - next
                outputs:
                  - canContinue: Bool

                """)
    }

    /// Code written before `any` names a protocol plainly, and holds a class itself: a parameter typed by an
    /// `appServices` protocol, by an `appServices` class or the protocol scaffold extracts from it, or by a service
    /// spec's protocol, is a dependency; an app class that is not listed stays an argument. A label other than the
    /// property scaffold holds the service in (`repo`, `userService`) is kept, so the callers' calls still compile,
    /// and the arguments around the services keep their places through an `initOrder` list.
    @Test func plainAppServiceTypesAreDependencies() throws {
        let folder = try TemporaryFolder(copying: [], from: URL(fileURLWithPath: "/"))
        let files = [
            "scaffold.yml": "specs: Specs\nappCode: App\nappServices:\n  Cache:\n  Repo:\n",
            "App/Cache.swift": "final class Cache {\n    func clear() {}\n}\n\nfinal class Clock {}\n",
            "App/Repo.swift": "protocol Repo: AnyObject {\n    func load() -> Int\n}\n",
            "Specs/Services/UserService.yml": "service: UserService\nmethods:\n  - name: {returns: String}\n",
        ]
        for (path, text) in files {
            let url = folder.root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let swift = """
            final class NotesViewModel {
                init(folder: String, cache: Cache, thumbnails: CacheType, repository: Repo, users: UserServiceType, clock: Clock) {}
            }
            """
        let project = try Project.load(configPath: nil, workingDirectory: folder.root)
        #expect(
            try SpecImporter(project: project).importSpec(sources: [("NotesViewModel.swift", swift)]).text == """
                scene: Notes
                conventions: {initOrder: [folder, Cache, Repo, UserService, clock]}
                arguments:
                  - folder: String
                  - clock: Clock
                dependencies:
                  - Cache
                  - Repo: {label: repository}
                  - UserService: {label: users}

                """)
    }

    /// The spec imported from `swift` in a project of `files` (`scaffold.yml` among them).
    func importSpec(_ swift: String, inProjectOf files: [String: String]) throws -> String {
        let folder = try TemporaryFolder(copying: [], from: URL(fileURLWithPath: "/"))
        for (path, text) in files {
            let url = folder.root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let project = try Project.load(configPath: nil, workingDirectory: folder.root)
        return try SpecImporter(project: project).importSpec(sources: [("WishlistViewModel.swift", swift)]).text
    }

    /// Swift 5 code writes a protocol existential without `any`: a protocol the files read declare is read as
    /// `any P` would be, the scene's own service included.
    @Test func plainProtocolsOfTheFilesReadAreReadAsWithAny() throws {
        let swift = """
            import RxSwift

            protocol WishlistServiceType {
                func load(userID: String) -> Single<[String]>
            }

            protocol PricingService {}

            final class WishlistViewModel {
                init(userID: String, service: WishlistServiceType, pricingService: PricingService) {}
            }
            """
        #expect(
            try importSpec([("WishlistViewModel.swift", swift)]) == """
                scene: Wishlist
                arguments:
                  - userID: String
                service:
                  label: service
                  methods:
                    - load: {params: [userID: String], returns: "[String]"}
                # not imported: dependency 'pricingService' at line 10: the project has no shared service PricingService; add a service spec for it, or list it under appServices in scaffold.yml, then import again

                """)
    }

    @Test func plainProtocolsOfTheAppsSwiftAreReadAsWithAny() throws {
        let swift = """
            final class WishlistViewModel {
                init(userID: String, service: WishlistServiceType, tracker: Tracking) {}
            }
            """
        let files = [
            "scaffold.yml": "specs: Specs\nappCode: App\n",
            "App/Services.swift": "protocol WishlistServiceType {}\n\nprotocol Tracking: AnyObject {}\n",
        ]
        #expect(
            try importSpec(swift, inProjectOf: files) == """
                scene: Wishlist
                arguments:
                  - userID: String
                # not imported: service 'service' at line 2: its protocol WishlistServiceType is not in the files read; pass the file that declares it too
                # not imported: dependency 'tracker' at line 2: the project has no shared service Tracking; add a service spec for it, or list it under appServices in scaffold.yml, then import again

                """)
    }

    @Test func anAppTypeNamedLikeAProtocolIsAnArgument() throws {
        let swift = """
            final class WishlistViewModel {
                init(kind: ProductType) {}
            }
            """
        let files = [
            "scaffold.yml": "specs: Specs\nappCode: App\n",
            "App/Product.swift": "enum ProductType {\n    case book\n}\n",
        ]
        #expect(
            try importSpec(swift, inProjectOf: files) == """
                scene: Wishlist
                arguments:
                  - kind: ProductType

                """)
    }

    /// An argument of a protocol type would give tests that call a fixture no protocol can have: a name that ends
    /// like a protocol's and that nothing read declares is kept as a comment.
    @Test func aPlainNameLikeAProtocolsThatNothingDeclaresIsNotImported() throws {
        let swift = """
            final class WishlistViewModel {
                init(userID: String, service: WishlistServiceType) {}
            }
            """
        #expect(
            try importSpec([("WishlistViewModel.swift", swift)]) == """
                scene: Wishlist
                arguments:
                  - userID: String
                  # not imported: argument 'service' at line 2: its type WishlistServiceType is named like a protocol, which an argument cannot be, and neither the files read nor appCode declare it; pass the file that declares it too, or add the argument by hand if WishlistServiceType is no protocol

                """)
    }
}

/// `scaffold import` on an `init` that takes its service first and labels its argument otherwise.
@Suite struct InitSignatureImportTests {
    @Test func theLabelsAndTheOrderOfTheInitBecomeTheSpecs() throws {
        let swift = """
            import RxSwift

            protocol MovieViewModelOutputsType {
                var title: Observable<String> { get }
            }

            protocol MovieServiceType {
                func load(id: Int) -> Single<String>
            }

            final class MovieViewModel: MovieViewModelOutputsType {
                var outputs: any MovieViewModelOutputsType { self }
                let title: Observable<String>

                init(_ service: any MovieServiceType, withMovieId movieId: Int) {
                    title = service.load(id: movieId).asObservable()
                }
            }
            """
        let spec = try HandWrittenImportTests().importSpec([("MovieViewModel.swift", swift)])
        #expect(spec.contains("conventions: {initOrder: dependenciesFirst}\n"))
        #expect(spec.contains("arguments:\n  - withMovieId movieId: Int\n"))
    }

    @Test func theScenesServiceKeepsALabelOtherThanItsPropertysName() throws {
        let swift = """
            import RxSwift

            protocol MovieServiceType {
                func load(id: Int) -> Single<String>
            }

            final class MovieViewModel {
                init(using movieService: any MovieServiceType, id: Int) {}
            }
            """
        let spec = try HandWrittenImportTests().importSpec([("MovieViewModel.swift", swift)])
        #expect(spec.contains("service:\n  label: using\n  methods:\n"))
    }

    @Test func theScenesServiceLabelledByItsPropertysNameNeedsNoLabel() throws {
        let swift = """
            import RxSwift

            protocol MovieServiceType {
                func load(id: Int) -> Single<String>
            }

            final class MovieViewModel {
                init(movieService: any MovieServiceType, id: Int) {}
            }
            """
        let spec = try HandWrittenImportTests().importSpec([("MovieViewModel.swift", swift)])
        #expect(spec.contains("service:\n  methods:\n"))
    }

    @Test func aSharedServiceWithoutItsNameAsLabelKeepsTheLabel() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-import-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let services = folder.appendingPathComponent("Specs/Services")
        try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
        try Data("service: UserService\nmethods:\n  - ping\n".utf8).write(
            to: services.appendingPathComponent("UserService.yml"))
        let swift = """
            final class ProfileViewModel {
                init(_ userService: any UserServiceType, id: Int) {}
            }
            """
        let project = Project(root: folder, config: ProjectConfig(), configFile: nil, workingDirectory: folder)
        let spec = try SpecImporter(project: project).importSpec(sources: [("ProfileViewModel.swift", swift)]).text
        #expect(spec.contains("dependencies:\n  - UserService: {label: _}\n"))
    }

    @Test func aSharedServiceLabelledOtherwiseThanItsPropertyKeepsTheLabel() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-import-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let services = folder.appendingPathComponent("Specs/Services")
        try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
        try Data("service: UserService\nmethods:\n  - ping\n".utf8).write(
            to: services.appendingPathComponent("UserService.yml"))
        // `users` is the parameter's name and label both, but scaffold would name it `userService`.
        let swift = """
            final class ProfileViewModel {
                init(users: any UserServiceType, id: Int) {}
            }
            """
        let project = Project(root: folder, config: ProjectConfig(), configFile: nil, workingDirectory: folder)
        let spec = try SpecImporter(project: project).importSpec(sources: [("ProfileViewModel.swift", swift)]).text
        #expect(spec.contains("dependencies:\n  - UserService: {label: users}\n"))
    }

    /// The spec of `swift` read in a project whose service specs declare UserService and AnalyticsService.
    private func importSpecWithServices(_ swift: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-import-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let services = folder.appendingPathComponent("Specs/Services")
        try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
        for service in ["UserService", "AnalyticsService"] {
            try Data("service: \(service)\nmethods:\n  - ping\n".utf8).write(
                to: services.appendingPathComponent("\(service).yml"))
        }
        let project = Project(root: folder, config: ProjectConfig(), configFile: nil, workingDirectory: folder)
        return try SpecImporter(project: project).importSpec(sources: [("PlaceViewModel.swift", swift)]).text
    }

    @Test func anInitThatMixesArgumentsAndServicesBecomesAnOrderList() throws {
        let swift = """
            final class PlaceViewModel {
                init(users: any UserServiceType, region: String, analytics: any AnalyticsServiceType, animated: Bool) {}
            }
            """
        let spec = try importSpecWithServices(swift)
        #expect(spec.contains("conventions: {initOrder: [UserService, region, AnalyticsService, animated]}\n"))
    }

    @Test func anInitWithItsArgumentsTogetherKeepsAGroupOrder() throws {
        let swift = """
            final class PlaceViewModel {
                init(users: any UserServiceType, analytics: any AnalyticsServiceType, region: String) {}
            }
            """
        let spec = try importSpecWithServices(swift)
        #expect(spec.contains("conventions: {initOrder: dependenciesFirst}\n"))
    }
}

/// `scaffold import` on an inputs protocol of PublishRelays beside a PublishSubject, as TinyWeather writes it.
@Suite struct PublishRelayImportTests {
    @Test func theRelaysSetTheConventionAndTheSubjectKeepsItsTrait() throws {
        let swift = """
            import RxSwift
            import RxRelay

            protocol SearchViewModelInputsType {
                var appear: PublishRelay<Void> { get }
                var searchValue: BehaviorRelay<String?> { get }
                var performSearch: PublishSubject<Void> { get }
                var hintTap: PublishRelay<Int> { get }
            }

            final class SearchViewModel: SearchViewModelInputsType {
                var inputs: any SearchViewModelInputsType { self }
                let appear = PublishRelay<Void>()
                let searchValue = BehaviorRelay<String?>(value: nil)
                let performSearch = PublishSubject<Void>()
                let hintTap = PublishRelay<Int>()
            }
            """
        let spec = try HandWrittenImportTests().importSpec([("SearchViewModel.swift", swift)])
        #expect(spec.contains("conventions: {inputs: publishRelay}\n"))
        #expect(spec.contains("  - performSearch: {trait: publishSubject}\n"))
        #expect(spec.contains("  - hintTap: Int\n"))
    }

    @Test func plainValuesOfTheOutputsProtocolAreShownThere() throws {
        let swift = """
            import RxSwift

            protocol SearchViewModelOutputsType {
                var hints: Observable<[String]> { get }
                var isInteractiveAnimationEnabled: Bool { get }
                var animationState: String { get }
            }

            final class SearchViewModel: SearchViewModelOutputsType {
                var outputs: any SearchViewModelOutputsType { self }
                let hints: Observable<[String]>
                let isInteractiveAnimationEnabled: Bool
                var animationState: String { "" }

                init(isInteractiveAnimationEnabled: Bool) {
                    self.isInteractiveAnimationEnabled = isInteractiveAnimationEnabled
                    hints = .empty()
                }
            }
            """
        let spec = try HandWrittenImportTests().importSpec([("SearchViewModel.swift", swift)])
        #expect(spec.contains("  - isInteractiveAnimationEnabled: {type: Bool, expose: outputs}\n"))
        #expect(spec.contains("properties:\n  - animationState: {type: String, expose: outputs}\n"))
    }

    /// Duiet's shape: a third protocol of plain values beside the inputs and outputs, which the class conforms to and
    /// shows as `state`; an argument of its name is shown there, the others are properties.
    @Test func aProtocolOfPlainValuesBesideTheInputsAndOutputsIsTheState() throws {
        let swift = """
            import RxSwift

            protocol DaysViewModelInput {
                var selectedDay: AnyObserver<Int> { get }
            }

            protocol DaysViewModelOutput {
                var showDetailDay: Observable<Int> { get }
            }

            protocol DaysViewModelState {
                var userName: String { get }
                var days: [Int] { get }
            }

            protocol DaysViewModelProtocol {
                var input: DaysViewModelInput { get }
                var output: DaysViewModelOutput { get }
                var state: DaysViewModelState { get }
            }

            final class DaysViewModel: DaysViewModelProtocol, DaysViewModelInput, DaysViewModelOutput,
                DaysViewModelState
            {
                var input: DaysViewModelInput { self }
                var output: DaysViewModelOutput { self }
                var state: DaysViewModelState { self }
                let selectedDay: AnyObserver<Int>
                let showDetailDay: Observable<Int>
                let userName: String
                var days: [Int] { [] }

                init(userName: String) {
                    self.userName = userName
                    let subject = PublishSubject<Int>()
                    selectedDay = subject.asObserver()
                    showDetailDay = subject.asObservable()
                }
            }
            """
        #expect(
            try HandWrittenImportTests().importSpec([("DaysViewModel.swift", swift)]) == """
                scene: Days
                conventions: {inputs: observer}
                names: {viewModelProtocol: "{viewModel}Protocol", inputsProtocol: "{viewModel}Input", outputsProtocol: "{viewModel}Output", inputsProperty: input, outputsProperty: output, stateProtocol: "{viewModel}State"}
                arguments:
                  - userName: {type: String, expose: state}
                inputs:
                  - selectedDay: Int
                outputs:
                  - showDetailDay: Int
                properties:
                  - days: {type: "[Int]", expose: state}

                """)
    }
}
