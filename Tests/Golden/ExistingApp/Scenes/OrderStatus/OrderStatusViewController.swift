// Created by scaffold from Specs/OrderStatus.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the OrderStatus screen and binds it to its view model.
final class OrderStatusViewController: UIViewController {
    private let viewModel: any OrderStatusViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any OrderStatusViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "OrderStatusViewController is created in code with its view model")
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
        // button.rx.tap.bind(to: viewModel.inputs.close).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `didClose` is handled by OrderStatusCoordinator.
        viewModel.outputs.status
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, status in
                // TODO: show `status` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
