// Created by scaffold from Specs/Cart.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Cart screen and binds it to its view model.
final class CartViewController: UIViewController {
    private let viewModel: any CartViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any CartViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "CartViewController is created in code with its view model")
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
        // remove: bind an Observable<Int> to viewModel.inputs.remove
        // selectProduct: bind an Observable<Int> to viewModel.inputs.selectProduct
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `didFinish` is handled by CartNavigator.
        viewModel.outputs.itemCount
            .drive(with: self) { owner, itemCount in
                // TODO: show `itemCount` (Int) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
