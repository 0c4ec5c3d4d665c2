import Yams

extension SpecDecoder {
    /// `properties: [numberOfItems: Int]`: members that must each have a type.
    static func properties(_ node: Node, reader: inout NodeReader) -> [MemberSpec] {
        list(node, what: "properties", reader: &reader) { name, value, reader in
            guard
                case (var member, let extra)? = member(
                    name: name, value: value, keys: SpecVocabulary.Property.names, reader: &reader)
            else { return nil }
            if let node = extra["expose"] {
                let shown = exposure(node, allowsBool: false, reader: &reader)
                (member.exposedInOutputs, member.exposedInState) = (shown.inOutputs, shown.inState)
            }
            if member.type == nil && !member.hasInvalidType {
                reader.report(.error(.propertyWithoutType(name.value), at: name.location))
                return nil
            }
            return member
        }
    }

    /// `methods:` of a scene: the view model's synchronous methods, a service method's forms without `kind`.
    static func viewModelMethods(_ node: Node, reader: inout NodeReader) -> [ServiceMethodSpec] {
        list(node, what: "methods", reader: &reader) { name, value, reader in
            method(name: name, value: value, keys: SpecVocabulary.ViewModelMethod.names, reader: &reader)
        }
    }

    /// `params: [byLanguage language: String, _ page: Int]`, in order; each item is `name: Type`, or
    /// `label name: Type` when callers write another label (`_` for none).
    static func parameters(_ node: Node, reader: inout NodeReader) -> [ParameterSpec] {
        if NodeReader.isNull(node) { return [] }
        guard let items = reader.sequence(node, expected: "a list of parameters") else { return [] }
        return items.compactMap { item in
            guard let (key, value) = reader.namedItem(item, what: "a parameter") else { return nil }
            guard let (label, name) = labelAndName(key, reader: &reader) else { return nil }
            guard let value else {
                // `email String` reads as label `email` and name `String`: the colon was left out.
                if let label, label.value.first?.isLowercase == true, name.value.first?.isUppercase == true {
                    let suggestion = "\(label.value): \(name.value)"
                    reader.report(
                        .error(.parameterTypeWithoutColon(key.value, suggestion: suggestion), at: key.location))
                    return nil
                }
                reader.report(
                    .error(
                        .missingKey("type", in: "parameter '\(name.value)' (write '\(key.value): Type')"),
                        at: key.location))
                return nil
            }
            return reader.type(value).map { ParameterSpec(name: name, type: $0, label: label) }
        }
    }

    /// `label: _` or `label: withService`: the label a service takes in the view model's `init`. Swift takes any word
    /// as a label, keywords included, but `inout`, `var` and `let`.
    static func initLabel(_ node: Node, reader: inout NodeReader) -> Located<String>? {
        reader.string(node, expected: "an argument label or '_'").flatMap { reader.argumentLabel($0) }
    }

    /// The label and the name a parameter's key holds, each where it is written: `byLanguage language` has both,
    /// `language` only a name. A label equal to the name is dropped with Swift's warning.
    static func labelAndName(
        _ key: Located<String>, reader: inout NodeReader
    ) -> (label: Located<String>?, name: Located<String>)? {
        var words: [Located<String>] = []
        var word = ""
        var start = 0
        for (offset, scalar) in key.value.unicodeScalars.enumerated() {
            if scalar == " " || scalar == "\t" {
                if !word.isEmpty { words.append(Located(word, at: reader.location(ofOffset: start, in: key))) }
                word = ""
                start = offset + 1
            } else {
                word.unicodeScalars.append(scalar)
            }
        }
        if !word.isEmpty { words.append(Located(word, at: reader.location(ofOffset: start, in: key))) }
        guard words.count <= 2 else {
            reader.report(.error(.parameterWithTooManyWords(key.value), at: words[2].location))
            return nil
        }
        guard words.count == 2 else { return reader.memberName(key).map { (nil, $0) } }
        let (label, name) = (words[0], words[1])
        let valid = reader.argumentLabel(label) != nil
        if name.value == "_" {
            reader.report(.error(.parameterWithoutName(label: label.value), at: name.location))
            return nil
        }
        guard reader.memberName(name) != nil, valid else { return nil }
        if label.value == name.value {
            reader.report(.warning(.labelRepeatsParameterName(name.value), at: label.location))
            return (nil, name)
        }
        return (label, name)
    }

    /// An input's `params:`: the parameters of its method, whose values make the input's type (the one parameter's
    /// type, or a tuple labelled by their names).
    static func inputParameters(
        _ node: Node, of member: inout MemberSpec, reader: inout NodeReader
    ) -> [ParameterSpec]? {
        if member.type != nil || member.hasInvalidType {
            reader.error(.inputWithTypeAndParameters(member.name.value), at: node)
            return nil
        }
        let parameters = parameters(node, reader: &reader)
        member.type = Self.type(ofValuesOf: parameters, at: reader.location(of: node))
        return parameters
    }

    /// The type of the values an input method with `parameters` sends: nothing, the one parameter's type, or a tuple
    /// of them labelled by their names.
    static func type(ofValuesOf parameters: [ParameterSpec], at location: SourceLocation) -> Located<SwiftType>? {
        switch parameters.count {
        case 0: return nil
        case 1: return parameters[0].type
        default:
            return Located(
                .tuple(parameters.map { SwiftType.TupleElement(label: $0.name.value, type: $0.type.value) }),
                at: location)
        }
    }
}
