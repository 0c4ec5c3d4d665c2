import Yams

/// Reads a `conventions:` mapping, shared by `scaffold.yml` and specs.
enum ConventionsDecoder {
    static func overrides(from node: Node, reader: inout NodeReader) -> ConventionOverrides {
        var overrides = ConventionOverrides()
        guard let writtenPairs = reader.mapping(node, expected: "a mapping of conventions") else { return overrides }
        let pairs = reader.checkingKeys(writtenPairs, allowed: SpecVocabulary.Conventions.names)
        for (key, value) in pairs {
            switch key.value {
            case "viewModel":
                overrides.viewModel = reader.choice(value, field: "view model convention", as: ViewModelConvention.self)
            case "present":
                overrides.present = reader.choice(value, field: "presentation", as: RoutePresentation.self)
            case "transform":
                (overrides.transformDisposeBag, overrides.transformStruct, overrides.transformLabel) =
                    transformOptions(from: value, reader: &reader)
            case "inputs":
                overrides.inputs = reader.choice(
                    value, field: "inputs convention", as: InputConvention.self)
            case "outputs": overrides.outputs = reader.choice(value, field: "outputs trait", as: OutputTrait.self)
            case "inject": overrides.inject = reader.choice(value, field: "injection", as: InjectionConvention.self)
            case "navigation":
                overrides.navigation = reader.choice(
                    value, field: "navigation", as: NavigationConvention.self)
            case "initOrder":
                if case .sequence = value {
                    overrides.initOrderNames = initOrderNames(from: value, reader: &reader)
                } else {
                    overrides.initOrder = reader.choice(
                        value, field: "init order", as: InitParameterOrder.self)
                }
            case "access":
                overrides.access = reader.choice(
                    value, field: "access level", as: AccessLevel.self)
            case "coordinatorInViewModel":
                (overrides.coordinatorInViewModel, overrides.coordinatorSetAfterInit) = coordinatorHandoff(
                    from: value, reader: &reader)
            default: break
            }
        }
        return overrides
    }

    /// `coordinatorInViewModel: true`, `false` or `property`: whether the view model holds its coordinator, and
    /// whether the coordinator sets it after `init` (`property`, which holds it too).
    private static func coordinatorHandoff(from node: Node, reader: inout NodeReader) -> (
        holds: Located<Bool>?, setAfterInit: Located<Bool>?
    ) {
        let field = "value for 'coordinatorInViewModel'"
        guard let text = reader.string(node, expected: "true, false or \(Conventions.coordinatorSetAfterInitSpelling)")
        else { return (nil, nil) }
        if text.value == Conventions.coordinatorSetAfterInitSpelling {
            return (Located(true, at: text.location), Located(true, at: text.location))
        }
        if SpecVocabulary.trueSpellings.contains(text.value) { return (Located(true, at: text.location), nil) }
        if SpecVocabulary.falseSpellings.contains(text.value) { return (Located(false, at: text.location), nil) }
        reader.reportInvalidChoice(
            text, field: field, allowed: ["true", "false", Conventions.coordinatorSetAfterInitSpelling])
        return (nil, nil)
    }

    /// `initOrder: [service, city, storage]`: the view model's `init` parameters in the order the spec lists them, each
    /// by its name or label, or a dependency by its service; the validator checks them against the parameters.
    private static func initOrderNames(from node: Node, reader: inout NodeReader) -> Located<[Located<String>]>? {
        guard let items = reader.sequence(node, expected: "a list of init parameter names") else { return nil }
        let names = items.compactMap { reader.string($0, expected: "the name of an init parameter") }
        return Located(names, at: reader.location(of: node))
    }

    /// `transform: {disposeBag: true, struct: true, label: _}`: whether `transform` takes a dispose bag, whether the
    /// view model is a struct, and the label of `transform`'s input (an identifier, or `_` for none).
    private static func transformOptions(from node: Node, reader: inout NodeReader) -> (
        disposeBag: Located<Bool>?, isStruct: Located<Bool>?, label: Located<String>?
    ) {
        guard let writtenPairs = reader.mapping(node, expected: "a mapping of transform options") else {
            return (nil, nil, nil)
        }
        let pairs = reader.checkingKeys(writtenPairs, allowed: SpecVocabulary.Transform.names)
        func option(_ key: SpecVocabulary.Transform) -> Located<Bool>? {
            pairs.first { $0.key.value == key.rawValue }.flatMap { reader.bool($0.value, key: key.rawValue) }
        }
        let label = pairs.first { $0.key.value == SpecVocabulary.Transform.label.rawValue }.flatMap { pair in
            reader.string(pair.value, expected: "an argument label or '_'").flatMap { reader.argumentLabel($0) }
        }
        return (option(.disposeBag), option(.struct), label)
    }
}
