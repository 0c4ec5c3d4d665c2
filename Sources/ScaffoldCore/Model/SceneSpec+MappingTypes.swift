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
        func map(_ method: ServiceMethodSpec) -> ServiceMethodSpec {
            var method = method
            method.parameters = method.parameters.map(map)
            method.returns = map(method.returns)
            return method
        }
        func map(_ parameter: ParameterSpec) -> ParameterSpec {
            var parameter = parameter
            parameter.type = Located(transform(parameter.type.value), at: parameter.type.location)
            return parameter
        }
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
        spec.properties = properties.map(map)
        spec.methods = methods.map(map)
        return spec
    }
}
