// Created by scaffold from Specs/Wishlist.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Wishlist screen and binds it to its view model.
final class WishlistViewController: UIViewController {
    private let viewModel: any WishlistViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any WishlistViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "WishlistViewController is created in code with its view model")
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
        // selectProduct: bind an Observable<Int> to viewModel.inputs.selectProduct
        // button.rx.tap.bind(to: viewModel.inputs.tapAccount).disposed(by: disposeBag)
        // button.rx.tap.bind(to: viewModel.inputs.tapShare).disposed(by: disposeBag)
        // compare: bind an Observable<(first: Int, second: Int)> to viewModel.inputs.compare
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `notificationSettings` leads to other scenes through WishlistNavigator: subscribing starts it.
        viewModel.outputs.titles
            .drive(with: self) { owner, titles in
                // TODO: show `titles` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.notificationSettings
            .drive()
            .disposed(by: disposeBag)
    }
}
