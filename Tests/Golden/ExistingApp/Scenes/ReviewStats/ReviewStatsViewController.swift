// Created by scaffold from Specs/ReviewStats.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the ReviewStats screen and binds it to its view model.
final class ReviewStatsViewController: UIViewController {
    private let viewModel: any ReviewStatsViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any ReviewStatsViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "ReviewStatsViewController is created in code with its view model")
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
        viewModel.outputs.average
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, average in
                // TODO: show `average` (Double) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.thumbnail
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, thumbnail in
                // TODO: show `thumbnail` (Data) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.starColor
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, starColor in
                // TODO: show `starColor` (UIColor) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
