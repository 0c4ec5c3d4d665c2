// Created by scaffold from Specs/TodoSearch.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the TodoSearch screen and binds it to its view model.
final class TodoSearchViewController: UIViewController {
    private let viewModel: any TodoSearchViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any TodoSearchViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "TodoSearchViewController is created in code with its view model")
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
        // viewModel.inputs.query.accept(/* String */)
        // button.rx.tap.bind(to: viewModel.inputs.tapAdd).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        viewModel.outputs.titles
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, titles in
                // TODO: show `titles` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
