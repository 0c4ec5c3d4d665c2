// Created by scaffold from Specs/Search.yml. This file is yours: scaffold never overwrites it.

import Action
import Foundation
import RxCocoa
import RxSwift

/// Finds repositories whose name matches what the user types.
final class SearchViewModel: ViewModelType {
    // MARK: - Dependencies

    private let coordinator: any SearchCoordinatorType
    private let analyticsService: any AnalyticsServiceType
    private let searchService: any SearchServiceType

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
        // TODO: derive every output from the input and searchService; all bindings live here.
        // TODO: `openProfile`: call coordinator.openProfile() to open Profile, for example in `flatMapLatest`.
        // TODO: `openRepository`: call coordinator.openRepository(value) to open RepositoryDetail, for example in `flatMapLatest`.
        // TODO: call coordinator.finishClosed() when `didClose` emits.
        // TODO: call coordinator.finishPicked(value) where the scene is done.
        // TODO: do the work of `clearHistory`.
        return Output(
            fetching: input.trigger.map { true },
            repositories: .empty(),
            errorMessage: .empty(),
            hasMore: .empty(),
            openProfile: .empty(),
            openRepository: .empty(),
            didClose: .empty(),
            clearHistory: Action { _ in .empty() }
        )
    }

    private func log(_ message: String) {
        print(message)
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
