/// What the app's Swift (`appCode`) says of a view model base class that generated view models must respect: the
/// dispose bag it already holds and the initializers its subclasses call.
public struct AppBaseClassShape: Equatable, Sendable {
    /// Whether it declares a `disposeBag` property its subclasses can use.
    public var holdsDisposeBag: Bool
    /// One initializer a subclass may call.
    public struct Initializer: Equatable, Sendable {
        public var parameters: [AppMember.Parameter]
        /// Where `init` is written.
        public var location: SourceLocation

        public init(parameters: [AppMember.Parameter], location: SourceLocation) {
            self.parameters = parameters
            self.location = location
        }

        /// `init(repository:)`: the initializer as Swift names it in prose.
        public var reference: String {
            "init(" + parameters.map { "\($0.label):" }.joined() + ")"
        }
    }

    /// Each initializer a subclass may call, in the order written; empty when it declares none, which means it
    /// inherits or synthesises `init()`.
    public var initializers: [Initializer]

    /// The names of the properties its subclasses see, which a view model inherits rather than declares again.
    public var properties: Set<String> = []

    public init(holdsDisposeBag: Bool = false, initializers: [Initializer] = [], properties: Set<String> = []) {
        self.holdsDisposeBag = holdsDisposeBag
        self.initializers = initializers
        self.properties = properties
    }

    /// The shape of the class `declaration`: private members are not its subclasses' to use.
    public init(_ declaration: AppDeclaration) {
        let visible = declaration.members.filter {
            !$0.modifiers.contains("private") && !$0.modifiers.contains("fileprivate") && !$0.isStatic
        }
        holdsDisposeBag = visible.contains { member in
            guard member.name == "disposeBag", case .property = member.kind else { return false }
            return true
        }
        properties = Set(
            visible.compactMap { member in
                guard case .property = member.kind else { return nil }
                return member.name
            })
        initializers = visible.compactMap { member in
            guard case .initializer(let parameters) = member.kind, !member.modifiers.contains("convenience") else {
                return nil
            }
            return Initializer(parameters: parameters, location: member.location)
        }
    }
}
