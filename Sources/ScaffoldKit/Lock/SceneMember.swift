import ScaffoldCore

/// One member a spec declares, as the merge summary names it: `input resetToDefaults`.
struct SceneMember: Hashable, Sendable, Comparable {
    /// What kind of member: `kind` (what shows the view model, when the spec says), `convention` (one the spec
    /// sets), `argument`, `input`, `output`, `action`, `state`, `method` (of the service), `property`,
    /// `view model method`, `dependency`, `route`, `result`, `tracking` (a role and the output it feeds),
    /// `conformance` (a protocol of `conformsTo`), or `service` (in the app container's entry).
    var kind: String
    var name: String
    /// The member's type or target as written after the name, so a retyped member shows as changed.
    var signature: String

    /// Whether `name` is a name the Swift code uses (an input's, a route's), not a kind, a convention, a base class,
    /// a conformance or a tracking role.
    var namesSwiftCode: Bool {
        !["kind", "convention", "viewModelBaseClass", "conformance", "tracking"].contains(kind)
    }

    static func < (lhs: SceneMember, rhs: SceneMember) -> Bool {
        (lhs.kind, lhs.name, lhs.signature) < (rhs.kind, rhs.name, rhs.signature)
    }

    /// Every member of `spec`, in spec order.
    static func members(of spec: SceneSpec) -> [SceneMember] {
        func type(_ located: Located<SwiftType>?) -> String { (located?.value ?? .void).description }
        var members: [SceneMember] = []
        // Named by its value, so that a screen turned into a cell reads `+ kind cell`.
        members += [spec.kind].compactMap {
            $0.map { SceneMember(kind: "kind", name: $0.value.rawValue, signature: "") }
        }
        members += conventions(spec.conventions)
        // The base class as resolved against the project's, so that changing either is named.
        members += [spec.viewModelBaseClass].compactMap {
            $0.map {
                SceneMember(kind: "viewModelBaseClass", name: $0.name.value, signature: $0.superInitCall)
            }
        }
        members += spec.conformsTo.map { SceneMember(kind: "conformance", name: $0.value, signature: "") }
        members += spec.arguments.map {
            SceneMember(
                kind: "argument", name: $0.name.value,
                signature: ($0.label.map { "\($0.value) " } ?? "") + $0.declaredTypeSpelling
                    + ($0.defaultValue.map { " = \($0.value)" } ?? "") + ($0.isExposed ? " exposed" : "")
                    + ($0.exposedInOutputs != nil ? " in outputs" : "") + ($0.exposedInState != nil ? " in state" : "")
                    + ($0.isSetAfterInit ? " set after init" : ""))
        }
        members += spec.inputs.map {
            SceneMember(
                kind: "input", name: $0.name.value,
                signature: type($0.type) + ($0.trait.map { " \($0.value.rawValue)" } ?? "")
                    + ($0.isPublishSubject ? " publishSubject" : "")
                    + ($0.controlTrait.map { " \($0.rawValue)" } ?? "")
                    + ($0.parameters.map { " params (\(parameterList($0)))" } ?? ""))
        }
        members += spec.outputs.map {
            SceneMember(
                kind: "output", name: $0.name.value,
                signature: type($0.member.type) + ($0.trait.map { " \($0.value.rawValue)" } ?? ""))
        }
        members += spec.actions.map {
            SceneMember(kind: "action", name: $0.name.value, signature: "\(type($0.input)) -> \(type($0.output))")
        }
        members += (spec.state ?? []).map { SceneMember(kind: "state", name: $0.name.value, signature: type($0.type)) }
        members += methods(spec.service?.methods ?? [])
        members += spec.properties.map {
            SceneMember(
                kind: "property", name: $0.name.value,
                signature: type($0.type) + ($0.exposedInOutputs != nil ? " in outputs" : "")
                    + ($0.exposedInState != nil ? " in state" : ""))
        }
        members += spec.methods.map {
            SceneMember(
                kind: "view model method", name: $0.name.value,
                signature: "(\(parameterList($0.parameters))) -> \(type($0.returns))")
        }
        members += spec.dependencies.map {
            SceneMember(
                kind: "dependency", name: $0.value,
                signature: [
                    spec.dependencyLabels[$0.value].map { "label \($0.value)" },
                    spec.dependencyDefaults[$0.value].map { "= \($0.value)" },
                ].compactMap { $0 }.joined(separator: " "))
        }
        members += (spec.coordinator?.routes ?? []).map {
            SceneMember(
                kind: "route", name: $0.output.value,
                signature: $0.scene.value + ($0.argument.map { " argument \($0.value)" } ?? "")
                    + ($0.present.map { " present \($0.value.rawValue)" } ?? "")
                    + ($0.method.map { " method \($0.value.description)" } ?? "")
                    + ($0.step.map { " step \($0.value.description)" } ?? "")
                    // Only a route the app's code calls says so, so that no other route's signature changes.
                    + ($0.startsFromCode ? " code " + type($0.type) : ""))
        }
        // The app's own coordinator class, and how the view model holds it, so that changing either is named.
        members += [spec.coordinator?.appType].compactMap { $0 }.map {
            SceneMember(
                kind: "coordinator", name: $0.value, signature: spec.coordinator?.hold?.value == .strong ? "strong" : ""
            )
        }
        members += (spec.coordinator?.result ?? []).map {
            SceneMember(
                kind: "result", name: $0.name.value,
                signature: type($0.member.type) + ($0.from.map { " from \($0.value)" } ?? "")
                    + ($0.step.map { " step \($0.value.description)" } ?? ""))
        }
        members += [("activity", spec.tracking?.activity), ("errors", spec.tracking?.errors)].compactMap {
            role, output in
            output.map { SceneMember(kind: "tracking", name: role, signature: $0.value) }
        }
        return members
    }

