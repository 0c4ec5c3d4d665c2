/// The members a mock declares for one mocked method or route.
public struct MockMembers: Sendable, Equatable {
    /// The mocked method: `login`.
    public var method: String
    /// Whether the mock keeps each call's arguments (`loginCalls`) besides counting calls (`loginCallCount`).
    public var recordsArguments: Bool
    /// What the mock's method writes on each call: `loginCalls`, or `loginCallCount` for a method without arguments.
    public var recorder: String
    /// `loginCallCount`, the number of calls, which every mocked method has: stored, or read from `recorder`.
    public var counter: String
    /// `loginResult`, the answer a test sets.
    public var result: String

    public init(method: String, recordsArguments: Bool, recorder: String, counter: String, result: String) {
        self.method = method
        self.recordsArguments = recordsArguments
        self.recorder = recorder
        self.counter = counter
        self.result = result
    }
}
