// Created by scaffold from Specs/RepositoryList.yml. Yours to edit: scaffold only merges spec changes into it.

import Foundation
import RxSwift

/// Does the work the RepositoryList view model asks for: network, storage, formatting.
struct GithubService: GithubServiceType {
    func getMostPopularRepositories(language: String) -> Single<[Repository]> {
        // TODO: implement `getMostPopularRepositories`.
        .error(NotImplemented("GithubService.getMostPopularRepositories(language:)"))
    }

    func repositories(byLanguage language: String, _ page: Int) -> Single<[Repository]> {
        // TODO: implement `repositories`.
        .error(NotImplemented("GithubService.repositories(byLanguage:_:)"))
    }

    func cachedRepositories(byLanguage language: String) -> [Repository] {
        // TODO: implement `cachedRepositories`.
        []
    }
}
