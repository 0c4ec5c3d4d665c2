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

    @Test func transformViewModelKeepsFieldsOfOtherTypesAsComments() throws {
        let swift = """
            import RxCocoa
            import RxSwift

            final class ShopViewModel: ViewModelType {
                struct Input {
                    let appear: Driver<Void>
                    let query: Signal<String>
                    let pull: ControlEvent<Void>
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
                  # not imported: input 'pull' at line 8: its type ControlEvent<Void> is not a Driver, Signal or Observable
                outputs:
                  - items: "[String]"
                  - failure: {type: String, trait: signal}
                  # not imported: output 'count' at line 15: its type Int is not a Driver, Signal, Observable or Action
                # not imported: subscript 'subscript' at line 28: a spec has no subscripts
                actions:
                  - buy
                # not imported: service 'shopUseCase' at line 22: its protocol ShopUseCaseType is not in the files read; pass the file that declares it too
                coordinator: {}

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
                  # not imported: output 'lines' at line 12: its type PublishRelay<[String]> is not an Observable, Driver, Signal or BehaviorRelay

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
    /// spec's protocol, is a dependency; an app class that is not listed stays an argument.
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
                arguments:
                  - folder: String
                  - clock: Clock
                dependencies: [Cache, Repo, UserService]

                """)
    }
}
