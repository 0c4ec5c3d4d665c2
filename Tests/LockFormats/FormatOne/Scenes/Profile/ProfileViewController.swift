// Created by scaffold from Specs/Profile.yml. This file is yours: scaffold never overwrites it.

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
        // button.rx.tap.bind(to: viewModel.inputs.refresh).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `name` is handled by ProfileCoordinator.
    }
}
