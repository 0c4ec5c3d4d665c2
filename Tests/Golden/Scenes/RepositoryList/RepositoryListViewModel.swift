// Created by scaffold from Specs/RepositoryList.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import Foundation
import RxCocoa
import RxSwift

/// Most starred repositories for one language.
final class RepositoryListViewModel {
    var inputs: any RepositoryListViewModelInputsType { self }
    var outputs: any RepositoryListViewModelOutputsType { self }
    var actions: any RepositoryListViewModelActionsType { self }

    // MARK: - Inputs

    let setCurrentLanguage: AnyObserver<String>
    let chooseLanguage: AnyObserver<Void>
    let chooseFilter: AnyObserver<Void>
    let reload: AnyObserver<Void>
    /// Opens the repository page.
    let selectRepository: AnyObserver<RepositoryCellViewModel>

    // MARK: - Outputs

    let repositories: Observable<[RepositoryCellViewModel]>
    let title: Driver<String>
    let alertMessage: Observable<String>
    let showRepository: Observable<Repository>
    let showLanguageList: Observable<Void>
    let showFilter: Observable<Void>
    let showProfile: Observable<Void>
    /// The screen's current state.
    let state: Observable<RepositoryListState>

    // MARK: - Actions

    /// Reloads the list from the network.
    let refresh: Action<Void, [Repository]>

    // MARK: - Dependencies

    private let githubService: any GithubServiceType

    // MARK: - Init

    init(githubService: any GithubServiceType = GithubService()) {
        self.githubService = githubService

        let setCurrentLanguageSubject = PublishSubject<String>()
        self.setCurrentLanguage = setCurrentLanguageSubject.asObserver()
        let chooseLanguageSubject = PublishSubject<Void>()
        self.chooseLanguage = chooseLanguageSubject.asObserver()
        let chooseFilterSubject = PublishSubject<Void>()
        self.chooseFilter = chooseFilterSubject.asObserver()
        let reloadSubject = PublishSubject<Void>()
        self.reload = reloadSubject.asObserver()
        let selectRepositorySubject = PublishSubject<RepositoryCellViewModel>()
        self.selectRepository = selectRepositorySubject.asObserver()

        // TODO: derive every output from the inputs and githubService; all bindings live here.
        self.repositories = .empty()
        self.title = .empty()
        self.alertMessage = .empty()
        self.showRepository = .empty()
        self.showLanguageList = .empty()
        self.showFilter = .empty()
        self.showProfile = .empty()
        self.state = .empty()

        // TODO: do the work of `refresh`.
        self.refresh = Action { _ in .empty() }
    }

    // MARK: - Properties

    /// How many rows the table shows.
    var numberOfRepositories: Int {
        // TODO: compute `numberOfRepositories`.
        0
    }

    // MARK: - Methods

    /// The repository a row shows.
    func repository(at index: Int) -> Repository {
        // TODO: implement `repository`.
        fatalError("`repository(at:)` is not implemented yet")
    }
}

// MARK: - Conformances

extension RepositoryListViewModel:
    RepositoryListViewModelType,
    RepositoryListViewModelInputsType,
    RepositoryListViewModelOutputsType,
    RepositoryListViewModelActionsType
{}
