// Created by scaffold from Specs/RepositoryDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import RxRelay
import RxSwift

/// Shows one repository.
final class RepositoryDetailViewModel {
    var outputs: any RepositoryDetailViewModelOutputsType { self }

    // MARK: - Outputs

    let title: Observable<String>
    let openSignIn: Observable<Void>

    // MARK: - Arguments

    private let repository: Repository
    private let highlight: String?

    /// Keeps the binding of the route steps to `steps` alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Steps

    /// What the view model asks RepositoryDetailFlow to show: RxFlow's `Stepper` requirement.
    let steps = PublishRelay<Step>()

    // MARK: - Init

    init(repository: Repository, highlight: String?) {
        self.repository = repository
        self.highlight = highlight

        // TODO: derive every output from the inputs; all bindings live here.
        self.title = .empty()
        self.openSignIn = .empty()

        // The steps of the spec's routes and result, which RepositoryDetailFlow follows.
        routeSteps.bind(to: steps).disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension RepositoryDetailViewModel:
    RepositoryDetailViewModelType,
    RepositoryDetailViewModelOutputsType
{}
