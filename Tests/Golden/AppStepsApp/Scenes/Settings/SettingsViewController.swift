// Created by scaffold from Specs/Settings.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Settings screen and binds it to its view model.
final class SettingsViewController: UIViewController {
    private let viewModel: any SettingsViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any SettingsViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "SettingsViewController is created in code with its view model")
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
        // button.rx.tap.bind(to: viewModel.inputs.tapIntro).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        viewModel.outputs.version
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, version in
                // TODO: show `version` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
