// Created by scaffold from Specs/Article.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// One article; the first scene moved to scaffold's own names, while the rest of the app keeps its own.
final class ArticleViewModel {
    var inputs: any ArticleViewModelInputsType { self }
    var outputs: any ArticleViewModelOutputsType { self }

    // MARK: - Inputs

    let close = PublishSubject<Void>()

    // MARK: - Outputs

    let title: Observable<String>
    let closed: Observable<Void>

    // MARK: - Arguments

    private let articleID: String

    // MARK: - Init

    init(articleID: String) {
        self.articleID = articleID

        // TODO: derive every output from the inputs; all bindings live here.
        self.title = .empty()
        self.closed = .empty()
    }
}

// MARK: - Conformances

extension ArticleViewModel:
    ArticleViewModelType,
    ArticleViewModelInputsType,
    ArticleViewModelOutputsType
{}
