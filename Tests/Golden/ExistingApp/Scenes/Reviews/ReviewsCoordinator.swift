// Created by scaffold from Specs/Reviews.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import UIKit

/// Builds the Reviews scene, shows it, and leads its outputs to other scenes.
@MainActor
final class ReviewsCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let presentation: ScenePresentation
    private let product: Product!
    private let pageSize: Int
    private let heading: String
    private let dependencies: any ReviewsDependencies

    init(
        rootViewController: UIViewController,
        presentation: ScenePresentation = .push,
        product: Product!,
        pageSize: Int = 20,
        heading: String = "Reviews",
        dependencies: any ReviewsDependencies
    ) {
        self.rootViewController = rootViewController
        self.presentation = presentation
        self.product = product
        self.pageSize = pageSize
        self.heading = heading
        self.dependencies = dependencies
    }

    override func start() -> Observable<CoordinationResult> {
        let viewModel = ReviewsViewModel(
            product: product,
            pageSize: pageSize,
            heading: heading,
            catalogRepository: dependencies.catalogRepository
        )
        let viewController = ReviewsViewController(viewModel: viewModel)
        let screen = presentation.show(viewController, from: rootViewController)

        viewModel.outputs.writeReview.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] value -> Observable<ReviewEditorCoordinationResult> in
                guard let self, let viewController else { return .empty() }
                let child = ReviewEditorCoordinator(
                    rootViewController: viewController,
                    product: value,
                    dependencies: self.dependencies
                )
                return self.coordinate(to: child)
            }
            .subscribe(onNext: { _ in
                // TODO: react to how ReviewEditor finished.
            })
            .disposed(by: disposeBag)

        viewModel.outputs.openGuide.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self, weak viewController] _ -> Observable<ReviewGuideCoordinationResult> in
                guard let self, let viewController else { return .empty() }
                let child = ReviewGuideCoordinator(rootViewController: viewController, dependencies: self.dependencies)
                return self.coordinate(to: child)
            }
            .subscribe(onNext: { _ in
                // TODO: react to how ReviewGuide finished.
            })
            .disposed(by: disposeBag)

        // This scene reports no result: its flow ends when the user leaves its screen.
        return screen.untilLeft()
    }
}
