// Created by scaffold from Specs/CompanyDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxFlow
import RxRelay
import RxSwift

/// Shows a company and its interview reviews.
public final class CompanyDetailViewModel: BaseViewModel {
    // MARK: - Arguments

    public var companyID: Int?
    public var recruitmentID: Int?

    // MARK: - Dependencies

    private let fetchCompanyInfoDetailUseCase: FetchCompanyInfoDetailUseCase
    private let fetchReviewListUseCase: FetchReviewListUseCase

    /// Keeps the bindings into the output relays, and those of the route steps to `steps`, alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Steps

    /// What the view model asks CompanyDetailFlow to show: RxFlow's `Stepper` requirement.
    public let steps = PublishRelay<Step>()

    // MARK: - Init

    public init(
        fetchCompanyInfoDetailUseCase: FetchCompanyInfoDetailUseCase,
        fetchReviewListUseCase: FetchReviewListUseCase
    ) {
        self.fetchCompanyInfoDetailUseCase = fetchCompanyInfoDetailUseCase
        self.fetchReviewListUseCase = fetchReviewListUseCase
    }

    // MARK: - Transform

    public func transform(_ input: Input) -> Output {
        let companyDetailInfo = PublishRelay<CompanyInfoDetailEntity>()
        let reviewListInfo = PublishRelay<[ReviewEntity]>()
        // TODO: derive every output from the input; all bindings live here.
        // TODO: bind what `companyDetailInfo` holds into it: `.bind(to: companyDetailInfo).disposed(by: disposeBag)`.
        // TODO: bind what `reviewListInfo` holds into it: `.bind(to: reviewListInfo).disposed(by: disposeBag)`.
        // TODO: accept CompanyDetailStep.popIsRequired on steps when the scene is done.
        let openRecruitment: Driver<Int> = .empty()

        // `openRecruitment` steps to RecruitmentDetail (a route of the spec), whether or not the screen shows it.
        openRecruitment.asObservable()
            .map { value in CompanyDetailStep.recruitmentDetailIsRequired(id: value) }
            .bind(to: steps)
            .disposed(by: disposeBag)

        return Output(
            companyDetailInfo: companyDetailInfo,
            reviewListInfo: reviewListInfo,
            openRecruitment: openRecruitment
        )
    }
}
