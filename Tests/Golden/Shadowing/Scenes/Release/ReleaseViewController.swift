// Created by scaffold from Specs/Release.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import RxCocoa
import RxSwift
import UIKit

/// Shows the Release screen and binds it to its view model.
final class ReleaseViewController: UIViewController {
    private let viewModel: ReleaseViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: ReleaseViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "ReleaseViewController is created in code with its view model")
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
        let input = ReleaseViewModel.Input(
            play: .empty(),
            rate: .empty()
        )
        let output = viewModel.transform(input: input)
        // TODO: output.share.execute(/* input */)

        output.title
            .drive(with: self) { owner, title in
                // TODO: show `title` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.related
            .drive(with: self) { owner, related in
                // TODO: show `related` ([Single]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.rating.asDriver()
            .drive(with: self) { owner, rating in
                // TODO: show `rating` (Int) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.driver
            .drive(with: self) { owner, driver in
                // TODO: show `driver` (Driver?) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.share.executing
            .asDriver(onErrorJustReturn: false)
            .drive(with: self) { owner, isExecuting in
                // TODO: show through `owner` that `share` runs while `isExecuting` is true (an activity indicator).
            }
            .disposed(by: disposeBag)

        output.share.underlyingError
            .asSignal(onErrorSignalWith: .empty())
            .emit(with: self) { owner, error in
                // TODO: show through `owner` why `share` failed (`error`).
            }
            .disposed(by: disposeBag)
    }
}
