/// What is wrong with an `appServices` entry held as the app's class or struct itself (`concrete: true`), or with a
/// view model base class whose `init` takes an app class that is not held so.
public enum ConcreteServiceProblem: Hashable, Sendable, CustomStringConvertible {
    case listsMethods(String)
    case isAProtocol(String)
    case notFound(String, patterns: [String])
    case notMadeWithoutArguments(String)
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
            return "generated tests make '\(name)' as '\(name)()', but every 'init' it declares takes arguments; give "
                + "'\(name)' an 'init' whose parameters all have default values, or set 'tests: none'"
        case .baseClassTakesExtractedClass(let name, let initializer, let baseClass, let extracted):
            return "'\(initializer)' of the view model base class '\(baseClass)' takes the class '\(name)' itself, but "
                + "view models hold an 'appServices' class as the protocol scaffold extracts from it, '\(extracted)', "
                + "which that 'init' cannot take; write '\(name): {concrete: true}' under 'appServices' so that view "
                + "models hold '\(name)' as it is"
        }
    }
}
