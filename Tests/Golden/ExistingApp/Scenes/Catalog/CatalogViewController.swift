// Created by scaffold from Specs/Catalog.yml. This file is yours: scaffold never overwrites it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Catalog screen and binds it to its view model.
final class CatalogViewController: UIViewController {
    private let viewModel: any CatalogViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any CatalogViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "CatalogViewController is created in code with its view model")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bindInputs()
        bindOutputs()
    }

    /// Sends the user's events to the view model.
    private func bindInputs() {
        // TODO: connect the screen's controls, for example:
        // button.rx.tap.bind(to: viewModel.inputs.appear).disposed(by: disposeBag)
        // pick: bind an Observable<Int> to viewModel.inputs.pick
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `openProduct` is handled by CatalogCoordinator.
        viewModel.outputs.titles
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, titles in
                // TODO: show `titles` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.loading
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, loading in
                // TODO: show `loading` (Bool) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
