/// The members a mock declares for one mocked method or route.
public struct MockMembers: Sendable, Equatable {
    /// The mocked method: `login`.
    public var method: String
    /// Whether the mock keeps each call's arguments (`loginCalls`) or only counts calls (`loginCallCount`).
    public var recordsArguments: Bool
    /// `loginCalls` or `loginCallCount`.
    public var recorder: String
    /// `loginResult`, the answer a test sets.
    public var result: String

    public init(method: String, recordsArguments: Bool, recorder: String, result: String) {
        self.method = method
        self.recordsArguments = recordsArguments
        self.recorder = recorder
        self.result = result
    }
}
