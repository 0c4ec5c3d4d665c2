/// A scene written by hand, without a spec, that routes may start: one entry of `externalScenes:` in
/// `scaffold.yml`.
///
/// The app must declare its coordinator as a subclass of the project's base coordinator class with
/// `result` as its result type, and give it `init(rootViewController: UIViewController)`, followed by one
/// labelled parameter per declared argument.
public struct ExternalSceneSpec: Equatable, Sendable {
    /// The scene's name, the key of its entry.
    public var name: Located<String>
    /// The coordinator class as written; nil for the default `<Scene>Coordinator`.
    public var coordinator: Located<String>?
    /// The result type as written; nil for `Void`.
    public var result: Located<SwiftType>?
    /// What its coordinator's `init` takes after `rootViewController`, in order.
    public var arguments: [MemberSpec]

    public init(
        name: Located<String>, coordinator: Located<String>? = nil, result: Located<SwiftType>? = nil,
        arguments: [MemberSpec] = []
    ) {
        self.name = name
        self.coordinator = coordinator
        self.result = result
        self.arguments = arguments
    }

    /// The class a route to this scene starts: `AppSettingsFlow`, or `SettingsCoordinator` by default.
    public var coordinatorName: String {
        // Whatever the project's naming: the app wrote this class before scaffold, and `coordinator:` names it.
        coordinator?.value ?? NamingTableBuilder.coordinator(ofScene: name.value, naming: Naming())
    }

    /// What the scene finishes with: the declared type, or `Void`.
    public var resultType: SwiftType {
        result?.value ?? .void
    }
}
