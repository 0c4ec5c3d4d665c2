// Created by scaffold from Specs/ReviewEditor.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import UIKit

/// Builds the ReviewEditor scene, shows it, and leads its outputs to other scenes.
@MainActor
final class ReviewEditorCoordinator: BaseCoordinator<ReviewEditorCoordinationResult> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let product: Product!
    private let draft: String
    private let dependencies: any ReviewEditorDependencies

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .modalInNavigation,
        product: Product!,
        draft: String = "",
        dependencies: any ReviewEditorDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.product = product
        self.draft = draft
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = ReviewEditorViewModel(
            product: product,
            draft: draft,
            catalogRepository: dependencies.catalogRepository
        )
        let viewController = ReviewEditorViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        let closedResult = viewModel.outputs.didClose.asObservable()
            .map { CoordinationResult.closed }
        return screen.result(of: Observable.merge(closedResult))
    }
}
