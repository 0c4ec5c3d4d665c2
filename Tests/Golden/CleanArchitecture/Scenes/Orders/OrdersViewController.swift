// Created by scaffold from Specs/Orders.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Orders screen and binds it to its view model.
final class OrdersViewController: UIViewController {
    private let viewModel: OrdersViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: OrdersViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "OrdersViewController is created in code with its view model")
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
        // TODO: replace each ControlProperty with the control's: textField.rx.text.
        let input = OrdersViewModel.Input(
            appear: .empty(),
            pick: .empty(),
            search: ControlProperty(values: Observable<String>.empty(), valueSink: AnyObserver { _ in })
        )
        let output = viewModel.transform(input: input)
        // `openProduct` leads to other scenes through OrdersNavigator: subscribing starts it.

        output.titles
            .drive(with: self) { owner, titles in
                // TODO: show `titles` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.isLoading.asDriver()
            .drive(with: self) { owner, isLoading in
                // TODO: show `isLoading` (Bool) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.openProduct
            .drive()
            .disposed(by: disposeBag)
    }
}
