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
