// Created by scaffold from Specs/TodoArchive.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the TodoArchive screen and binds it to its view model.
final class TodoArchiveViewController: UIViewController {
    private let viewModel: TodoArchiveViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: TodoArchiveViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "TodoArchiveViewController is created in code with its view model")
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
        let input = TodoArchiveViewModel.Input(
            tapAdd: .empty(),
            selectItem: .empty()
        )
        let output = viewModel.transform(input: input)
        // `showItem` leads to other scenes through SceneCoordinator: subscribing starts it.

        output.titles
            .drive(with: self) { owner, titles in
                // TODO: show `titles` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.showItem
            .drive()
            .disposed(by: disposeBag)
    }
}
