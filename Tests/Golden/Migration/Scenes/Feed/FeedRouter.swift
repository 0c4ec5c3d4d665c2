// Created by scaffold from Specs/Feed.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import UIKit

/// Builds the Feed scene, shows it, and leads its outputs to other scenes.
@MainActor
final class FeedRouter: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    /// The screen this scene shows, which child scenes are presented from.
    private weak var viewController: UIViewController?

    init(rootViewController: UIViewController, presentation: ScenePresentation = .push) {
        self.rootViewController = rootViewController
        self.presentation = presentation
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = FeedViewModel(router: self)
        let viewController = FeedViewController(viewModel: viewModel)
        self.viewController = viewController
        let screen = presentation.show(viewController, from: rootViewController)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}

// MARK: - FeedRouterType

extension FeedRouter: @MainActor FeedRouterType {
    @discardableResult
    func selectArticle(_ value: String) -> Observable<ArticleCoordinationResult> {
        let presenter = viewController ?? rootViewController
        let child = ArticleCoordinator(rootViewController: presenter, articleID: value)
        return coordinate(to: child)
    }
}
