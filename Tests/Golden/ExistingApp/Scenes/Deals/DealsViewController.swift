// Created by scaffold from Specs/Deals.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Deals screen and binds it to its view model.
final class DealsViewController: UIViewController {
    private let viewModel: any DealsViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any DealsViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "DealsViewController is created in code with its view model")
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
        // viewModel.inputs.pick.accept(/* Int */)
        // button.rx.tap.bind(to: viewModel.inputs.tapGuide).disposed(by: disposeBag)
        // viewModel.inputs.filter.accept(/* String */)
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
