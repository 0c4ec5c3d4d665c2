/// The access level of what a scene declares for other modules to use (`conventions: {access: public}`), for apps
/// whose scenes live in a module of their own, read by a flow or coordinator module.
public enum AccessLevel: String, CaseIterable, Hashable, Sendable {
    /// Everything internal, as scaffold writes it for one app module.
    case `internal`
    /// The view model, its `Input` and `Output` and their fields, `transform`, `steps`, `init`, the spec's members,
    /// the service protocol and class, the result and step enums, the flow and the view controller are `public`;
    /// private members, mocks and tests stay as they are.
    case `public`

    /// The modifier and a space, to write before a declaration: `public `, or nothing for `internal`.
    public var modifier: String { self == .public ? "public " : "" }
}
