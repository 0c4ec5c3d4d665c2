// Created by scaffold from Specs/SavedSearches.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the SavedSearches screen and binds it to its view model.
final class SavedSearchesViewController: UIViewController {
    private let viewModel: any SavedSearchesViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any SavedSearchesViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "SavedSearchesViewController is created in code with its view model")
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
        // viewModel.inputs.selectProduct.accept(/* Int */)
        // button.rx.tap.bind(to: viewModel.inputs.tapAccount).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        viewModel.outputs.titles
            .drive(with: self) { owner, titles in
                // TODO: show `titles` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
