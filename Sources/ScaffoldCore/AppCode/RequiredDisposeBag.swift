/// The `disposeBag` property the app's view model protocol (`supportTypes: {viewModelType:}`) requires of every
/// view model, as in `protocol ViewModelType { var disposeBag: DisposeBag { get set } }`: generated view models
/// declare it, not private, and keep their own bindings in it.
public enum RequiredDisposeBag: Equatable, Sendable {
    /// `{ get }`: a `let` satisfies it.
    case gettable
    /// `{ get set }`: only a `var` satisfies it.
    case settable

    /// The name and type generated view models can satisfy a property requirement of.
    public static let name = "disposeBag"

    /// What the protocol `declaration` requires of the bag; nil when it requires no `disposeBag: DisposeBag`.
    public init?(requirementsOf declaration: AppDeclaration) {
        for member in declaration.members where Self.isSatisfiable(member) {
            guard case .property(let property) = member.kind else { continue }
            self = property.isSettable ? .settable : .gettable
            return
        }
        return nil
    }

    /// Whether `member` of the protocol is the bag generated view models declare: `var disposeBag: DisposeBag`.
    public static func isSatisfiable(_ member: AppMember) -> Bool {
        guard member.name == name, !member.isStatic, case .property(let property) = member.kind,
            let type = property.type, !property.hasEffects
        else { return false }
        return SupportTypeChecker.stripped(type.value) == "DisposeBag"
    }

    /// `var` for `{ get set }`, `let` for `{ get }`.
    public var keyword: String {
        self == .settable ? "var" : "let"
    }
}
