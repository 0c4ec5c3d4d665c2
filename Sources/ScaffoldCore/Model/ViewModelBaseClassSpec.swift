/// The class generated view models subclass: `viewModelBaseClass:` in `scaffold.yml` or in a spec, which
/// overrides the project's. Without one, a view model subclasses nothing.
public struct ViewModelBaseClassSpec: Equatable, Sendable {
    /// The class name, such as `NSObject` or the app's own `ViewModel`.
    public var name: Located<String>
    /// The call that ends every generated `init`, such as `super.init(provider: swiftHubAPI)`; nil when not
    /// written, which means `super.init()`.
    public var superInit: Located<String>?
    /// Shared or app services every view model of this base class takes in `init`, for `superInit` to pass on;
    /// a scene receives them as if it listed them under `dependencies`.
    public var dependencies: [Located<String>]
    /// What the app's declaration of the class says, when `appCode` declares it; nil otherwise.
    public var appShape: AppBaseClassShape? = nil

    public init(name: Located<String>, superInit: Located<String>? = nil, dependencies: [Located<String>] = []) {
        self.name = name
        self.superInit = superInit
        self.dependencies = dependencies
    }

    /// What `superInit` means when not written.
    public static let defaultSuperInit = "super.init()"

    /// The call that ends every generated `init`.
    public var superInitCall: String {
        superInit?.value ?? Self.defaultSuperInit
    }
}
