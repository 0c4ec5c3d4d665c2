import ScaffoldCore

/// Transform `Input` fields that are RxCocoa's control traits (`trait: controlEvent`, `trait: controlProperty`),
/// which an app's view controller fills straight from its controls (`button.rx.tap`, `textField.rx.text`).
extension SceneModelBuilder {
    /// `ControlEvent<Void>`, `ControlProperty<String?>`: the type of a control field of `Input`.
    func controlFieldType(_ input: InputSpec, trait: ControlTrait) -> String {
        "\(libraryNames(trait.typeName))<\(input.type?.value ?? .void)>"
    }

    /// What the view controller skeleton passes for a control field until the person connects its control: a
    /// control trait of no events, `ControlEvent(events: Observable<Void>.empty())`, which names its element so that
    /// it reads alone as a local.
    func controlPlaceholder(_ input: InputSpec, trait: ControlTrait) -> String {
        controlTrait(trait, over: "\(libraryNames("Observable"))<\(input.type?.value ?? .void)>.empty()")
    }

    /// The TODO over the view controller's `Input` that says what replaces its control placeholders; nil when `inputs`
    /// (the fields it passes placeholders for) hold no control field.
    func controlPlaceholderTodo(_ inputs: [InputSpec]) -> String? {
        let traits = Set(inputs.compactMap(\.controlTrait))
        guard !traits.isEmpty else { return nil }
        let kinds = ControlTrait.allCases.filter(traits.contains)
        let examples = kinds.map { $0 == .controlEvent ? "button.rx.tap" : "textField.rx.text" }
        return "TODO: replace each \(kinds.map(\.typeName).joined(separator: " and ")) with the control's: "
            + "\(examples.joined(separator: " or "))."
    }

    /// How a test makes a control field of `Input` from the subject it feeds: `ControlEvent(events: tapSubject)`, or
    /// a ControlProperty of the subject's values that drops what the view model writes back.
    func controlTestArgument(subject: String, trait: ControlTrait) -> String {
        controlTrait(trait, over: subject)
    }

    /// `ControlEvent(events: values)`, or `ControlProperty(values: values, valueSink: AnyObserver { _ in })`, whose
    /// sink drops what is written into the property: RxCocoa's public initializers.
    private func controlTrait(_ trait: ControlTrait, over values: String) -> String {
        switch trait {
        case .controlEvent:
            return "\(libraryNames("ControlEvent"))(events: \(values))"
        case .controlProperty:
            let sink = "\(libraryNames("AnyObserver")) { _ in }"
            return "\(libraryNames("ControlProperty"))(values: \(values), valueSink: \(sink))"
        }
    }
}
