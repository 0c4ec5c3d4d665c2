/// The name a route's method takes in the coordinator protocol or the router, written as Swift names a method:
/// `goToUserDetail` (the value passed as `_ value:`), `show(month:)`, `openDetail(_:)` or `close()`.
public struct RouteMethodName: Hashable, Sendable, CustomStringConvertible {
    /// `show` in `show(month:)`.
    public var baseName: String
    /// The argument labels in the parentheses, `_` for none (`["month"]` in `show(month:)`, `[]` in `close()`); nil
    /// when only the base name is written.
    public var labels: [String]?

    public init(baseName: String, labels: [String]? = nil) {
        self.baseName = baseName
        self.labels = labels
    }

    /// The label of the method's one parameter: nil for `_` and for a base name written alone, which takes the value
    /// as `_ value:`.
    public var parameterLabel: String? {
        guard let label = labels?.first, label != "_" else { return nil }
        return label
    }

    /// The name as written: `show(month:)`, `close()`, `goToUserDetail`.
    public var description: String {
        guard let labels else { return baseName }
        return baseName + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// What is wrong with text that should name a method.
    public enum ParseProblem: Error, Equatable, Sendable {
        /// Not `name`, `name()` or `name(label:...)`.
        case malformed
        /// The base name or a label is no identifier.
        case identifier(SpecProblem)
        /// `inout`, `var` or `let`, which Swift does not take as an argument label.
        case reservedLabel(String)
    }

    /// Reads `written`: the base name, then either nothing or parentheses holding each label followed by `:`.
    public static func parse(_ written: String) -> Result<RouteMethodName, ParseProblem> {
        guard let open = written.firstIndex(of: "(") else {
            if let problem = SwiftIdentifier.memberNameProblem(with: written) { return .failure(.identifier(problem)) }
            return .success(RouteMethodName(baseName: written))
        }
        let baseName = String(written[..<open])
        if let problem = SwiftIdentifier.memberNameProblem(with: baseName) { return .failure(.identifier(problem)) }
        guard written.last == ")" else { return .failure(.malformed) }
        let inside = written[written.index(after: open)..<written.index(before: written.endIndex)]
        guard !inside.isEmpty else { return .success(RouteMethodName(baseName: baseName, labels: [])) }
        guard inside.last == ":" else { return .failure(.malformed) }
        var labels: [String] = []
        for label in inside.dropLast().split(separator: ":", omittingEmptySubsequences: false).map(String.init) {
            if label == "_" {
                labels.append(label)
                continue
            }
            if ["inout", "var", "let"].contains(label) { return .failure(.reservedLabel(label)) }
            // Swift takes other keywords as argument labels (`show(for:)`): generated code names the parameter apart.
            if let problem = SwiftIdentifier.memberNameProblem(with: label) {
                if case .keyword = problem {
                    labels.append(label)
                    continue
                }
                return .failure(label.isEmpty ? .malformed : .identifier(problem))
            }
            labels.append(label)
        }
        return .success(RouteMethodName(baseName: baseName, labels: labels))
    }
}

extension RouteMethodName {
    /// The labels of the parameters (or a step's associated values) this name gives a route's value `payload`, `_`
    /// for none: one for the whole value (`pick`, `pick(withId:)`), one per element of a tuple (`show(month:year:)`),
    /// none for a value that carries nothing. Nil when the labels written do not fit the value.
    public func parameterLabels(taking payload: SwiftType) -> [String]? {
        let labels = self.labels ?? (payload.isVoid ? [] : ["_"])
        if payload.isVoid { return labels.isEmpty ? [] : nil }
        if labels.count == 1 { return labels }
        if case .tuple(let elements) = payload, elements.count == labels.count, labels.count > 1 { return labels }
        return nil
    }
}
