import ScaffoldCore

extension SceneModelBuilder {
    /// The protocol scaffold extracts from an app class named under `appServices`: one requirement per method and
    /// property read from the class, and a convenience per method whose default values a protocol extension can
    /// pass, so that calls written against the class still compile against the protocol.
    func extractedProtocol(of spec: SharedServiceSpec, extracted: ExtractedClass) -> ExtractedProtocolModel {
        let properties = spec.properties.map { property in
            property.isolation.map { $0 + " " }.joined() + (property.isStatic ? "static " : "")
                + "var \(property.name.value): \(property.type.value) { \(property.isSettable ? "get set" : "get") }"
        }
        let methods = spec.methods.map { method in
            appMethodSignature(method, shape: method.appShape ?? AppMethodShape(mockedName: method.mockedName))
        }
        var conveniences: [ExtractedConvenienceModel] = []
        for (method, defaults) in zip(spec.methods, extracted.defaultValues) {
            guard let shape = method.appShape, shape.genericParameters.isEmpty,
                defaults.contains(where: { $0 != nil }), defaults.count == method.parameters.count
            else { continue }
            let kept = zip(method.parameters, defaults).filter { $0.1 == nil }.map(\.0)
            let arguments = zip(method.parameters, defaults).map { parameter, value in
                let label = parameter.label?.value ?? parameter.name.value
                let argument = value ?? parameter.name.value
                return label == "_" ? argument : "\(label): \(argument)"
            }
            let returnsValue = !(method.kind?.value == .sync && (method.returns?.value ?? .void).isVoid)
            var call = "\(method.name.value)(\(arguments.joined(separator: ", ")))"
            if shape.isAsync { call = "await " + call }
            if shape.throwing != nil { call = "try " + call }
            if returnsValue { call = "return " + call }
            conveniences.append(
                ExtractedConvenienceModel(
                    signature: appMethodSignature(method, shape: shape, parameters: kept), call: call,
                    isFirst: conveniences.isEmpty))
        }
        return ExtractedProtocolModel(
            className: spec.name.value, requirements: properties + methods, conveniences: conveniences)
    }
}
