/// Problems with the app's own Swift (`appCode` in `scaffold.yml`) and the app protocols read from it, each with
/// the message the user reads.
public enum AppCodeProblem: Hashable, Sendable, CustomStringConvertible {
    /// Why a protocol or one of its members cannot be mocked yet, as the end of a sentence.
    public enum Unsupported: Error, Hashable, Sendable, CustomStringConvertible {
        case conditional
        case associatedType
        case property
        case initializer
        case `subscript`
        case attribute(String)
        case modifier(String)
        case variadicParameter(String)
        case inoutParameter(String)
        case nonEscapingClosure(String)
        case unreadableParameterType(String, type: String)
        case unreadableReturnType(String)
        case mentionsSelf
        case overload(String)
        case primaryAssociatedTypes
        case whereClause
        case inheritsClass(String)
        case rethrowing
        case unreadableThrownType(String)
        case effectfulProperty
        case inferredPropertyType
        case unreadablePropertyType(String)

        public var description: String {
            switch self {
            case .conditional: return "it is declared inside '#if'"
            case .associatedType: return "it is an associated type"
            case .property: return "it is a property"
            case .initializer: return "it is an initializer"
            case .subscript: return "it is a subscript"
            case .attribute(let attribute): return "it has the attribute '\(DisplayText.escaped(attribute))'"
            case .modifier(let modifier): return "it is '\(DisplayText.escaped(modifier))'"
            case .variadicParameter(let name): return "its parameter '\(DisplayText.escaped(name))' is variadic"
            case .inoutParameter(let name): return "its parameter '\(DisplayText.escaped(name))' is 'inout'"
            case .nonEscapingClosure(let name):
                return "its parameter '\(DisplayText.escaped(name))' is a closure that is not '@escaping', which "
                    + "the mock keeps"
            case .unreadableParameterType(let name, let type):
                return "its parameter '\(DisplayText.escaped(name))' has the type '\(DisplayText.escaped(type))', "
                    + "which scaffold does not read yet"
            case .unreadableReturnType(let type):
                return "it returns '\(DisplayText.escaped(type))', which scaffold does not read yet"
            case .mentionsSelf: return "its signature mentions 'Self'"
            case .overload(let name):
                return "another method of the protocol is named '\(DisplayText.escaped(name))' too, with the same "
                    + "labels and types, and the mock's members for the two would clash"
            case .primaryAssociatedTypes: return "it has primary associated types"
            case .whereClause: return "it has a 'where' clause"
            case .inheritsClass(let name): return "it requires the class '\(DisplayText.escaped(name))'"
            case .rethrowing: return "it is 'rethrows'"
            case .unreadableThrownType(let type):
                return "it throws '\(DisplayText.escaped(type))', which scaffold does not read yet"
            case .effectfulProperty: return "its getter is 'async' or 'throws'"
            case .inferredPropertyType:
                return "it has no type written, and its initial value is not a literal or a type's initializer, so "
                    + "the mock cannot declare one"
            case .unreadablePropertyType(let type):
                return "it has the type '\(DisplayText.escaped(type))', which scaffold does not read yet"
            }
        }
    }

    // The patterns
    case emptyPattern
    case absolutePattern(String)
    case patternMatchesNothing(String)

    // Reading the files
    case fileLeftOut(String)
    case symbolicLinkNotFollowed(String)
    case doesNotParse(String)
    case tooManyFiles(limit: Int)
    case tooManyBytes(limit: Int)
    case tooManyEntries(limit: Int)

    // App protocols read from the files
    case protocolNotFound(String, patterns: [String])
    case declaredMoreThanOnce(String)
    case notAProtocol(String, kind: String)
    case inheritedProtocolNotFound(String, inherited: String, entry: String)
    case protocolNotSupported(String, reason: Unsupported, entry: String)
    case memberNotSupported(String, protocol: String, reason: Unsupported, entry: String)
    case classNotExtractable(String, reason: String)
    case memberLeftOut(String, class: String, protocol: String, reason: Unsupported)

    // The app's own support types (`supportTypes`, `baseCoordinator` with `generate: false`)
    case supportTypeNotFound(String, key: String, patterns: [String])
    case supportTypeOfWrongKind(String, kind: String, expected: String)
    /// A member generated code needs, how it uses it, and what to change where the type has it in another shape.
    case supportTypeLacks(String, member: String, usage: String, advice: String? = nil)
    /// A property the app's view model protocol requires that generated view models do not declare, as written.
    case supportTypeRequiresProperty(String, requirement: String)
    case baseClassInitNotCallable(String, scene: String, initializer: String, missing: String)
    /// A view model that holds its coordinator in `property`, which its base class declares already.
    case baseClassDeclaresCoordinatorProperty(String, property: String, scene: String)
    case concreteService(ConcreteServiceProblem)
    /// A type the app declares that scaffold also writes once for the project, `by` the choice that makes it, in
    /// `file`.
    case declaresGeneratedType(String, by: String, file: String)

