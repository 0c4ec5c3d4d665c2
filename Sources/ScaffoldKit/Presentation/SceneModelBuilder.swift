import ScaffoldCore

/// Builds the `SceneModel` of one valid spec.
public struct SceneModelBuilder: Sendable {
    /// Every loaded spec by scene name, to look up route targets.
    public var scenes: [String: SceneSpec]
    public var projectConventions: Conventions
    /// Project-relative folder for tests and mocks; nil turns them off.
    public var testsFolder: String?
    /// The module tests `@testable import`, if any.
    public var testableImport: String?

    public init(scenes: [String: SceneSpec], projectConventions: Conventions, testsFolder: String? = nil,
                testableImport: String? = nil) {
        self.scenes = scenes
        self.projectConventions = projectConventions
        self.testsFolder = testsFolder
        self.testableImport = testableImport
    }

    /// The presentation model of one valid spec, with the project's conventions and the spec's overrides applied.
    public func model(for spec: SceneSpec) -> SceneModel {
        let conventions = projectConventions.applying(spec.conventions)
        let scene = spec.name.value
        let names = SceneNames(spec)
        let inputs = spec.inputs.map { input(for: $0, convention: conventions.inputs) }
        let routedOutputs = Set((spec.coordinator?.routes ?? []).map(\.output.value))
        let resultOutputs = Set((spec.coordinator?.result ?? []).compactMap(\.from?.value))
        var outputs = spec.outputs.map { output in
            self.output(
                name: output.name.value, type: output.member.type?.value, doc: output.member.doc,
                trait: output.trait?.value ?? conventions.outputs,
                navigation: routedOutputs.contains(output.name.value) || resultOutputs.contains(output.name.value)
                    ? names.coordinator : nil
            )
        }
        var state: StateModel?
        if let cases = spec.state, let stateName = names.state {
            state = StateModel(typeName: stateName, cases: cases.map(enumCase))
            outputs.append(output(
                name: "state", type: .name(stateName), doc: "The screen's current state.",
                trait: conventions.outputs, navigation: nil, rendersState: true
            ))
        }
        if let first = outputs.firstIndex(where: { $0.binding != nil }) {
            outputs[first].binding?.isFirst = true
        }
        let navigationNotes = navigationNotes(outputs)
        let service = spec.service.map { serviceModel($0, names: names) }
        let coordinator = spec.coordinator.map { coordinatorModel($0, spec: spec, names: names, conventions: conventions) }

        var dependencies: [DependencyModel] = []
        var parameters: [String] = []
        if let protocolName = coordinator?.protocolModel?.name {
            dependencies.append(DependencyModel(name: "coordinator", type: "any \(protocolName)"))
            parameters.append("coordinator: any \(protocolName)")
        }
        if let service {
            dependencies.append(DependencyModel(name: service.propertyName, type: "any \(service.protocolName)"))
            parameters.append("\(service.propertyName): any \(service.protocolName) = \(service.name)()")
        }

        let usesCocoaTraits = Self.usesCocoaTraits(outputs)
        let extraImports = spec.imports.map(\.value)
        let rxImports = ["RxSwift"] + (usesCocoaTraits ? ["RxCocoa"] : []) + (spec.actions.isEmpty ? [] : ["Action"])
        let referencedSpecs = Set((spec.coordinator?.routes ?? []).compactMap { scenes[$0.scene.value]?.file })
            .subtracting([spec.file])
        return SceneModel(
            specPath: spec.file,
            referencedSpecs: referencedSpecs.sorted(),
            scene: scene,
            names: names,
            docLines: docLines(spec.doc),
            generatedImports: Self.imports(["Foundation"] + rxImports, extra: extraImports),
            viewModelImports: Self.imports(["Foundation"] + rxImports, extra: extraImports),
            serviceImports: Self.imports(["Foundation", "RxSwift"], extra: extraImports),
            coordinatorImports: Self.imports(["UIKit", "RxSwift"], extra: extraImports),
            viewControllerImports: Self.imports(["UIKit", "RxSwift", "RxCocoa"], extra: extraImports),
            inputs: inputs,
            outputs: outputs,
            actions: spec.actions.map(action),
            state: state,
            service: service,
            coordinator: coordinator,
            hasInputs: !inputs.isEmpty,
            hasOutputs: !outputs.isEmpty,
            hasActions: !spec.actions.isEmpty,
            dependencies: dependencies,
            hasDependencies: !dependencies.isEmpty,
            hasInputSetup: !dependencies.isEmpty && inputs.contains { $0.observerSubject != nil },
            navigationNotes: navigationNotes,
            initParameters: parameters.joined(separator: ", "),
            hasInputFunctions: conventions.inputs == .function && !inputs.isEmpty,
            inputBindingHints: inputBindingHints(inputs: inputs, actions: spec.actions, convention: conventions.inputs),
            tests: testsFolder.map {
                testsModel(folder: $0, spec: spec, names: names, conventions: conventions, outputs: outputs,
                           service: service, coordinator: coordinator)
            }
        )
    }

