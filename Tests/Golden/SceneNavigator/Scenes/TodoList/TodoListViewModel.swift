// Created by scaffold from Specs/TodoList.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Lists the to-do items.
final class TodoListViewModel {
    var inputs: any TodoListViewModelInputsType { self }
    var outputs: any TodoListViewModelOutputsType { self }

    // MARK: - Inputs

    let tapAdd = PublishSubject<Void>()
    /// The index of the row the user tapped.
    let selectItem = PublishSubject<Int>()

    // MARK: - Outputs

    let titles: Observable<[String]>
    /// The item whose detail opens.
    let showItem: Observable<TodoItem>

    // MARK: - Dependencies

    private let sceneCoordinator: any SceneCoordinatorType
    private let todoStore: any TodoStoreType

    /// Keeps the subscriptions that lead routes and results to the scene coordinator alive.
    private let disposeBag = DisposeBag()

    // MARK: - Init

    init(sceneCoordinator: any SceneCoordinatorType, todoStore: any TodoStoreType) {
        self.sceneCoordinator = sceneCoordinator
        self.todoStore = todoStore

        // TODO: derive every output from the inputs; all bindings live here.
        self.titles = .empty()
        self.showItem = .empty()

        // `tapAdd` opens EditTodo (a route of the spec).
        tapAdd
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] _ in
                self?.sceneCoordinator
                    .transition(to: .editTodo(), type: .modalInNavigation)
                    .asObservable() ?? .empty()
            }
            .subscribe()
            .disposed(by: disposeBag)

        // `showItem` opens TodoDetail (a route of the spec).
        showItem
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] value in
                self?.sceneCoordinator
                    .transition(to: .todoDetail(item: value), type: .push)
                    .asObservable() ?? .empty()
            }
            .subscribe()
            .disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension TodoListViewModel:
    TodoListViewModelType,
    TodoListViewModelInputsType,
    TodoListViewModelOutputsType
{}
