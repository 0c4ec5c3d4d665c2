// Created by scaffold from Specs/Catalog.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Catalog screen and binds it to its view model.
final class CatalogViewController: UIViewController {
    private let viewModel: CatalogViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: CatalogViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "CatalogViewController is created in code with its view model")
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
        // TODO: replace each ControlEvent with the control's: button.rx.tap.
        let input = CatalogViewModel.Input(
            appear: .empty(),
            pick: .empty(),
            showCart: .empty(),
            showWishlist: ControlEvent(events: Observable<Void>.empty())
        )
        let output = viewModel.transform(input: input)
        // `openProduct` leads to other scenes through CatalogNavigator: subscribing starts it.

        output.titles
            .drive(with: self) { owner, titles in
                // TODO: show `titles` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.loading
            .drive(with: self) { owner, loading in
                // TODO: show `loading` (Bool) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.openProduct
            .drive()
            .disposed(by: disposeBag)
    }
}
