// Created by scaffold from Specs/Apply.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Apply screen and binds it to its view model.
public final class ApplyViewController: UIViewController {
    private let viewModel: ApplyViewModel
    private let disposeBag = DisposeBag()

    public init(viewModel: ApplyViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "ApplyViewController is created in code with its view model")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        bindViewModel()
    }

    /// Feeds the screen's events to the view model and shows what it returns; every binding lives here.
    private func bindViewModel() {
        // TODO: replace each .empty() with the screen's events, for example button.rx.tap.asDriver().
        let input = ApplyViewModel.Input(
            submit: .empty()
        )
        _ = viewModel.transform(input)
        // `didApply` is handled by ApplyFlow.
    }
}
