import Yams

extension ConfigDecoder {
    /// `supportTypes: {viewModelType: ViewModelType, activityTracker: ActivityIndicator, errorTracker: ErrorTracker}`:
    /// the app's own types in place of scaffold's, each where it is written. A bad type name is left out, its
    /// problem reported.
    static func supportTypes(_ node: Node, reader: inout NodeReader) -> SupportTypesSpec {
        var spec = SupportTypesSpec()
        if NodeReader.isNull(node) { return spec }
        guard
            let pairs = reader.mapping(
                node, expected: "a mapping with 'viewModelType', 'activityTracker' and 'errorTracker'")
        else { return spec }
        for (key, value) in reader.checkingKeys(pairs, allowed: SpecVocabulary.SupportTypes.names) {
            let name = reader.string(value, expected: "a type name").flatMap { reader.typeName($0) }
            switch key.value {
            case "viewModelType": spec.viewModelType = name
            case "activityTracker": spec.activityTracker = name
            case "errorTracker": spec.errorTracker = name
            case "steps": spec.steps = name
            default: break
            }
        }
        return spec
    }
}
