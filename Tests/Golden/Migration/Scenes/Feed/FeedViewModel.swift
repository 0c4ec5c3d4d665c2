// Created by scaffold from Specs/Feed.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import RxSwift

/// The latest articles, named as the app named its view models before scaffold.
final class FeedViewModel {
    var input: any FeedViewModelInput { self }
    var output: any FeedViewModelOutput { self }
    var actions: any FeedViewModelActions { self }

    // MARK: - Inputs

    let refresh = PublishSubject<Void>()
    let selectArticle = PublishSubject<String>()

    // MARK: - Outputs

    let titles: Observable<[String]>
    let openArticle: Observable<String>

    // MARK: - Actions

    let markAllRead: CocoaAction

    // MARK: - Dependencies

    private weak var router: (any FeedRouterType)?
    private let feedService: any FeedServiceType

    // MARK: - Init

    init(router: any FeedRouterType, feedService: any FeedServiceType = FeedService()) {
        self.router = router
        self.feedService = feedService

        // TODO: derive every output from the inputs and feedService; all bindings live here.
        self.titles = .empty()
        self.openArticle = .empty()
        // TODO: call router?.openArticle(value) to open Article; it emits how Article finished.

        // TODO: do the work of `markAllRead`.
        self.markAllRead = Action { _ in .empty() }
    }
}

// MARK: - Conformances

extension FeedViewModel:
    FeedViewModelProtocol,
    FeedViewModelInput,
    FeedViewModelOutput,
    FeedViewModelActions
{}
