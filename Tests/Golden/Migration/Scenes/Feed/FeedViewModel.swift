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

    // MARK: - Actions

    let markAllRead: CocoaAction

    // MARK: - Dependencies

    private weak var router: (any FeedRouterType)?
    private let feedService: any FeedServiceType

    /// Keeps the subscriptions that lead inputs to the coordinator alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Init

    init(router: any FeedRouterType, feedService: any FeedServiceType = FeedService()) {
        self.router = router
        self.feedService = feedService

        // TODO: derive every output from the inputs and feedService; all bindings live here.
        self.titles = .empty()

        // TODO: do the work of `markAllRead`.
        self.markAllRead = Action { _ in .empty() }

        // `selectArticle` opens Article (a route of the spec).
        selectArticle
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] value in self?.router?.selectArticle(value) ?? .empty() }
            .subscribe()
            .disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension FeedViewModel:
    FeedViewModelProtocol,
    FeedViewModelInput,
    FeedViewModelOutput,
    FeedViewModelActions
{}
