import Yams

/// Reads a `conventions:` mapping, shared by `scaffold.yml` and specs.
enum ConventionsDecoder {
    static func overrides(from node: Node, reader: inout NodeReader) -> ConventionOverrides {
        var overrides = ConventionOverrides()
        guard let pairs = reader.mapping(node, expected: "a mapping of conventions") else { return overrides }
        reader.checkKeys(pairs, allowed: SpecVocabulary.Conventions.names)
        for (key, value) in pairs {
            switch key.value {
            case "inputs": overrides.inputs = reader.choice(value, field: "inputs convention", as: InputConvention.self)
            case "outputs": overrides.outputs = reader.choice(value, field: "outputs trait", as: OutputTrait.self)
            case "coordinatorInViewModel":
                overrides.coordinatorInViewModel = reader.bool(value, field: "coordinatorInViewModel")
            default: break
            }
        }
        return overrides
    }
}