    /// Whether any output is a Driver or Signal, which live in RxCocoa.
    static func usesCocoaTraits(_ outputs: [OutputModel]) -> Bool {
        outputs.contains { $0.trait != OutputTrait.observable.rawValue }
    }

    /// Imports in a stable order: the fixed ones first, then the spec's extras not already present.
    static func imports(_ fixed: [String], extra: [String]) -> [String] {
        var result = fixed
        for module in extra where !result.contains(module) {
            result.append(module)
        }
        return result
    }

    func docLines(_ doc: String?) -> [String] {
        guard let doc else { return [] }
        return doc.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line).trimmingTrailingWhitespace()
        }
    }

    func input(for spec: MemberSpec, convention: InputConvention) -> InputModel {
        let name = spec.name.value
        let type = (spec.type?.value ?? .void).description
        let isVoid = spec.type?.value.isVoid ?? true
        let subject = name + "Subject"
        switch convention {
        case .subject:
            return InputModel(
                name: name, docLines: docLines(spec.doc),
                requirement: "var \(name): PublishSubject<\(type)> { get }",
                declarationDocLines: docLines(spec.doc),
                declaration: "let \(name) = PublishSubject<\(type)>()",
                observerSubject: nil, function: nil, source: name, typeName: type, isVoid: isVoid)
        case .observer:
            return InputModel(
                name: name, docLines: docLines(spec.doc),
                requirement: "var \(name): AnyObserver<\(type)> { get }",
                declarationDocLines: docLines(spec.doc),
                declaration: "let \(name): AnyObserver<\(type)>",
                observerSubject: subject,
                function: nil, source: subject, typeName: type, isVoid: isVoid)
        case .function:
            let parameterType = (spec.type?.value ?? .void).parameterSpelling
            let signature = isVoid ? "func \(name)()" : "func \(name)(_ value: \(parameterType))"
            return InputModel(
                name: name, docLines: docLines(spec.doc),
                requirement: signature,
                declarationDocLines: [],
                declaration: "private let \(subject) = PublishSubject<\(type)>()",
                observerSubject: nil,
                function: InputFunctionModel(docLines: docLines(spec.doc), signature: signature,
                                             body: isVoid ? "\(subject).onNext(())" : "\(subject).onNext(value)"),
                source: subject, typeName: type, isVoid: isVoid)
        }
    }

    func output(
        name: String, type: SwiftType?, doc: String?, trait: OutputTrait, navigation: String?,
        rendersState: Bool = false
    ) -> OutputModel {
        let element = (type ?? .void).description
        let traitType: String
        let method: String
        switch trait {
        case .observable:
            traitType = "Observable<\(element)>"
            method = "subscribe"
        case .driver:
            traitType = "Driver<\(element)>"
            method = "drive"
        case .signal:
            traitType = "Signal<\(element)>"
            method = "emit"
        }
        let isVoid = type?.isVoid ?? true
        let binding = OutputBindingModel(isFirst: false, observesOnMainScheduler: trait == .observable, method: method,
                                         rendersState: rendersState)
        return OutputModel(
            name: name, docLines: docLines(doc),
            requirement: "var \(name): \(traitType) { get }",
            declaration: "let \(name): \(traitType)",
            binding: navigation == nil ? binding : nil,
            handledBy: navigation,
            typeName: element, isVoid: isVoid, trait: trait.rawValue, swiftType: type ?? .void
        )
    }

    func action(_ spec: ActionSpec) -> ActionModel {
        let input = spec.input?.value ?? .void
        let output = spec.output?.value ?? .void
        let type = input.isVoid && output.isVoid ? "CocoaAction" : "Action<\(input), \(output)>"
        return ActionModel(
            name: spec.name.value, docLines: docLines(spec.doc),
            requirement: "var \(spec.name.value): \(type) { get }",
            declaration: "let \(spec.name.value): \(type)",
            typeName: type, inputType: input.description, outputType: output.description
        )
    }

    func enumCase(_ spec: MemberSpec) -> EnumCaseModel {
        let name = spec.name.value
        if let type = spec.type?.value, !type.isVoid {
            return EnumCaseModel(name: name, docLines: docLines(spec.doc), declaration: "case \(name)(\(type))",
                                 hasPayload: true)
        }
        return EnumCaseModel(name: name, docLines: docLines(spec.doc), declaration: "case \(name)", hasPayload: false)
    }

    func serviceModel(_ spec: ServiceSpec, names: SceneNames) -> ServiceModel {
        ServiceModel(
            name: names.service ?? "",
            protocolName: names.serviceProtocol ?? "",
            propertyName: names.serviceProperty ?? "",
            docLines: [],
            methods: spec.methods.map(method)
        )
    }

    func method(_ spec: ServiceMethodSpec) -> ServiceMethodModel {
        let kind = spec.kind?.value ?? .single
        let element = (spec.returns?.value ?? .void).description
        let returnType: String
        switch kind {
        case .single: returnType = "Single<\(element)>"
        case .observable: returnType = "Observable<\(element)>"
        case .completable: returnType = "Completable"
        case .maybe: returnType = "Maybe<\(element)>"
        }
        let parameters = spec.parameters.map { ServiceParameterModel(name: $0.name.value, type: $0.type.value.description) }
        let parameterList = spec.parameters.map { "\($0.name.value): \($0.type.value.parameterSpelling)" }
            .joined(separator: ", ")
        let tupleType: String
        switch parameters.count {
        case 0: tupleType = "Void"
        case 1: tupleType = parameters[0].type
        default: tupleType = "(" + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
        }
        return ServiceMethodModel(
            name: spec.name.value,
            docLines: docLines(spec.doc),
            signature: "func \(spec.name.value)(\(parameterList)) -> \(returnType)",
            kind: kind.rawValue,
            parameters: parameters,
            parameterList: parameterList,
            argumentTupleType: tupleType,
            returnType: returnType,
            resultType: element,
            hasParameters: !parameters.isEmpty
        )
    }

    func coordinatorModel(
        _ spec: CoordinatorSpec, spec scene: SceneSpec, names: SceneNames, conventions: Conventions
    ) -> CoordinatorModel {
        var resultEnum: ResultEnumModel?
        if let cases = spec.result, let typeName = names.coordinationResult {
            resultEnum = ResultEnumModel(typeName: typeName, cases: cases.map { enumCase($0.member) })
        }
        let outputTypes = Dictionary(
            scene.outputs.map { ($0.name.value, $0.member.type?.value ?? .void) }, uniquingKeysWith: { first, _ in first })
        let mappings: [ResultMappingModel] = (spec.result ?? []).compactMap { resultCase in
            guard let from = resultCase.from else { return nil }
            let hasPayload = !(resultCase.member.type?.value.isVoid ?? true)
            let emitsVoid = outputTypes[from.value]?.isVoid ?? true
            let transform = hasPayload
                ? "{ CoordinationResult.\(resultCase.name.value)($0) }"
                : (emitsVoid ? "{ CoordinationResult.\(resultCase.name.value) }" : "{ _ in CoordinationResult.\(resultCase.name.value) }")
            return ResultMappingModel(variable: resultCase.name.value + "Result", output: from.value, transform: transform)
        }
        let unmapped = (spec.result ?? []).filter { $0.from == nil }.map { "." + $0.name.value }
        let protocolModel = conventions.coordinatorInViewModel
            ? names.coordinatorProtocol.map(CoordinatorProtocolModel.init) : nil
        return CoordinatorModel(
            name: names.coordinator ?? "",
            baseType: "\(SceneNames.baseCoordinator)<\(resultEnum?.typeName ?? "Void")>",
            resultEnum: resultEnum,
            viewModelConstruction: protocolModel == nil
                ? "\(names.viewModel)()" : "\(names.viewModel)(coordinator: self)",
            finishes: resultEnum != nil,
            routes: spec.routes.map { route($0, outputTypes: outputTypes) },
            resultMappings: mappings,
            mergedResults: "Observable.merge(" + mappings.map(\.variable).joined(separator: ", ") + ")",
            hasResultMappings: !mappings.isEmpty,
            unmappedCases: unmapped.isEmpty ? nil : unmapped.joined(separator: ", "),
            protocolModel: protocolModel,
            observesRoutes: protocolModel == nil && !spec.routes.isEmpty
        )
    }

    func route(_ spec: RouteSpec, outputTypes: [String: SwiftType]) -> RouteModel {
        let target = spec.scene.value
        let childResult: String
        var adapter = ""
        let targetNames = scenes[target].map(SceneNames.init)
        if let targetNames, targetNames.coordinator != nil {
            childResult = targetNames.coordinationResult ?? "Void"
        } else {
            // Without the target's spec its result type is unknown; reduce it to Void.
            childResult = "Void"
            adapter = ".map { _ in () }"
        }
        let output = spec.output.value
        let payload = outputTypes[output] ?? .void
        let parameter = payload.isVoid ? "" : "_ value: \(payload.parameterSpelling)"
        return RouteModel(
            output: output, target: target,
            childCoordinator: targetNames?.coordinator ?? SceneNames.coordinator(ofScene: target),
            childResultType: childResult, resultAdapter: adapter,
            methodSignature: "func \(output)(\(parameter)) -> Observable<\(childResult)>",
            hasPayload: !payload.isVoid,
            payloadType: payload.description,
            docLines: docLines(spec.doc ?? "Starts the \(target) scene.")
        )
    }

    /// "`a` and `b` are handled by XCoordinator." for the outputs the view controller does not bind.
    func navigationNotes(_ outputs: [OutputModel]) -> [String] {
        let handled = outputs.filter { $0.handledBy != nil }
        guard let coordinator = handled.first?.handledBy else { return [] }
        let names = handled.map { "`\($0.name)`" }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return ["\(list) \(names.count == 1 ? "is" : "are") handled by \(coordinator)."]
    }

    func inputBindingHints(inputs: [InputModel], actions: [ActionSpec], convention: InputConvention) -> [String] {
        var hints: [String] = []
        for input in inputs {
            switch convention {
            case .subject, .observer:
                hints.append(input.isVoid
                    ? "button.rx.tap.bind(to: viewModel.inputs.\(input.name)).disposed(by: disposeBag)"
                    : "\(input.name): bind an Observable<\(input.typeName)> to viewModel.inputs.\(input.name)")
            case .function:
                hints.append(input.isVoid ? "viewModel.inputs.\(input.name)()"
                                          : "viewModel.inputs.\(input.name)(/* \(input.typeName) */)")
            }
        }
        for action in actions {
            let isCocoa = (action.input?.value ?? .void).isVoid && (action.output?.value ?? .void).isVoid
            hints.append(isCocoa ? "button.rx.action = viewModel.actions.\(action.name.value)"
                                 : "viewModel.actions.\(action.name.value).execute(/* input */)")
        }
        return hints
    }
}

extension SwiftType {
    /// The type as a function parameter: a closure the callee keeps (a subject, a mock's call log)
    /// must be `@escaping`; optional closures already are.
    var parameterSpelling: String {
        if case .function = self { return "@escaping \(self)" }
        return description
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = Substring(self)
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return String(result)
    }
}
