/// Checks the steps flow scenes emit against the app's own step enum (`supportTypes: {steps: AppStep}`) as `appCode`
/// declares it: the enum must be declared, as an enum, and have each case a route or a result emits, with the
/// associated values it is given, labelled alike. A missing or misshapen case is an error where the spec names the
/// step (or, for a step scaffold names, at the route's scene or the result case), with a note at the app's enum.
public struct AppStepChecker: Sendable {
    /// The app's Swift, as indexed for this run.
    public var index: AppCodeIndex
    /// The `appCode` patterns as written, for messages.
    public var patterns: [String]
    public var naming: Naming
    public var projectConventions: Conventions

    public init(index: AppCodeIndex, patterns: [String], naming: Naming, projectConventions: Conventions) {
        self.index = index
        self.patterns = patterns
        self.naming = naming
        self.projectConventions = projectConventions
    }

    /// A step a flow scene emits: the case, the labels of the values it is given (`_` for none), who emits it and
    /// where to blame it, and whether the spec names it with `step:`.
    struct Emitted {
        var step: String
        var labels: [String]
        var owner: String
        var location: SourceLocation
        var isNamed: Bool
    }

    /// Every problem with the steps `specs` emit into the app's enum `appSteps`.
    public func check(_ specs: [SceneSpec], appSteps: Located<String>) -> [Diagnostic] {
        let flows = specs.filter {
            $0.coordinator != nil && $0.sceneKind.isScreen
                && projectConventions.applying($0.conventions).navigation == .rxflow
        }
        guard !flows.isEmpty else { return [] }
        let name = appSteps.value
        let entry = Diagnostic.Note(location: appSteps.location, message: "'steps' names '\(name)' here")
        guard let declaration = index.declarations(named: name).first?.declaration else {
            return [
                .error(.appCode(.supportTypeNotFound(name, key: "steps", patterns: patterns)), at: appSteps.location)
            ]
        }
        guard declaration.kind == .enum else {
            return [
                .error(
                    .appCode(.supportTypeOfWrongKind(name, kind: declaration.kind.description, expected: "an enum")),
                    at: declaration.location, notes: [entry])
            ]
        }
        let cases = Dictionary(declaration.enumCases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let declared = Diagnostic.Note(location: declaration.location, message: "'\(name)' is declared here")
        let scenes = Dictionary(specs.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var reported: Set<SourceLocation> = []
        var diagnostics: [Diagnostic] = []
        for emitted in flows.flatMap({ emittedSteps(of: $0, scenes: scenes) }) {
            guard reported.insert(emitted.location).inserted else { continue }
            guard let found = cases[emitted.step] else {
                // A case the default name begins (`settingsIsRequired` for `settings`) is as likely as a misspelling.
                let names = declaration.enumCases.map(\.name)
                let suggestion =
                    EditDistance.closest(to: emitted.step, among: names)
                    ?? names.first { $0.hasPrefix(emitted.step) || emitted.step.hasPrefix($0) }
                diagnostics.append(
                    .error(
                        .appStep(
                            .caseNotDeclared(
                                stepEnum: name, step: emitted.step, owner: emitted.owner, suggestion: suggestion)),
                        at: emitted.location, notes: [declared]))
                continue
            }
            let labels = found.values.map(\.label)
            guard labels != emitted.labels else { continue }
            let written = Self.spelled(emitted.step, labels: emitted.labels)
            let advice =
                emitted.isNamed
                ? "write 'step: \(Self.spelled(found.name, labels: labels))' if its values are what the spec gives, "
                    + "or declare the case with \(Self.values(emitted.labels))"
                : "the flow reads the scene's arguments from it, so declare it with \(Self.values(emitted.labels)), "
                    + "or name a case of the app's with 'step:'"
            diagnostics.append(
                .error(
                    .appStep(
                        .caseShape(
                            stepEnum: name, declared: Self.declaration(of: found), emitted: written,
                            owner: emitted.owner, advice: advice)),
                    at: emitted.location, notes: [declared]))
        }
        return diagnostics
    }

    /// The steps `spec`'s view model emits: one per route to a scene, and one per result step.
    func emittedSteps(of spec: SceneSpec, scenes: [String: SceneSpec]) -> [Emitted] {
        var emitted: [Emitted] = []
        for route in spec.coordinator?.routes ?? [] where route.startsScene {
            let owner = "route '\(route.output.value)'"
            if let step = route.step {
                guard let labels = step.value.parameterLabels(taking: spec.payloadType(of: route))
                else { continue }
                emitted.append(
                    Emitted(
                        step: step.value.baseName, labels: labels, owner: owner, location: step.location, isNamed: true)
                )
            } else if let target = scenes[route.scene.value] {
                emitted.append(
                    Emitted(
                        step: NamingTableBuilder.routeStep(of: route, in: spec, naming: naming),
                        labels: target.arguments.map(\.name.value), owner: owner, location: route.scene.location,
                        isNamed: false))
            }
        }
        for step in NamingTableBuilder.resultSteps(of: spec, naming: naming) {
            guard let resultCase = step.resultCase else {
                emitted.append(
                    Emitted(
                        step: step.name, labels: ["_"], owner: "scene '\(spec.name.value)', finishing,",
                        location: spec.coordinator?.location ?? spec.name.location, isNamed: false))
                continue
            }
            let owner = "result case '\(resultCase.name.value)'"
            let payload = resultCase.member.type?.value ?? .void
            if let named = resultCase.step {
                guard let labels = named.value.parameterLabels(taking: payload) else { continue }
                emitted.append(
                    Emitted(step: step.name, labels: labels, owner: owner, location: named.location, isNamed: true))
            } else {
                emitted.append(
                    Emitted(
                        step: step.name, labels: payload.isVoid ? [] : ["_"], owner: owner,
                        location: resultCase.name.location, isNamed: false))
            }
        }
        return emitted
    }

    /// `movieIsPicked(withId:)`, `logoutIsRequired`: a case as `step:` writes it.
    static func spelled(_ name: String, labels: [String]) -> String {
        labels.isEmpty ? name : name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// `movieIsPicked(withId: Int)`: a case as the app declares it.
    static func declaration(of found: AppDeclaration.EnumCase) -> String {
        guard !found.values.isEmpty else { return found.name }
        return found.name + "("
            + found.values.map { $0.label == "_" ? $0.type : "\($0.label): \($0.type)" }.joined(separator: ", ") + ")"
    }

    /// `no associated value`, `one associated value, labelled 'withId'`: what a case must take.
    static func values(_ labels: [String]) -> String {
        guard !labels.isEmpty else { return "no associated value" }
        let spelled = labels.map { $0 == "_" ? "unlabelled" : "labelled '\($0)'" }
        return labels.count == 1
            ? "one associated value, \(spelled[0])"
            : "\(labels.count) associated values, \(spelled.joined(separator: ", "))"
    }
}
