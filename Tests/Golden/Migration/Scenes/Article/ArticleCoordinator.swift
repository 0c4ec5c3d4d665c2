// Created by scaffold from Specs/Article.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import UIKit

/// Builds the Article scene, shows it, and leads its outputs to other scenes.
@MainActor
final class ArticleCoordinator: BaseCoordinator<ArticleCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let articleID: String

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .modalInNavigation,
        articleID: String
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.articleID = articleID
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = ArticleViewModel(articleID: articleID)
        let viewController = ArticleViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        let closedResult = viewModel.outputs.closed.asObservable()
            .map { CoordinationResult.closed }
        return screen.result(of: Observable.merge(closedResult))
    }
}
