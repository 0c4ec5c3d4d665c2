// Created by scaffold from Specs/Starred.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Starred screen and binds it to its view model.
final class StarredViewController: UIViewController {
    private let viewModel: any StarredViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any StarredViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "StarredViewController is created in code with its view model")
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
        // button.rx.tap.bind(to: viewModel.inputs.tapSignIn).disposed(by: disposeBag)
        // button.rx.tap.bind(to: viewModel.inputs.tapIntro).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        viewModel.outputs.names
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, names in
                // TODO: show `names` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
