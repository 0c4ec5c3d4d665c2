/// What the app's declaration of a method says that a spec's method cannot: its effects, generics, `static` and
/// isolation, all of which its mock repeats to satisfy the requirement. Only methods read from `appCode` have one.
public struct AppMethodShape: Equatable, Sendable {
    /// How the method throws.
    public enum Throwing: Equatable, Sendable {
        /// `throws`.
        case untyped
        /// `throws(PriceError)`.
        case typed(SwiftType)
    }

    public var isAsync: Bool
    /// Nil for a method that does not throw.
    public var throwing: Throwing?
    /// Its generic parameters as written, constraints included: `T: Decodable`.
    public var genericParameters: [String]
    /// Its `where` clause as written; nil without one.
    public var whereClause: String?
    public var isStatic: Bool
    /// What the mock writes before `func` so that its method satisfies the requirement's isolation:
    /// `@MainActor`, `nonisolated`.
    public var isolation: [String]
    /// The name the mock's members are made from: the method's own, or for one of several methods sharing a base
    /// name, that name with its labels (`fetchId` for `fetch(id:)`), so that their members do not clash.
    public var mockedName: String

    public init(
        isAsync: Bool = false, throwing: Throwing? = nil, genericParameters: [String] = [], whereClause: String? = nil,
        isStatic: Bool = false, isolation: [String] = [], mockedName: String
    ) {
        self.isAsync = isAsync
        self.throwing = throwing
        self.genericParameters = genericParameters
        self.whereClause = whereClause
        self.isStatic = isStatic
        self.isolation = isolation
        self.mockedName = mockedName
    }

    /// The names its generic parameters declare: `T` of `T: Decodable`.
    public var genericParameterNames: Set<String> {
        Set(
            genericParameters.map { parameter in
                String(parameter.prefix { $0 != ":" && $0 != " " })
            })
    }

    /// `<T: Decodable>`, or nothing for a method that is not generic.
    public var genericClause: String {
        genericParameters.isEmpty ? "" : "<" + genericParameters.joined(separator: ", ") + ">"
    }

    /// ` async throws`, what follows the parameter list: the effects as the requirement spells them.
    public var effects: String {
        var text = isAsync ? " async" : ""
        switch throwing {
        case nil: break
        case .untyped: text += " throws"
        case .typed(let error): text += " throws(\(error))"
        }
        return text
    }
}
