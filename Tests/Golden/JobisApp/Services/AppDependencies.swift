// Created by scaffold. This file is yours: scaffold merges new services into it and never overwrites it.

/// Creates the app's one instance of every shared service. Make one when the app starts and pass it to
/// the first coordinator; each coordinator hands it on to the scenes it starts.
final class AppDependencies: AppServices {
    let fetchCompanyInfoDetailUseCase: FetchCompanyInfoDetailUseCase
    let fetchLaunchesUseCase: FetchLaunchesUseCase
    let fetchReviewListUseCase: FetchReviewListUseCase

    /// Takes the services the app had before scaffold, which it creates itself.
    init(
        fetchCompanyInfoDetailUseCase: FetchCompanyInfoDetailUseCase,
        fetchLaunchesUseCase: FetchLaunchesUseCase,
        fetchReviewListUseCase: FetchReviewListUseCase
    ) {
        self.fetchCompanyInfoDetailUseCase = fetchCompanyInfoDetailUseCase
        self.fetchLaunchesUseCase = fetchLaunchesUseCase
        self.fetchReviewListUseCase = fetchReviewListUseCase
    }
}
