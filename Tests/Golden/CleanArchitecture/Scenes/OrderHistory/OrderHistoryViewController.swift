// Created by scaffold from Specs/OrderHistory.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the OrderHistory screen and binds it to its view model.
final class OrderHistoryViewController: UIViewController {
    private let viewModel: any OrderHistoryViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any OrderHistoryViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "OrderHistoryViewController is created in code with its view model")
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
        // selectOrder: bind an Observable<Int> to viewModel.inputs.selectOrder
        // button.rx.tap.bind(to: viewModel.inputs.tapCart).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        viewModel.outputs.orders
            .drive(with: self) { owner, orders in
                // TODO: show `orders` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
