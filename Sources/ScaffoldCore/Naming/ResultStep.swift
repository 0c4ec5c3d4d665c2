/// A case of a step enum with which a scene ends (`navigation: rxflow`).
public struct ResultStep: Sendable, Equatable {
    /// The case's name: `signInFinished`, or `popIsRequired`.
    public var name: String
    /// The result case the step stands for, whose value it carries; nil when the step carries the whole result, one
    /// step for every case.
    public var resultCase: ResultCaseSpec?

    public init(name: String, resultCase: ResultCaseSpec?) {
        self.name = name
        self.resultCase = resultCase
    }
}
