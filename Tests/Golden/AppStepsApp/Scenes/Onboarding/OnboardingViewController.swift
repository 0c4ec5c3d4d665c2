// Created by scaffold from Specs/Onboarding.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Onboarding screen and binds it to its view model.
final class OnboardingViewController: UIViewController {
    private let viewModel: any OnboardingViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any OnboardingViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "OnboardingViewController is created in code with its view model")
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
        // button.rx.tap.bind(to: viewModel.inputs.finish).disposed(by: disposeBag)
        // button.rx.tap.bind(to: viewModel.inputs.skip).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `didFinish` and `didSkip` are handled by OnboardingFlow.
    }
}
