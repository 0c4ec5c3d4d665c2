import RxSwift

/// The app's base view model, written before scaffold: it holds the dispose bag its subclasses subscribe side
/// effects to, and the repository every screen reads. Generated view models pass the repository to its `init` and
/// keep no second copy of either.
class BaseViewModel {
    let disposeBag = DisposeBag()
    let repository: any CatalogRepository

    init(repository: any CatalogRepository) {
        self.repository = repository
    }
}
