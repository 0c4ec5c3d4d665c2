// Created by scaffold from Specs/RepositoryCell.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import Foundation
import RxCocoa
import RxSwift

/// One repository in the list, with its name and how many people starred it.
final class RepositoryCellViewModel {
    var inputs: any RepositoryCellViewModelInputsType { self }
    var outputs: any RepositoryCellViewModelOutputsType { self }
    var actions: any RepositoryCellViewModelActionsType { self }

    // MARK: - Inputs

    let toggleStar = PublishSubject<Void>()

    // MARK: - Outputs

    let title: Driver<String>
    /// The star count as the row shows it, e.g. "1.2k".
    let stars: Driver<String>
    let language: Driver<String?>
    let isStarred: Driver<Bool>

    // MARK: - Actions

    /// Shares a link to the repository.
    let share: Action<Void, URL>

    // MARK: - Arguments

    /// The repository this row shows.
    private let repository: Repository

    // MARK: - Init

    init(repository: Repository) {
        self.repository = repository

        self.language = .empty()
        self.title = .just(repository.fullName)
        self.stars = .just(Self.abbreviated(repository.starsCount))
        self.isStarred = .empty()

        // TODO: do the work of `share`.
        self.share = Action { _ in .empty() }
    }

    private static func abbreviated(_ count: Int) -> String {
        count < 1000 ? "\(count)" : "\(count / 100 / 10).\(count / 100 % 10)k"
    }
}

// MARK: - Conformances

extension RepositoryCellViewModel:
    RepositoryCellViewModelType,
    RepositoryCellViewModelInputsType,
    RepositoryCellViewModelOutputsType,
    RepositoryCellViewModelActionsType
{}
