// Created by scaffold from Specs/TaskList.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the TaskList screen and binds it to its view model.
final class TaskListViewController: UIViewController {
    private let viewModel: TaskListViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: TaskListViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "TaskListViewController is created in code with its view model")
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
        let input = TaskListViewModel.Input(
            pickTask: .empty(),
            tapIntro: .empty(),
            tapSettings: .empty()
        )
        let output = viewModel.transform(input: input)
        // `openDueDate` is handled by TaskListFlow.

        output.tasks
            .drive(with: self) { owner, tasks in
                // TODO: show `tasks` ([Task]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
