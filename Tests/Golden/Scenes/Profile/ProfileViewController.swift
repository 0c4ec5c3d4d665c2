// Created by scaffold from Specs/Profile.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Profile screen and binds it to its view model.
final class ProfileViewController: UIViewController {
    private let viewModel: any ProfileViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any ProfileViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "ProfileViewController is created in code with its view model")
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
        // rename: bind an Observable<String> to viewModel.inputs.rename
        // button.rx.tap.bind(to: viewModel.inputs.close).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `didClose` is handled by ProfileCoordinator.
        viewModel.outputs.name
            .drive(with: self) { owner, name in
                // TODO: show `name` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.isSaving
            .drive(with: self) { owner, isSaving in
                // TODO: show `isSaving` (Bool) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
