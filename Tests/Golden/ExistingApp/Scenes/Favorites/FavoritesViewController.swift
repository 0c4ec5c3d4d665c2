// Created by scaffold from Specs/Favorites.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Favorites screen and binds it to its view model.
final class FavoritesViewController: UIViewController {
    private let viewModel: any FavoritesViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any FavoritesViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "FavoritesViewController is created in code with its view model")
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
        // select: bind an Observable<Int> to viewModel.inputs.select
        // button.rx.tap.bind(to: viewModel.inputs.tapGuide).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        viewModel.outputs.titles
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, titles in
                // TODO: show `titles` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
