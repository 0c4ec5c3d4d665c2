/// One file a run produces, before it is written or compared.
public struct OutputFile: Hashable, Sendable {
    /// Who owns a file once it exists.
    public enum Kind: String, Hashable, Sendable {
        /// Rewritten on every run; never edited by hand; checked for being current.
        case generated
        /// Written once for a person to fill in; never overwritten without `--force`.
        case skeleton
    }

    /// Path relative to the project folder, with `/` separators.
    public var path: String
    public var contents: String
    public var kind: Kind
    /// The project-relative folder this file must stay inside (the output or tests root).
    public var root: String
    /// The project-relative spec this file comes from; nil for files shared by all scenes.
    public var spec: String?
    /// Other project-relative inputs whose contents shaped this file: route targets' specs, the app's Swift an app
    /// protocol's mock was read from.
    public var dependencies: [String]
    /// Whether the skeleton declares the type that conforms to a generated contract (the view model, a service,
    /// the coordinator), so the app does not compile while it lacks one of the contract's members.
    public var fulfilsContract: Bool

    public init(
        path: String, contents: String, kind: Kind, root: String, spec: String?, dependencies: [String] = [],
        fulfilsContract: Bool = false
    ) {
        self.path = path
        self.contents = contents
        self.kind = kind
        self.root = root
        self.spec = spec
        self.dependencies = dependencies
        self.fulfilsContract = fulfilsContract
    }
}
