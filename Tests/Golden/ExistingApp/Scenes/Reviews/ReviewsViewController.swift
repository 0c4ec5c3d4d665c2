// Created by scaffold from Specs/Reviews.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Reviews screen and binds it to its view model.
final class ReviewsViewController: UIViewController {
    private let viewModel: any ReviewsViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any ReviewsViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "ReviewsViewController is created in code with its view model")
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
        // button.rx.tap.bind(to: viewModel.inputs.write).disposed(by: disposeBag)
        // button.rx.tap.bind(to: viewModel.inputs.help).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `writeReview` and `openGuide` are handled by ReviewsCoordinator.
        viewModel.outputs.title
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, title in
                // TODO: show `title` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
