// Created by scaffold from Specs/Days.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Days screen and binds it to its view model.
final class DaysViewController: UIViewController {
    private let viewModel: any DaysViewModelProtocol
    private let disposeBag = DisposeBag()

    init(viewModel: any DaysViewModelProtocol) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "DaysViewController is created in code with its view model")
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
        // selectDay: bind an Observable<Int> to viewModel.input.selectDay
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        viewModel.output.showDetailDay
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, showDetailDay in
                // TODO: show `showDetailDay` (Int) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
