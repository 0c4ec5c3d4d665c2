// Created by scaffold from Specs/EditTodo.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Edits the title of a new or existing item.
final class EditTodoViewModel {
    var inputs: any EditTodoViewModelInputsType { self }
    var outputs: any EditTodoViewModelOutputsType { self }

    // MARK: - Inputs

    let save = PublishSubject<String>()
    let cancel = PublishSubject<Void>()

    // MARK: - Outputs

    let didSave: Observable<String>
    let didCancel: Observable<Void>

    // MARK: - Arguments

    private let title: String

    // MARK: - Dependencies

    private let sceneCoordinator: any SceneCoordinatorType
    private let todoStore: any TodoStoreType

    /// Keeps the subscriptions that lead routes and results to the scene coordinator alive.
    private let disposeBag = DisposeBag()

    // MARK: - Init

    init(title: String = "", sceneCoordinator: any SceneCoordinatorType, todoStore: any TodoStoreType) {
        self.title = title
        self.sceneCoordinator = sceneCoordinator
        self.todoStore = todoStore

        // TODO: derive every output from the inputs; all bindings live here.
        self.didSave = .empty()
        self.didCancel = .empty()

        // `didSave` and `didCancel` end the scene: the scene coordinator takes it away.
        Observable.merge(didSave.map { _ in () }, didCancel.map { _ in () })
            .observe(on: MainScheduler.instance)
            .take(1)
            .flatMapFirst { [weak self] _ in self?.sceneCoordinator.pop().asObservable() ?? .empty() }
            .subscribe()
            .disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension EditTodoViewModel:
    EditTodoViewModelType,
    EditTodoViewModelInputsType,
    EditTodoViewModelOutputsType
{}
