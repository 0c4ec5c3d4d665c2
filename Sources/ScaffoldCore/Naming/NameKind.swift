/// Where a generated name is declared, which decides what it may clash with.
public enum NameKind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A top-level type of the app or its tests.
    case type
    /// A member of the view model.
    case viewModelMember
    /// A member of the coordinator.
    case coordinatorMember
    /// A member of the generated test case.
    case testCaseMember
    /// A member of a generated mock.
    case mockMember
    /// A file name.
    case file

    /// `type`, `view model member`, `file`: as a sentence says it.
    public var description: String {
        switch self {
        case .type: return "type"
        case .viewModelMember: return "view model member"
        case .coordinatorMember: return "coordinator member"
        case .testCaseMember: return "test case member"
        case .mockMember: return "mock member"
        case .file: return "file"
        }
    }
}
