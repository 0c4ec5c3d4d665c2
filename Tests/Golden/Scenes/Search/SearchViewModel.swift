// Created by scaffold from Specs/Search.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import RxCocoa
import RxRelay
import RxSwift

/// Finds repositories whose name matches what the user types.
final class SearchViewModel: ViewModelType {
    // MARK: - Relays

    /// The selected segment; each search reads it by value.
    let scope = BehaviorRelay<Int>(value: 0)

    // MARK: - Dependencies

    private weak var coordinator: (any SearchCoordinatorType)?
    private let analyticsService: any AnalyticsServiceType
    private let searchService: any SearchServiceType

    // MARK: - Tracking

    private let activityTracker = ActivityTracker()

    /// Keeps the bindings into the output relays alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Init

    init(
        coordinator: any SearchCoordinatorType,
        analyticsService: any AnalyticsServiceType,
        searchService: any SearchServiceType = SearchService()
    ) {
        self.coordinator = coordinator
        self.analyticsService = analyticsService
        self.searchService = searchService
    }

    // MARK: - Transform

    func transform(input: Input) -> Output {
        let resultCount = BehaviorRelay<Int>(value: 0)
        // TODO: derive every output from the input and searchService; all bindings live here.
        // TODO: `openProfile`: call coordinator?.openProfile() to open Profile, for example in `flatMapFirst`, so a double tap opens one.
        // TODO: `openRepository`: call coordinator?.openRepository(value) to open RepositoryDetail, for example in `flatMapFirst`, so a double tap opens one.
        // TODO: call coordinator?.finishClosed() when `didClose` emits.
        // TODO: do the work of `clearHistory`.
        // TODO: bind what `resultCount` holds into it: `.bind(to: resultCount).disposed(by: disposeBag)`.
        // TODO: send each request and each action's work through the tracker:
        // `.trackActivity(activityTracker)` makes `fetching` true while it runs.
        return Output(
            fetching: activityTracker.asDriver(onErrorDriveWith: .empty()),
            resultCount: resultCount,
            repositories: .empty(),
            errorMessage: .empty(),
            openProfile: .empty(),
            openRepository: .empty(),
            didClose: .empty(),
            clearHistory: Action { _ in .empty() }
        )
    }

    // MARK: - Properties

    /// The hint the empty search field shows.
    var searchPlaceholder: String {
        // TODO: compute `searchPlaceholder`.
        ""
    }

    // MARK: - Methods

    func suggestion(at index: Int) -> String? {
        // TODO: implement `suggestion`.
        nil
    }
}