    public var description: String {
        switch self {
        case .emptyPattern:
            return "'appCode' lists an empty path; name a folder or a pattern such as 'App/**/*.swift'"
        case .absolutePattern(let pattern):
            return "'\(DisplayText.escaped(pattern))' is an absolute path; 'appCode' lists paths relative to the "
                + "project folder"
        case .patternMatchesNothing(let pattern):
            return "'\(DisplayText.escaped(pattern))' matches no Swift file; correct it or remove it from 'appCode'"
        case .fileLeftOut(let reason):
            return "\(reason); the run goes on without it"
        case .symbolicLinkNotFollowed(let path):
            return "'\(DisplayText.escaped(path))' is a symbolic link, which 'appCode' does not follow; list the "
                + "files it leads to, when they are inside the project"
        case .doesNotParse(let detail):
            return "this Swift does not parse (\(detail)); declarations with errors are left out of 'appCode'"
        case .tooManyFiles(let limit):
            return "'appCode' matches more than \(limit) Swift files; list only the folders that declare what "
                + "scaffold reads"
        case .tooManyBytes(let limit):
            return "the Swift files 'appCode' matches hold more than \(limit >> 20) MiB; list only the folders that "
                + "declare what scaffold reads"
        case .tooManyEntries(let limit):
            return "the folders 'appCode' searches hold more than \(limit) entries; list only the folders that "
                + "declare what scaffold reads"
        case .protocolNotFound(let name, let patterns):
            return
                "no protocol '\(name)' is declared in 'appCode' (\(patterns.map(DisplayText.escaped).joined(separator: ", "))); "
                + "declare it in a file 'appCode' lists, or list its methods under 'methods:'"
        case .declaredMoreThanOnce(let name):
            return "'\(name)' is declared more than once in 'appCode'; leave one of the files out of 'appCode', or "
                + "list its methods under 'methods:'"
        case .notAProtocol(let name, let kind):
            return "'\(name)' is \(kind) in 'appCode'; 'appServices' lists protocols, whose mocks scaffold writes, "
                + "and classes, whose protocol and mock it writes; write '\(name): {concrete: true}' to have view "
                + "models hold a class or struct as it is"
        case .inheritedProtocolNotFound(let name, let inherited, let entry):
            return "protocol '\(name)' inherits '\(DisplayText.escaped(inherited))', which 'appCode' does not "
                + "declare, so a mock cannot implement what it requires; \(Self.advice(entry))"
        case .protocolNotSupported(let name, let reason, let entry):
            return "protocol '\(name)' cannot be mocked yet: \(reason); \(Self.advice(entry))"
        case .memberNotSupported(let member, let name, let reason, let entry):
            return "'\(DisplayText.escaped(member))' of protocol '\(name)' cannot be mocked yet: \(reason); "
                + Self.advice(entry)
        case .classNotExtractable(let name, let reason):
            return "scaffold cannot extract a protocol from class '\(name)': \(reason); declare the protocol its view "
                + "models need and list that under 'appServices'"
        case .supportTypeNotFound(let name, let key, let patterns):
            return
                "'\(name)' is not declared in 'appCode' (\(patterns.map(DisplayText.escaped).joined(separator: ", "))); "
                + "declare it in a file 'appCode' lists, or remove '\(key)' so that scaffold writes its own"
        case .supportTypeOfWrongKind(let name, let kind, let expected):
            return "'\(name)' is \(kind) in 'appCode', but generated code needs \(expected)"
        case .supportTypeLacks(let name, let member, let usage, let advice):
            return "'\(name)' lacks \(member), which generated code calls as '\(DisplayText.escaped(usage))'"
                + (advice.map { "; \(DisplayText.escaped($0))" } ?? "")
        case .supportTypeRequiresProperty(let name, let requirement):
            return "'\(name)' requires '\(DisplayText.escaped(requirement))', which generated view models do not "
                + "declare: they keep their bindings in 'var disposeBag: DisposeBag'; require that instead, give the "
                + "property a default in an extension of '\(name)', or declare it in the view models' base class"
        case .baseClassInitNotCallable(let baseClass, let scene, let initializer, let missing):
            return
                "the view model of '\(scene)' cannot call '\(initializer)' of its base class '\(baseClass)': it takes "
                + "'\(DisplayText.escaped(missing))', which '\(scene)' does not depend on; list that service under "
                + "'dependencies', or write the call as 'superInit'"
        case .baseClassDeclaresCoordinatorProperty(let baseClass, let property, let scene):
            return "the view model of '\(scene)' holds its coordinator in '\(property)', which its base class "
                + "'\(baseClass)' declares already, so it cannot declare its own of the coordinator's type; name it "
                + "otherwise with 'names: {coordinatorProperty: ...}', or remove '\(property)' from '\(baseClass)'"
        case .declaresGeneratedType(let name, let choice, let file):
            return "the app declares '\(name)', which scaffold writes for \(choice) in '\(file)', and one module "
                + "cannot declare it twice; rename the app's '\(name)' (generated code declares and uses its own), "
                + "or choose another 'navigation'"
        case .concreteService(let problem):
            return problem.description
        case .memberLeftOut(let member, let name, let extracted, let reason):
            return "'\(DisplayText.escaped(member))' of class '\(name)' is left out of '\(extracted)', so view models "
                + "cannot call it through the protocol: \(reason)"
        }
    }

    /// What to do about a protocol that cannot be read: write its mock's methods in the config, as before `appCode`.
    private static func advice(_ entry: String) -> String {
        "list the methods the mock of '\(entry)' should have under its 'methods:' in 'appServices'"
    }
}