    /// The conventions the spec sets for itself, so that switching one (`viewModel: transform`) is named.
    private static func conventions(_ overrides: ConventionOverrides) -> [SceneMember] {
        [
            overrides.viewModel.map { ("viewModel", $0.value.rawValue) },
            overrides.inputs.map { ("inputs", $0.value.rawValue) },
            overrides.outputs.map { ("outputs", $0.value.rawValue) },
            overrides.coordinatorInViewModel.map {
                (
                    "coordinatorInViewModel",
                    overrides.coordinatorSetAfterInit != nil
                        ? Conventions.coordinatorSetAfterInitSpelling : String($0.value)
                )
            },
            overrides.transformDisposeBag.map { ("transform.disposeBag", String($0.value)) },
            overrides.transformStruct.map { ("transform.struct", String($0.value)) },
            overrides.present.map { ("present", $0.value.rawValue) },
            overrides.inject.map { ("inject", $0.value.rawValue) },
            overrides.navigation.map { ("navigation", $0.value.rawValue) },
            overrides.initOrder.map { ("initOrder", $0.value.rawValue) },
            overrides.access.map { ("access", $0.value.rawValue) },
            overrides.initOrderNames.map { ("initOrder", "[" + $0.value.map(\.value).joined(separator: ", ") + "]") },
        ].compactMap { $0.map { SceneMember(kind: "convention", name: $0.0, signature: $0.1) } }
    }

    /// Every method of a shared service, in spec order.
    static func members(of service: SharedServiceSpec) -> [SceneMember] {
        methods(service.methods)
    }

    /// The members of the app's container: one per shared service.
    static func members(ofContainer services: [String]) -> [SceneMember] {
        services.map { SceneMember(kind: "service", name: $0, signature: "") }
    }

    private static func methods(_ methods: [ServiceMethodSpec]) -> [SceneMember] {
        methods.map { method in
            let parameters = parameterList(method.parameters)
            let kind = method.kind?.value.rawValue ?? "single"
            let returns = (method.returns?.value ?? .void).description
            return SceneMember(
                kind: "method", name: method.name.value, signature: "(\(parameters)) -> \(kind) \(returns)")
        }
    }

    /// `byLanguage language: String, page: Int`: parameters with the labels the spec gives, so a changed label shows.
    private static func parameterList(_ parameters: [ParameterSpec]) -> String {
        parameters.map { ($0.label.map { "\($0.value) " } ?? "") + "\($0.name.value): \($0.type.value)" }
            .joined(separator: ", ")
    }

    /// How the lock's member list names the kind of member a `MemberRenames.Rename` names.
    static func kind(ofRenamed kind: RenamedMemberKind) -> String {
        switch kind {
        case .stateCase: return "state"
        case .resultCase: return "result"
        case .method: return "view model method"
        case .serviceMethod: return "method"
        case .argument, .input, .output, .action, .property: return kind.rawValue
        }
    }
}
