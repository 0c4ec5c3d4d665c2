import ScaffoldCore

/// Inputs as `PublishRelay`s: with `inputs: publishRelay`, members of the inputs protocol the view controller
/// accepts into; with a transform view model, `Input` fields of `trait: publishRelay` the view controller makes.
extension SceneModelBuilder {
    /// An input of the `publishRelay` convention: `var name: PublishRelay<T> { get }` in the inputs protocol and
    /// `let name = PublishRelay<T>()` in the view model, which observes it with `name.asObservable()`.
    func publishRelayInput(_ spec: InputSpec) -> InputModel {
        let name = spec.name.value
        let type = (spec.type?.value ?? .void).description
        let relay = "\(libraryNames("PublishRelay"))<\(type)>"
        return InputModel(
            name: name, docLines: docLines(spec.doc),
            requirement: "var \(name): \(relay) { get }",
            declarationDocLines: docLines(spec.doc),
            declaration: "let \(name) = \(relay)()",
            observerSubject: nil, function: nil, typeName: type)
    }

    /// How the view controller feeds a PublishRelay input: a tap bound to it, or a value accepted into it.
    func publishRelayBindingHint(_ input: InputSpec, on viewModelInputs: String) -> String {
        let name = input.name.value
        let type = input.type?.value ?? .void
        return type.isVoid
            ? "button.rx.tap.bind(to: \(viewModelInputs).\(name)).disposed(by: disposeBag)"
            : "\(viewModelInputs).\(name).accept(/* \(type) */)"
    }

    /// Whether the scene has a PublishRelay input: with `inputs: publishRelay` (a relay input of `trait: relay` is
    /// a BehaviorRelay, and `inputs: init` takes observables), or a transform `Input` field of `trait: publishRelay`.
    static func hasPublishRelays(_ spec: SceneSpec, conventions: Conventions) -> Bool {
        if conventions.viewModel == .transform { return spec.inputs.contains(where: \.isPublishRelayField) }
        return conventions.inputs == .publishRelay
            && spec.inputs.contains { !$0.isRelay && $0.form(under: conventions.inputs) == .publishRelay }
    }

    /// Whether the files of the scene that name its relays or call their members import RxRelay: a BehaviorRelay
    /// member, a PublishRelay input, or a PublishRelay an outputs protocol shows.
    static func usesRelays(_ spec: SceneSpec, conventions: Conventions) -> Bool {
        hasRelays(spec) || hasPublishRelays(spec, conventions: conventions)
            || !conventions.viewModel.nestsInputAndOutput && spec.outputs.contains(where: \.isPublishRelayField)
    }
}

extension SceneModelBuilder {
    /// `PublishRelay<Void>`: the type of a `trait: publishRelay` field of `Input`.
    func publishRelayFieldType(_ input: InputSpec) -> String {
        "\(libraryNames("PublishRelay"))<\(input.type?.value ?? .void)>"
    }

    /// `retry: retry` for a PublishRelay field, which the view controller makes first; a control trait of no events
    /// for a control field and `query: .empty()` for another field, which it replaces with the screen's events.
    func inputPlaceholder(_ input: InputSpec) -> String {
        let name = input.name.value
        if input.isPublishRelayField { return "\(name): \(name)" }
        return "\(name): \(emptyInputField(input))"
    }

    /// A field of `Input` with no events: `.empty()`, or a control trait of none for a control field, which has no
    /// `empty()` of its own type.
    func emptyInputField(_ input: InputSpec) -> String {
        input.controlTrait.map { controlPlaceholder(input, trait: $0) } ?? ".empty()"
    }

    /// The lines that make the view controller's PublishRelays before `Input`: how to feed them, then one
    /// `let retry = PublishRelay<Void>()` per `trait: publishRelay` input. Empty without such inputs.
    func viewControllerPublishRelayLines(_ spec: SceneSpec) -> [String] {
        let relays = spec.inputs.filter(\.isPublishRelayField)
        guard let first = relays.first else { return [] }
        let example =
            (first.type?.value ?? .void).isVoid
            ? "\(first.name.value).accept(())" : "\(first.name.value).accept(/* \(first.type?.value ?? .void) */)"
        return [
            "// TODO: accept the screen's events into each relay, for example \(example), or bind them to it;",
            "// keep a relay in a property to accept into it from another method.",
        ] + relays.map { "let \($0.name.value) = \(publishRelayFieldType($0))()" }
    }
}
