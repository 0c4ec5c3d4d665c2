// Created by scaffold from Specs/Trending.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxFlow
import RxRelay
import RxSwift

/// Lists the trending repositories.
final class TrendingViewModel: ViewModelType {
    /// Keeps the bindings of the route steps to `steps` alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Steps

    /// What the view model asks TrendingFlow to show: RxFlow's `Stepper` requirement.
    let steps = PublishRelay<Step>()

    // MARK: - Transform

    func transform(input: Input) -> Output {
        // TODO: derive every output from the input; all bindings live here.
        let openRepository: Driver<Repository> = .empty()
        let didClose: Driver<Void> = .empty()

        // `tapSignIn` steps to SignIn (a route of the spec).
        input.tapSignIn.asObservable()
            .map { _ in AppStep.signIn }
            .bind(to: steps)
            .disposed(by: disposeBag)

        // `openRepository` steps to RepositoryDetail (a route of the spec), whether or not the screen shows it.
        openRepository.asObservable()
            .map { value in AppStep.repositoryDetail(repository: value, highlight: nil) }
            .bind(to: steps)
            .disposed(by: disposeBag)

        // `didClose` ends the scene as `closed`: TrendingFlow hands the step on.
        didClose.asObservable()
            .map { _ in AppStep.trendingFinished(.closed) }
            .bind(to: steps)
            .disposed(by: disposeBag)

        return Output(
            repositories: .empty(),
            openRepository: openRepository,
            didClose: didClose
        )
    }
}
