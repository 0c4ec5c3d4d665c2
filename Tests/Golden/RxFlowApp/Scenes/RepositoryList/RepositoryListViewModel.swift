// Created by scaffold from Specs/RepositoryList.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import RxRelay
import RxSwift

/// Lists the starred repositories.
final class RepositoryListViewModel {
    var inputs: any RepositoryListViewModelInputsType { self }
    var outputs: any RepositoryListViewModelOutputsType { self }

    // MARK: - Inputs

    /// The row the user tapped.
    let selectRepository = PublishSubject<Repository>()
    let tapSignIn = PublishSubject<Void>()

    // MARK: - Outputs

    let repositories: Observable<[Repository]>
    let isSignedIn: Observable<Bool>

    /// Keeps the binding of the route steps to `steps` alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Steps

    /// What the view model asks RepositoryListFlow to show: RxFlow's `Stepper` requirement.
    let steps = PublishRelay<Step>()

    // MARK: - Init

    init() {
        // TODO: derive every output from the inputs; all bindings live here.
        self.repositories = .empty()
        self.isSignedIn = .empty()

        // The steps of the spec's routes and result, which RepositoryListFlow follows.
        routeSteps.bind(to: steps).disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension RepositoryListViewModel:
    RepositoryListViewModelType,
    RepositoryListViewModelInputsType,
    RepositoryListViewModelOutputsType
{}
