// Created by scaffold from Specs/DealSearch.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the DealSearch screen and binds it to its view model.
final class DealSearchViewController: UIViewController {
    private let viewModel: any DealSearchViewModelType
    /// Starts the routes. Held weakly: the coordinator keeps the flow while the screen is shown, and an event that
    /// arrives after the flow ended finds no router rather than a freed one.
    private weak var router: (any DealSearchRouting)?
    private let disposeBag = DisposeBag()

    init(viewModel: any DealSearchViewModelType, router: any DealSearchRouting) {
        self.viewModel = viewModel
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "DealSearchViewController is created in code with its view model")
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
        // viewModel.inputs.search.accept(/* String */)
        // button.rx.tap.bind(to: viewModel.inputs.tapCatalog).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        viewModel.outputs.results
            .drive(with: self) { owner, results in
                // TODO: show `results` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }

    /// Starts the spec's routes through the router. While a scene a route opened is on screen, further events of
    /// that route are ignored (`flatMapFirst`), so a double tap opens one screen.
    private func bindRoutes() {
        viewModel.inputs.tapCatalog.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] _ -> Observable<Void> in
                self?.router?.tapCatalog() ?? .empty()
            }
            .subscribe()
            .disposed(by: disposeBag)
    }
}
