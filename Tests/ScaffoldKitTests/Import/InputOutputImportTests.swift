import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `scaffold import` of a hand-written view model that keeps its nested `Input` and `Output` in `input` and
/// `output` properties: the shape is recognised as `viewModel: inputOutput` with its fields.
struct InputOutputImportTests {
    func importSpec(_ sources: [(path: String, text: String)]) throws(DiagnosticsError) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-import-empty")
        let project = Project(root: folder, config: ProjectConfig(), configFile: nil, workingDirectory: folder)
        return try SpecImporter(project: project).importSpec(sources: sources).text
    }

    @Test func relayInputsAndDriverOutputsAreTheConventionsDefaults() throws {
        let swift = """
            import RxCocoa
            import RxRelay
            import RxSwift

            final class SearchViewModel: ViewModelType {
                struct Input {
                    /// What the user typed.
                    let query: PublishRelay<String>
                    let refresh: PublishRelay<Void>
                    let sort: PublishSubject<Int>
                    let page: AnyObserver<Int>
                }

                struct Output {
                    let results: Driver<[String]>
                    let failure: Signal<String>
                    let clear: CocoaAction
                }

                let input: Input
                let output: Output

                init() {
                    let query = PublishRelay<String>()
                    let refresh = PublishRelay<Void>()
                    let sort = PublishSubject<Int>()
                    let page = PublishSubject<Int>()
                    self.input = Input(query: query, refresh: refresh, sort: sort, page: page.asObserver())
                    self.output = Output(results: .empty(), failure: .empty(), clear: CocoaAction { .empty() })
                }
            }
            """
        #expect(
            try importSpec([("SearchViewModel.swift", swift)]) == """
                scene: Search
                conventions: {viewModel: inputOutput}
                inputs:
                  - query: {type: String, doc: What the user typed.}
                  - refresh
                  - sort: {type: Int, trait: publishSubject}
                  # not imported: input 'page' at line 11: every field of Input is one kind, the scene's inputs (publishRelay here), but a PublishSubject among PublishRelays
                outputs:
                  - results: "[String]"
                  - failure: {type: String, trait: signal}
                actions:
                  - clear

                """)
    }

    @Test func subjectInputsNameTheirConvention() throws {
        let swift = """
            import RxSwift

            final class FeedViewModel {
                struct Input {
                    let reload: PublishSubject<Void>
                }

                struct Output {
                    let titles: Observable<[String]>
                }

                let input: FeedViewModel.Input
                let output: FeedViewModel.Output

                init() {
                    let reload = PublishSubject<Void>()
                    self.input = Input(reload: reload)
                    self.output = Output(titles: .empty())
                }
            }
            """
        #expect(
            try importSpec([("FeedViewModel.swift", swift)]) == """
                scene: Feed
                conventions: {viewModel: inputOutput, inputs: subject, outputs: observable}
                inputs:
                  - reload
                outputs:
                  - titles: "[String]"

                """)
    }
}
