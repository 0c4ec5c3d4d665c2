extension SceneSpec {
    /// This spec with `transform` applied to every type it writes for a member (`memberTypes`), positions kept.
    public func mappingTypes(_ transform: (SwiftType) -> SwiftType) -> SceneSpec {
        func map(_ type: Located<SwiftType>?) -> Located<SwiftType>? {
            type.map { Located(transform($0.value), at: $0.location) }
        }
        func map(_ member: MemberSpec) -> MemberSpec {
            var member = member
            member.type = map(member.type)
            return member
        }
        func map(_ method: ServiceMethodSpec) -> ServiceMethodSpec { method.mappingTypes(transform) }
        func map(_ parameter: ParameterSpec) -> ParameterSpec { parameter.mappingType(transform) }
        var spec = self
        spec.arguments = arguments.map(map)
        spec.inputs = inputs.map { input in
            var input = input
            input.member = map(input.member)
            input.parameters = input.parameters?.map(map)
            return input
        }
        spec.outputs = outputs.map { output in
            var output = output
            output.member = map(output.member)
            return output
        }
        spec.actions = actions.map { action in
            var action = action
            action.input = map(action.input)
            action.output = map(action.output)
            return action
        }
        spec.state = state?.map(map)
        spec.service?.methods = service?.methods.map(map) ?? []
        spec.coordinator?.result = coordinator?.result?.map { resultCase in
            var resultCase = resultCase
            resultCase.member = map(resultCase.member)
            return resultCase
        }
        spec.coordinator?.routes =
            coordinator?.routes.map { route in
                var route = route
                route.type = map(route.type)
                return route
            } ?? []
        spec.properties = properties.map(map)
        spec.methods = methods.map(map)
        return spec
    }
}

extension ServiceMethodSpec {
    /// This method with `transform` applied to its parameters' types and its result type, positions kept.
    public func mappingTypes(_ transform: (SwiftType) -> SwiftType) -> ServiceMethodSpec {
        var method = self
        method.parameters = parameters.map { $0.mappingType(transform) }
        method.returns = returns.map { Located(transform($0.value), at: $0.location) }
        if case .typed(let error) = appShape?.throwing { method.appShape?.throwing = .typed(transform(error)) }
        return method
    }
}

extension ServicePropertySpec {
    /// This property with `transform` applied to its type, its position kept.
    public func mappingType(_ transform: (SwiftType) -> SwiftType) -> ServicePropertySpec {
        var property = self
        property.type = Located(transform(type.value), at: type.location)
        return property
    }
}

extension ParameterSpec {
    /// This parameter with `transform` applied to its type, its position kept.
    func mappingType(_ transform: (SwiftType) -> SwiftType) -> ParameterSpec {
        var parameter = self
        parameter.type = Located(transform(type.value), at: type.location)
        return parameter
    }
}
