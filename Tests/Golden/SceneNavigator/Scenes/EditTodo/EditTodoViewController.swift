// Created by scaffold from Specs/EditTodo.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the EditTodo screen and binds it to its view model.
final class EditTodoViewController: UIViewController {
    private let viewModel: any EditTodoViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any EditTodoViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "EditTodoViewController is created in code with its view model")
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
        // save: bind an Observable<String> to viewModel.inputs.save
        // button.rx.tap.bind(to: viewModel.inputs.cancel).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `didSave` and `didCancel` are handled by SceneCoordinator.
    }
}
