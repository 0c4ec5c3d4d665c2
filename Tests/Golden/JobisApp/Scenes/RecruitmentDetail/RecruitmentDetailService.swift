// Created by scaffold from Specs/RecruitmentDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Does the work the RecruitmentDetail view model asks for: network, storage, formatting.
public struct RecruitmentDetailService: RecruitmentDetailServiceType {
    public init() {}

    public func fetchRecruitmentDetail(id: Int) -> Single<RecruitmentDetailEntity> {
        // TODO: implement `fetchRecruitmentDetail`.
        .error(NotImplemented("RecruitmentDetailService.fetchRecruitmentDetail(id:)"))
    }

    public func bookmark(id: Int) -> Single<Void> {
        // TODO: implement `bookmark`.
        .error(NotImplemented("RecruitmentDetailService.bookmark(id:)"))
    }
}
