// Created by scaffold from Specs/ProductDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the ProductDetail screen and binds it to its view model.
final class ProductDetailViewController: UIViewController {
    private let viewModel: any ProductDetailViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any ProductDetailViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "ProductDetailViewController is created in code with its view model")
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
        // button.rx.tap.bind(to: viewModel.inputs.close).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `didClose` is handled by ProductDetailCoordinator.
        viewModel.outputs.name
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, name in
                // TODO: show `name` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.picture
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, picture in
                // TODO: show `picture` (Data) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.failure
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, failure in
                // TODO: show `failure` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
