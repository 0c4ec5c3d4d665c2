// Created by scaffold from Specs/Shelf.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Shelf screen and binds it to its view model.
final class ShelfViewController: UIViewController {
    private let viewModel: any ShelfViewModelType
    /// Starts the routes. Held weakly: the coordinator keeps the flow while the screen is shown, and an event that
    /// arrives after the flow ended finds no router rather than a freed one.
    private weak var router: (any ShelfRouting)?
    private let disposeBag = DisposeBag()

    init(viewModel: any ShelfViewModelType, router: any ShelfRouting) {
        self.viewModel = viewModel
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "ShelfViewController is created in code with its view model")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bindInputs()
        bindOutputs()
        bindRoutes()
    }

    /// Sends the user's events to the view model.
    private func bindInputs() {
        // TODO: connect the screen's controls, for example:
        // button.rx.tap.bind(to: viewModel.inputs.tapGuide).disposed(by: disposeBag)
        // pick: bind an Observable<Int> to viewModel.inputs.pick
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `openProduct` starts a route in bindRoutes().
        viewModel.outputs.titles
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, titles in
                // TODO: show `titles` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }

    /// Starts the spec's routes through the router. While a scene a route opened is on screen, further events of
    /// that route are ignored (`flatMapFirst`), so a double tap opens one screen.
    private func bindRoutes() {
        viewModel.inputs.tapGuide.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] _ -> Observable<ReviewGuideCoordinationResult> in
                self?.router?.showReviewGuide() ?? .empty()
            }
            .subscribe()
            .disposed(by: disposeBag)

        viewModel.outputs.openProduct.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] value -> Observable<ProductDetailCoordinationResult> in
                self?.router?.showProduct(id: value) ?? .empty()
            }
            .subscribe()
            .disposed(by: disposeBag)

        // TODO: call router?.showFeaturedProduct(id: value) where the screen's own code opens ProductDetail.
    }
}
