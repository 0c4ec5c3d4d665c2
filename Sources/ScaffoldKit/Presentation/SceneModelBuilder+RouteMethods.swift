import ScaffoldCore

/// The method of a route where routes are methods (the coordinator protocol the view model calls, the router the
/// view controller calls): named after its output or input, or as `method:` says (`showProduct(id:)`), taking the
/// route's value as one parameter or, with a label per element of a tuple, as one parameter per element
/// (`show(month:year:)`).
extension SceneModelBuilder {
    /// How a route's method is spelled where it is declared, implemented, called and recorded.
    struct RouteMethodSpelling: Equatable {
        /// `func show(month: Month, year: Int) -> Observable<Void>`, in the protocol and the router.
        var requirement: String
        /// `func show(month value1: Month, year value2: Int) -> Observable<Void>`, in the coordinator and the mocks.
        var implementation: String
        /// `show(month: value.month, year: value.year)`, called with the route's value `value`.
        var call: String
        /// What the implementation calls the route's value, `value` or `(month: value1, year: value2)`.
        var value: String
        /// `let value = (month: value1, year: value2)`, the statement that opens the implementation's body when its
        /// parameters are the elements of the value; empty when its one parameter is.
        var valueLines: [String]
    }

    /// The route method of `route`, which carries `payload` and returns `result` (nothing when empty).
    static func routeMethod(of route: RouteSpec, payload: SwiftType, returning result: String) -> RouteMethodSpelling {
        let name = route.methodBaseName
        let returns = result.isEmpty ? "" : " -> \(result)"
        guard !payload.isVoid else {
            let signature = "func \(name)()\(returns)"
            return RouteMethodSpelling(
                requirement: signature, implementation: signature, call: "\(name)()", value: "value", valueLines: [])
        }
        let labels = route.method?.value.labels ?? []
        if labels.count > 1, case .tuple(let elements) = payload, elements.count == labels.count {
            return elementwiseMethod(named: name, labels: labels, elements: elements, returns: returns)
        }
        let type = payload.parameterSpelling
        guard let label = route.methodParameterLabel else {
            let signature = "func \(name)(_ value: \(type))\(returns)"
            return RouteMethodSpelling(
                requirement: signature, implementation: signature, call: "\(name)(value)", value: "value",
                valueLines: [])
        }
        return RouteMethodSpelling(
            requirement: "func \(name)(\(label): \(type))\(returns)",
            implementation: "func \(name)(\(label) value: \(type))\(returns)", call: "\(name)(\(label): value)",
            value: "value", valueLines: [])
    }

    /// `show(month:year:)` for a value `(month: Month, year: Int)`: a parameter per element, under the label written
    /// for it. The implementation names them `value1`, `value2`, ..., which no label or generated local takes, and
    /// joins them back into the value its generated body reads.
    private static func elementwiseMethod(
        named name: String, labels: [String], elements: [SwiftType.TupleElement], returns: String
    ) -> RouteMethodSpelling {
        let parameters = zip(labels, elements).enumerated().map { index, pair in
            (label: pair.0, type: pair.1.type.parameterSpelling, name: "value\(index + 1)", element: pair.1.label)
        }
        // The protocol names an unlabelled parameter after its element, as a person would.
        let requirement = parameters.map {
            $0.label == "_" ? "_ \($0.element ?? $0.name): \($0.type)" : "\($0.label): \($0.type)"
        }
        let implementation = parameters.map { "\($0.label) \($0.name): \($0.type)" }
        let arguments = parameters.enumerated().map { index, parameter in
            let element = "value.\(parameter.element ?? String(index))"
            return parameter.label == "_" ? element : "\(parameter.label): \(element)"
        }
        let value =
            "(" + parameters.map { ($0.element.map { "\($0): " } ?? "") + $0.name }.joined(separator: ", ") + ")"
        return RouteMethodSpelling(
            requirement: "func \(name)(\(requirement.joined(separator: ", ")))\(returns)",
            implementation: "func \(name)(\(implementation.joined(separator: ", ")))\(returns)",
            call: "\(name)(\(arguments.joined(separator: ", ")))", value: value, valueLines: ["let value = \(value)"])
    }
}
