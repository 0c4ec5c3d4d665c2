// Created by scaffold from Specs/Welcome.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Welcome screen and binds it to its view model.
final class WelcomeViewController: UIViewController {
    private let makeViewModel: @MainActor (WelcomeViewModel.Input) -> any WelcomeViewModelType
    /// Made from the screen's controls in `viewDidLoad`, and kept as long as the screen.
    private var viewModel: (any WelcomeViewModelType)?
    private let disposeBag = DisposeBag()

    init(makeViewModel: @escaping @MainActor (WelcomeViewModel.Input) -> any WelcomeViewModelType) {
        self.makeViewModel = makeViewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "WelcomeViewController is created in code with its view model")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let viewModel = makeViewModel(makeInput())
        self.viewModel = viewModel
        bindOutputs(of: viewModel)
    }

    /// The screen's events, which the view model takes in `init`.
    private func makeInput() -> WelcomeViewModel.Input {
        // TODO: replace each .empty() with the screen's events, for example button.rx.tap.asObservable().
        WelcomeViewModel.Input(
            tapStart: .empty(),
            tapFeatured: .empty()
        )
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs(of viewModel: any WelcomeViewModelType) {
        viewModel.outputs.greeting
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, greeting in
                // TODO: show `greeting` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
