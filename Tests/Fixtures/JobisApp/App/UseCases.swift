import RxSwift

/// Reads a company's profile: one of the use cases JOBIS's domain module declares public, which its view models hold
/// as they are (`appServices` with `concrete: true`).
public struct FetchCompanyInfoDetailUseCase {
    public init() {}

    public func execute(id: Int) -> Single<CompanyInfoDetailEntity> {
        .never()
    }
}

/// Reads the interview reviews of a company.
public struct FetchReviewListUseCase {
    public init() {}

    public func execute(id: Int) -> Single<[ReviewEntity]> {
        .never()
    }
}

/// Reads the launches to come, as the SpaceX app's domain declares it.
public struct FetchLaunchesUseCase {
    public init() {}

    public func execute() -> Single<[String]> {
        .never()
    }
}
