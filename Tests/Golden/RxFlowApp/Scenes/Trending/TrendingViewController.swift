// Created by scaffold from Specs/Trending.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Trending screen and binds it to its view model.
final class TrendingViewController: UIViewController {
    private let viewModel: TrendingViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: TrendingViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "TrendingViewController is created in code with its view model")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bindViewModel()
    }

    /// Feeds the screen's events to the view model and shows what it returns; every binding lives here.
    private func bindViewModel() {
        // TODO: replace each .empty() with the screen's events, for example button.rx.tap.asDriver().
        let input = TrendingViewModel.Input(
            pick: .empty(),
            tapSignIn: .empty(),
            close: .empty()
        )
        let output = viewModel.transform(input: input)
        // `openRepository` and `didClose` are handled by TrendingFlow.

        output.repositories
            .drive(with: self) { owner, repositories in
                // TODO: show `repositories` ([Repository]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
