// Created by scaffold from Specs/PlaceSearch.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the PlaceSearch screen and binds it to its view model.
final class PlaceSearchViewController: UIViewController {
    private let viewModel: any PlaceSearchViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any PlaceSearchViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "PlaceSearchViewController is created in code with its view model")
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
        // viewModel.inputs.searchValue.accept(/* String? */)
        // button.rx.tap.bind(to: viewModel.inputs.performSearch).disposed(by: disposeBag)
        // viewModel.inputs.locationHintTap.accept(/* Int */)
        // button.rx.tap.bind(to: viewModel.inputs.searchByLocation).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        viewModel.outputs.searchPlaceholder
            .drive(with: self) { owner, searchPlaceholder in
                // TODO: show `searchPlaceholder` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.searchHints
            .drive(with: self) { owner, searchHints in
                // TODO: show `searchHints` ([String]?) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.sceneDidHide
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, _ in
                // TODO: show `sceneDidHide` through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
