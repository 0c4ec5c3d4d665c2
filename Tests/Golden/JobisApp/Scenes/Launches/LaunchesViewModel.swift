// Created by scaffold from Specs/Launches.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxFlow
import RxRelay
import RxSwift

/// Lists the launches to come.
public final class LaunchesViewModel: BaseViewModel {
    // MARK: - Dependencies

    public typealias Dependencies = HasFetchLaunchesUseCase

    private let fetchLaunchesUseCase: FetchLaunchesUseCase

    /// Keeps the bindings of the route steps to `steps` alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Steps

    /// What the view model asks LaunchesFlow to show: RxFlow's `Stepper` requirement.
    public let steps = PublishRelay<Step>()

    // MARK: - Init

    public init(dependencies: any Dependencies) {
        self.fetchLaunchesUseCase = dependencies.fetchLaunchesUseCase
    }

    // MARK: - Transform

    public func transform(_ input: Input) -> Output {
        // TODO: derive every output from the input; all bindings live here.
        // `select` steps to CompanyDetail (a route of the spec).
        input.select.asObservable()
            .map { value in LaunchesStep.companyDetailIsRequired(companyID: value, recruitmentID: nil) }
            .bind(to: steps)
            .disposed(by: disposeBag)

        return Output(
            titles: .empty()
        )
    }
}
