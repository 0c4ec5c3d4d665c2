// Created by scaffold from Specs/Apply.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxFlow
import RxRelay
import RxSwift

/// Applies to a recruitment.
public final class ApplyViewModel: BaseViewModel {
    // MARK: - Arguments

    private let id: Int
    private let name: String

    /// Keeps the bindings of the route steps to `steps` alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Steps

    /// What the view model asks ApplyFlow to show: RxFlow's `Stepper` requirement.
    public let steps = PublishRelay<Step>()

    // MARK: - Init

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    // MARK: - Transform

    public func transform(_ input: Input) -> Output {
        // TODO: derive every output from the input; all bindings live here.
        let didApply: Driver<Void> = .empty()

        // `didApply` ends the scene as `popToRecruitmentDetail`: ApplyFlow hands the step on.
        didApply.asObservable()
            .map { _ in ApplyStep.popToRecruitmentDetail }
            .bind(to: steps)
            .disposed(by: disposeBag)

        return Output(
            didApply: didApply
        )
    }
}
