// Created by scaffold from Specs/RepositoryCell.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift

/// One repository in the list, with its name and how many people starred it.
final class RepositoryCellViewModel {
    var inputs: any RepositoryCellViewModelInputsType { self }
    var outputs: any RepositoryCellViewModelOutputsType { self }

    // MARK: - Inputs

    let toggleStar = PublishSubject<Void>()

    // MARK: - Outputs

    let title: Driver<String>
    /// The star count as the row shows it, e.g. "1.2k".
    let stars: Driver<String>
    let isStarred: Driver<Bool>

    // MARK: - Arguments

    /// The repository this row shows.
    private let repository: Repository

    // MARK: - Init

    init(repository: Repository) {
        self.repository = repository

        // TODO: derive every output from the inputs; all bindings live here.
        self.title = .empty()
        self.stars = .empty()
        self.isStarred = .empty()
    }
}

// MARK: - Conformances

extension RepositoryCellViewModel:
    RepositoryCellViewModelType,
    RepositoryCellViewModelInputsType,
    RepositoryCellViewModelOutputsType
{}
