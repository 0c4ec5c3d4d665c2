// Created by scaffold from Specs/RepositoryDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import Foundation
import RxCocoa
import RxSwift

/// Shows one repository with its star count, and lets the user star it.
final class RepositoryDetailViewModel {
    var inputs: any RepositoryDetailViewModelInputsType { self }
    var outputs: any RepositoryDetailViewModelOutputsType { self }

    // MARK: - Inputs

    let toggleStar = PublishSubject<Void>()
    let readOnTheWeb = PublishSubject<Void>()
    let share = PublishSubject<Void>()
    let close = PublishSubject<Void>()

    // MARK: - Outputs

    let title: Driver<String>
    let starsCount: Driver<Int>
    let isStarred: Driver<Bool>
    /// The repository's page on the web for the user to read.
    let webPage: Driver<URL>
    let didClose: Driver<Void>

    // MARK: - Arguments

    /// The repository this page shows.
    private let repository: Repository
    /// A word to mark in the description when the user came from a search.
    private let highlight: String?

    // MARK: - Init

    init(repository: Repository, highlight: String?) {
        self.repository = repository
        self.highlight = highlight

        // TODO: derive every output from the inputs; all bindings live here.
        self.title = .empty()
        self.starsCount = .empty()
        self.isStarred = .empty()
        self.webPage = .empty()
        self.didClose = .empty()
    }
}

// MARK: - Conformances

extension RepositoryDetailViewModel:
    RepositoryDetailViewModelType,
    RepositoryDetailViewModelInputsType,
    RepositoryDetailViewModelOutputsType
{}
