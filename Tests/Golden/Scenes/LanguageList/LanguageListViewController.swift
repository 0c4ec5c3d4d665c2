// Created by scaffold from Specs/LanguageList.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the LanguageList screen and binds it to its view model.
final class LanguageListViewController: UIViewController {
    private let viewModel: any LanguageListViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any LanguageListViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "LanguageListViewController is created in code with its view model")
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
        // selectLanguage: bind an Observable<String> to viewModel.inputs.selectLanguage
        // searchText: bind an Observable<String> to viewModel.inputs.searchText
        // button.rx.tap.bind(to: viewModel.inputs.cancel).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `didSelectLanguage` and `didCancel` are handled by LanguageListCoordinator.
        viewModel.outputs.languages
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, languages in
                // TODO: show `languages` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
