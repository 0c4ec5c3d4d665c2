// Created by scaffold from Specs/TodoArchive.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift

/// Lists the finished to-do items.
struct TodoArchiveViewModel: ViewModelType {
    // MARK: - Dependencies

    private let sceneCoordinator: any SceneCoordinatorType

    /// Keeps the subscriptions that lead routes and results to the scene coordinator alive.
    private let disposeBag = DisposeBag()

    // MARK: - Init

    init(sceneCoordinator: any SceneCoordinatorType) {
        self.sceneCoordinator = sceneCoordinator
    }

    // MARK: - Transform

    func transform(input: Input) -> Output {
        // TODO: derive every output from the input; all bindings live here.
        let showItem: Driver<TodoItem> = .empty()

        // `tapAdd` opens EditTodo (a route of the spec).
        input.tapAdd.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [sceneCoordinator] _ in
                sceneCoordinator
                    .transition(to: .editTodo(), type: .modal)
                    .asObservable()
            }
            .subscribe()
            .disposed(by: disposeBag)

        // `showItem` opens TodoDetail (a route of the spec), whether or not the screen shows it.
        showItem.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [sceneCoordinator] value in
                sceneCoordinator
                    .transition(to: .todoDetail(item: value), type: .push)
                    .asObservable()
            }
            .subscribe()
            .disposed(by: disposeBag)

        return Output(
            titles: .empty(),
            showItem: showItem
        )
    }
}
