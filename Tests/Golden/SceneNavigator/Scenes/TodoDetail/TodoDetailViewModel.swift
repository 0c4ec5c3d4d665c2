// Created by scaffold from Specs/TodoDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Shows one to-do item.
final class TodoDetailViewModel {
    var inputs: any TodoDetailViewModelInputsType { self }
    var outputs: any TodoDetailViewModelOutputsType { self }

    // MARK: - Inputs

    let tapEdit = PublishSubject<Void>()

    // MARK: - Outputs

    let title: Observable<String>

    // MARK: - Arguments

    private let item: TodoItem

    // MARK: - Dependencies

    private let sceneCoordinator: any SceneCoordinatorType

    /// Keeps the subscriptions that lead routes and results to the scene coordinator alive.
    private let disposeBag = DisposeBag()

    // MARK: - Init

    init(item: TodoItem, sceneCoordinator: any SceneCoordinatorType) {
        self.item = item
        self.sceneCoordinator = sceneCoordinator

        // TODO: derive every output from the inputs; all bindings live here.
        self.title = .empty()

        // `tapEdit` opens EditTodo (a route of the spec).
        tapEdit
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] _ in
                self?.sceneCoordinator
                    .transition(to: .editTodo(), type: .modal)
                    .asObservable() ?? .empty()
            }
            .subscribe()
            .disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension TodoDetailViewModel:
    TodoDetailViewModelType,
    TodoDetailViewModelInputsType,
    TodoDetailViewModelOutputsType
{}
