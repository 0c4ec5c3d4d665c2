// Created by scaffold from Specs/TodoSearch.yml. Yours to edit: scaffold only merges spec changes into it.

import RxRelay
import RxSwift

/// Searches the to-do items.
final class TodoSearchViewModel {
    var inputs: any TodoSearchViewModelInputsType { self }
    var outputs: any TodoSearchViewModelOutputsType { self }

    // MARK: - Inputs

    let query = PublishRelay<String>()
    let tapAdd = PublishRelay<Void>()

    // MARK: - Outputs

    let titles: Observable<[String]>

    // MARK: - Dependencies

    private let sceneCoordinator: any SceneCoordinatorType

    /// Keeps the subscriptions that lead routes and results to the scene coordinator alive.
    private let disposeBag = DisposeBag()

    // MARK: - Init

    init(sceneCoordinator: any SceneCoordinatorType) {
        self.sceneCoordinator = sceneCoordinator

        // TODO: derive every output from the inputs; all bindings live here.
        self.titles = .empty()

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
    }
}

// MARK: - Conformances

extension TodoSearchViewModel:
    TodoSearchViewModelType,
    TodoSearchViewModelInputsType,
    TodoSearchViewModelOutputsType
{}
