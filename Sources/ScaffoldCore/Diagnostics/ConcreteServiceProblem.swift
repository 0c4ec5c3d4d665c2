/// What is wrong with an `appServices` entry held as the app's class or struct itself (`concrete: true`), or with a
/// view model base class whose `init` takes an app class that is not held so.
public enum ConcreteServiceProblem: Hashable, Sendable, CustomStringConvertible {
    case listsMethods(String)
    case isAProtocol(String)
    case notFound(String, patterns: [String])
    case notMadeWithoutArguments(String)
    /// Tests cannot write `name()` for `reason`, a phrase after "but": `its stored property 'id' has no value`.
    case notMadeByTests(String, reason: String, fix: String)
    case notAClassOrStruct(String, kind: String)
    case baseClassTakesExtractedClass(String, initializer: String, baseClass: String, extracted: String)

    public var description: String {
        switch self {
        case .listsMethods(let name):
            return "'\(name)' is held as it is ('concrete: true'), so scaffold writes no mock and its 'methods' would "
                + "go unused; remove 'methods', or remove 'concrete: true' so that scaffold extracts a protocol to mock"
        case .isAProtocol(let name):
            return "'concrete: true' holds '\(name)' as it is, but 'appCode' declares it as a protocol, which view "
                + "models hold as 'any \(name)'; remove 'concrete: true'"
        case .notFound(let name, let patterns):
            return "no class or struct '\(name)' is declared in 'appCode' "
                + "(\(patterns.map(DisplayText.escaped).joined(separator: ", "))); declare it in a file 'appCode' "
                + "lists, or remove 'concrete: true'"
        case .notMadeWithoutArguments(let name):
            return
                "generated tests make '\(name)' as '\(name)()', but no 'init' it declares can be called without arguments "
                + "(each takes arguments, is private, failable or isolated to the main actor); give "
                + "'\(name)' an 'init' whose parameters all have default values, or set 'tests: none'"
        case .notMadeByTests(let name, let reason, let fix):
            return "generated tests make '\(name)' as '\(name)()', but \(reason); \(fix), or set 'tests: none'"
        case .notAClassOrStruct(let name, let kind):
            return "'concrete: true' holds a class or struct as it is, but 'appCode' declares '\(name)' as \(kind); "
                + "list a class or struct, or remove 'concrete: true' and list a protocol"
        case .baseClassTakesExtractedClass(let name, let initializer, let baseClass, let extracted):
            return "'\(initializer)' of the view model base class '\(baseClass)' takes the class '\(name)' itself, but "
                + "view models hold an 'appServices' class as the protocol scaffold extracts from it, '\(extracted)', "
                + "which that 'init' cannot take; write '\(name): {concrete: true}' under 'appServices' so that view "
                + "models hold '\(name)' as it is"
        }
    }
}
