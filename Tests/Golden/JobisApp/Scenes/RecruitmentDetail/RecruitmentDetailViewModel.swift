// Created by scaffold from Specs/RecruitmentDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxFlow
import RxRelay
import RxSwift

/// Shows one recruitment.
public final class RecruitmentDetailViewModel: BaseViewModel {
    // MARK: - Arguments

    private let id: Int

    // MARK: - Dependencies

    private let recruitmentDetailService: any RecruitmentDetailServiceType

    /// Keeps the bindings into the output relays, and those of the route steps to `steps`, alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Steps

    /// What the view model asks RecruitmentDetailFlow to show: RxFlow's `Stepper` requirement.
    public let steps = PublishRelay<Step>()

    // MARK: - Init

    public init(id: Int, recruitmentDetailService: any RecruitmentDetailServiceType = RecruitmentDetailService()) {
        self.id = id
        self.recruitmentDetailService = recruitmentDetailService
    }

    // MARK: - Transform

    public func transform(_ input: Input) -> Output {
        let recruitmentDetailEntity = PublishRelay<RecruitmentDetailEntity>()
        // TODO: derive every output from the input and recruitmentDetailService; all bindings live here.
        // TODO: bind what `recruitmentDetailEntity` holds into it: `.bind(to: recruitmentDetailEntity).disposed(by: disposeBag)`.
        let openCompanyDetail: Driver<Int> = .empty()
        let openApply: Driver<(id: Int, name: String)> = .empty()

        // `openCompanyDetail` steps to CompanyDetail (a route of the spec), whether or not the screen shows it.
        openCompanyDetail.asObservable()
            .map { value in RecruitmentDetailStep.companyDetailIsRequired(companyID: value, recruitmentID: nil) }
            .bind(to: steps)
            .disposed(by: disposeBag)

        // `openApply` steps to Apply (a route of the spec), whether or not the screen shows it.
        openApply.asObservable()
            .map { value in RecruitmentDetailStep.applyIsRequired(id: value.id, name: value.name) }
            .bind(to: steps)
            .disposed(by: disposeBag)

        return Output(
            recruitmentDetailEntity: recruitmentDetailEntity,
            openCompanyDetail: openCompanyDetail,
            openApply: openApply
        )
    }
}
