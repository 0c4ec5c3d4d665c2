// Created by scaffold from Specs/ReviewReport.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Does the work the ReviewReport view model asks for: network, storage, formatting.
struct ReviewReportService: ReviewReportServiceType {
    func report(reviewID: Int, reason: String) -> Single<Void> {
        // TODO: implement `report`.
        .error(NotImplemented("ReviewReportService.report(reviewID:reason:)"))
    }
}
