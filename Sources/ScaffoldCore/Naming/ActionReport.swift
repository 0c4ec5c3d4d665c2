/// What the generated test records of each action, each in an observer of its own, in this order.
public enum ActionReport: String, CaseIterable, Hashable, Sendable {
    case executing
    case elements
    case errors
}
