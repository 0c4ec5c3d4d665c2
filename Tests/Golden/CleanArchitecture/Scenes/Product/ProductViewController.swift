// Created by scaffold from Specs/Product.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Product screen and binds it to its view model.
final class ProductViewController: UIViewController {
    private let viewModel: ProductViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: ProductViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "ProductViewController is created in code with its view model")
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
        let input = ProductViewModel.Input(
            add: .empty(),
            close: .empty()
        )
        let output = viewModel.transform(input: input)
        // `didAdd` and `didClose` lead to other scenes through ProductNavigator: subscribing starts it.

        output.name
            .drive(with: self) { owner, name in
                // TODO: show `name` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.price
            .drive(with: self) { owner, price in
                // TODO: show `price` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.didAdd
            .drive()
            .disposed(by: disposeBag)

        output.didClose
            .drive()
            .disposed(by: disposeBag)
    }
}
