/// The class every generated coordinator subclasses: `baseCoordinator:` in `scaffold.yml`.
///
/// By default scaffold generates it as `BaseCoordinator` in `Support/BaseCoordinator.generated.swift`.
/// An app with a coordinator base class of its own names it and turns generation off.
public struct BaseCoordinatorSpec: Equatable, Sendable {
    /// The class name; a generated base class is declared with it.
    public var name: Located<String>
    /// Whether scaffold writes the class; nil when not written, which means it does.
    public var generate: Located<Bool>?

    public init(
        name: Located<String> = Located(SceneNames.baseCoordinator, at: .startOf(ProjectConfig.fileName)),
        generate: Located<Bool>? = nil
    ) {
        self.name = name
        self.generate = generate
    }

    /// Whether scaffold writes `Support/<name>.generated.swift`.
    public var isGenerated: Bool {
        generate?.value ?? true
    }
}
