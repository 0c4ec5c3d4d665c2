/// A company's profile, as the domain module hands it to the presentation module.
public struct CompanyInfoDetailEntity: Equatable {
    public var name: String
    public var summary: String

    public init(name: String, summary: String) {
        self.name = name
        self.summary = summary
    }
}

/// One interview review of a company.
public struct ReviewEntity: Equatable {
    public var reviewID: Int
    public var writer: String

    public init(reviewID: Int, writer: String) {
        self.reviewID = reviewID
        self.writer = writer
    }
}

/// A recruitment's detail.
public struct RecruitmentDetailEntity: Equatable {
    public var recruitmentID: Int
    public var companyID: Int
    public var companyName: String

    public init(recruitmentID: Int, companyID: Int, companyName: String) {
        self.recruitmentID = recruitmentID
        self.companyID = companyID
        self.companyName = companyName
    }
}
