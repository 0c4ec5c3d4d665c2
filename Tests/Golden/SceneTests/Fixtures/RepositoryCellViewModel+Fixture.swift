// Created by scaffold. This file is yours: scaffold never overwrites it.

@testable import App

extension RepositoryCellViewModel {
    /// The `RepositoryCellViewModel` the generated tests use; change it as they need.
    static func fixture() throws -> RepositoryCellViewModel {
        try RepositoryCellViewModel(repository: Repository.fixture())
    }
}
