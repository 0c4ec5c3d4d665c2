// Created by scaffold from Specs/CompanyDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Does the work the CompanyDetail view model asks for: network, storage, formatting.
public struct CompanyDetailService: CompanyDetailServiceType {
    public init() {}

    public func fetchCompanyInfoDetail(id: Int) -> Single<CompanyInfoDetailEntity> {
        // TODO: implement `fetchCompanyInfoDetail`.
        .error(NotImplemented("CompanyDetailService.fetchCompanyInfoDetail(id:)"))
    }

    public func fetchReviewList(id: Int) -> Single<[ReviewEntity]> {
        // TODO: implement `fetchReviewList`.
        .error(NotImplemented("CompanyDetailService.fetchReviewList(id:)"))
    }
}
