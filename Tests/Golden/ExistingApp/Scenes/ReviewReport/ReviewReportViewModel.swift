// Created by scaffold from Specs/ReviewReport.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Reports a review that breaks the rules.
final class ReviewReportViewModel: BaseViewModel {
    var inputs: any ReviewReportViewModelInputsType { self }
    var outputs: any ReviewReportViewModelOutputsType { self }

    // MARK: - Inputs

    let send = PublishSubject<Void>()

    // MARK: - Outputs

    let didSend: Observable<Void>

    // MARK: - Arguments

    private let reviewID: Int
    /// Why the review breaks the rules.
    private let reason: String

    // MARK: - Dependencies

    private let imageCache: any ImageCacheType
    private let reviewReportService: any ReviewReportServiceType

    // MARK: - Init

    init(
        _ catalogRepository: any CatalogRepository,
        cache imageCache: any ImageCacheType,
        reporter reviewReportService: any ReviewReportServiceType = ReviewReportService(),
        for reviewID: Int,
        _ reason: String = "spam"
    ) {
        self.reviewID = reviewID
        self.reason = reason
        self.imageCache = imageCache
        self.reviewReportService = reviewReportService

        // TODO: derive every output from the inputs and reviewReportService; all bindings live here.
        self.didSend = .empty()

        super.init(repository: catalogRepository)
    }
}

// MARK: - Conformances

extension ReviewReportViewModel:
    ReviewReportViewModelType,
    ReviewReportViewModelInputsType,
    ReviewReportViewModelOutputsType
{}
