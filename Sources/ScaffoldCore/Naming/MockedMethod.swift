/// A method a generated mock records: its members are named after it.
public enum MockedMethod: Hashable, Sendable {
    /// A method of a service, by its name.
    case serviceMethod(String)
    /// The coordinator's method of a route, by the output that fires it.
    case route(String)
    /// The coordinator's finish method of a result case, by the case.
    case finish(resultCase: String)
}
