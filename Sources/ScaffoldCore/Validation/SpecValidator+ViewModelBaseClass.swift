// A view model base class is the app's: the name must not be one scaffold generates.
extension SpecValidator {
    /// Protocols of libraries RxSwift apps use that a spec may take for a class: a view model conforms to them, it
    /// cannot subclass them (`super.init()` does not compile).
    static let libraryProtocols: [String: String] = [
        "Stepper": "RxFlow", "ReactiveCompatible": "RxSwift", "NSObjectProtocol": "Foundation",
        "ObservableType": "RxSwift", "ObservableConvertibleType": "RxSwift",
    ]

    /// Each base class (the project's once, each spec's own once) named like a type a scene or a shared service
    /// generates, blamed where the base class is named.
    func viewModelBaseClassProblems(
        _ scenes: [(spec: SceneSpec, names: SceneNameSummary)], services: [SharedServiceSpec]
    ) -> [Diagnostic] {
        var generated: [String: SourceLocation] = [:]
        for type in scenes.flatMap(\.names.declaredTypes)
            + services.flatMap({ namer.table(for: $0).entries(of: .type) })
        where generated[type.spelling] == nil {
            generated[type.spelling] = type.provenance.location
        }
        let baseClasses = [viewModelBaseClass].compactMap { $0 } + scenes.compactMap(\.spec.viewModelBaseClass)
        var blamed: Set<SourceLocation> = []
        var diagnostics: [Diagnostic] = []
        for baseClass in baseClasses {
            let name = baseClass.name
            if let library = Self.libraryProtocols[name.value], blamed.insert(name.location).inserted {
                diagnostics.append(
                    .error(.viewModelBaseClassIsAProtocol(name.value, module: library), at: name.location))
                continue
            }
            guard let declared = generated[name.value], blamed.insert(name.location).inserted else { continue }
            diagnostics.append(
                .error(
                    .viewModelBaseClassIsGenerated(name.value), at: name.location,
                    notes: [.init(location: declared, message: "'\(name.value)' is generated for the spec here")]))
        }
        return diagnostics
    }

    /// The properties `NSObject` declares (on iOS, `NSObjectProtocol`'s included) that a view model property of the
    /// same name would override with another type. A method of the same name is an overload, not an override.
    static let nsObjectProperties: Set<String> = [
        "description", "debugDescription", "hash", "hashValue", "superclass", "classForCoder", "classForKeyedArchiver",
    ]

    /// Each property of a view model on `NSObject` named like one `NSObject` has (`description`, `hash`), which
    /// Swift would take for an override of another type: arguments (kept in properties), inputs but methods and
    /// `Input` fields, outputs and actions but `Output` fields, relays and properties.
    func baseClassMemberProblems(_ spec: SceneSpec, conventions: Conventions) -> [Diagnostic] {
        guard let baseClass = spec.viewModelBaseClass?.name.value, baseClass == "NSObject" else { return [] }
        let inputsInStruct = conventions.receivesInputsAsObservables || conventions.viewModel == .inputOutput
        let outputsInStruct = conventions.viewModel.nestsInputAndOutput
        let inputs = spec.inputs.filter {
            inputsInStruct ? $0.isRelay : conventions.inputs != .function
        }
        let members: [Located<String>] =
            spec.arguments.map(\.name) + inputs.map(\.name)
            + spec.outputs.filter { !outputsInStruct || $0.relay != nil }.map(\.name)
            + (outputsInStruct ? [] : spec.actions.map(\.name)) + spec.properties.map(\.name)
        return members.filter { Self.nsObjectProperties.contains($0.value) }.map {
            .error(.memberNamedLikeBaseClassMember($0.value, baseClass: baseClass), at: $0.location)
        }
    }
}
