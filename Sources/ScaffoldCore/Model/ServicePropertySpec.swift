/// A property of an app protocol, read from its declaration in `appCode`: `var currency: String { get set }`.
/// Its mock stores it, so a test sets what the view model reads.
public struct ServicePropertySpec: Equatable, Sendable {
    public var name: Located<String>
    public var type: Located<SwiftType>
    /// `{ get set }`: the mock's property must be settable from outside, as every mock property is.
    public var isSettable: Bool
    public var isStatic: Bool
    /// What the mock writes before `var` to satisfy the requirement's isolation: `@MainActor`, `nonisolated`.
    public var isolation: [String]

    public init(
        name: Located<String>, type: Located<SwiftType>, isSettable: Bool, isStatic: Bool = false,
        isolation: [String] = []
    ) {
        self.name = name
        self.type = type
        self.isSettable = isSettable
        self.isStatic = isStatic
        self.isolation = isolation
    }
}
