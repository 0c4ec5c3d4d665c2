// Created by scaffold. Yours to edit: scaffold only merges spec changes into it.

@testable import App

extension RepositoryCellViewModel {
    /// The `RepositoryCellViewModel` the generated tests use; change it as they need.
    static func fixture() throws -> RepositoryCellViewModel {
        try RepositoryCellViewModel(repository: Repository.fixture())
    }
}
