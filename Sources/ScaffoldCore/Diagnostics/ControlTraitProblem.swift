/// Problems of RxCocoa control traits (`trait: controlEvent`, `trait: controlProperty`), each with the message the
/// user reads.
public enum ControlTraitProblem: Hashable, Sendable, CustomStringConvertible {
    /// A control trait on an output, which the view model returns rather than the view controller fills.
    case output(String, trait: ControlTrait)
    /// A control trait on an input of a protocols view model, whose inputs are subjects, observers, methods or
    /// PublishRelays; `inputs` is the inputs convention in force.
    case withoutTransform(input: String, trait: ControlTrait, inputs: String)
    /// A control trait with `inputs: init`, whose `Input` fields are the observables the view model subscribes to.
    case initInputs(input: String, trait: ControlTrait)
    /// A control trait on an input of an input/output view model, whose `Input` the view model makes of relays or
    /// subjects that the view controller writes into.
    case inputOutput(input: String, trait: ControlTrait)
    /// `trait: controlProperty` on an input that carries no value.
    case propertyWithoutValue(input: String)
    /// `initial:` on a control field, whose values come from its control.
    case initial(member: String, trait: ControlTrait)
    /// A route from a `controlProperty` input, which sends its control's current value as soon as it is observed and
    /// so would start the route when the screen appears.
    case propertyRoute(input: String, scene: String)

    public var description: String {
        switch self {
        case .propertyRoute(let input, let scene):
            return "a ControlProperty sends its control's current value as soon as it is observed, so '\(input)' would "
                + "open \(scene) when the screen appears and at every change; start the route from a 'controlEvent' "
                + "input (the tap that confirms), or from an output the view model emits"
        case .output(let output, let trait):
            return "'trait: \(trait.rawValue)' makes an 'Input' field that the view controller fills from a control, "
                + "and '\(output)' is an output, which the view model returns; write 'trait: signal' for events, or "
                + "'trait: driver' for a value the screen shows"
        case .withoutTransform(let input, let trait, let inputs):
            return "'trait: \(trait.rawValue)' makes '\(input)' a \(trait.typeName) field of a transform view model's "
                + "'Input', but with 'inputs: \(inputs)' the view controller writes each input into the view model "
                + "(bind \(Self.example(trait)) to it): remove the trait, or write "
                + "'conventions: {viewModel: transform}'"
        case .initInputs(let input, let trait):
            return "with 'inputs: init' the view model receives '\(input)' as an observable in 'init'; write "
                + "'trait: observable' and pass \(Self.example(trait, then: ".asObservable()")) from the view controller, or "
                + "use 'viewModel: transform', whose 'Input' may hold a \(trait.typeName)"
        case .inputOutput(let input, let trait):
            return "an input/output view model makes its own 'Input', whose '\(input)' the view controller writes "
                + "into, so it cannot be a \(trait.typeName) the view controller fills; remove the trait and bind "
                + "\(Self.example(trait)) to 'viewModel.input.\(input)', or use 'viewModel: transform'"
        case .propertyWithoutValue(let input):
            return "a ControlProperty carries a control's value, and '\(input)' carries none; give it the value's "
                + "type ('type: String?' for a text field's text), or write 'trait: controlEvent' for events such as "
                + "taps"
        case .initial(let member, let trait):
            return "a \(trait.typeName) takes its values from its control, so '\(member)' has no first value to "
                + "start with; remove 'initial', or write 'trait: relay' for a BehaviorRelay that holds one"
        }
    }

    /// What an app's view controller passes for such a field: `button.rx.tap`, `textField.rx.text`.
    private static func example(_ trait: ControlTrait, then call: String = "") -> String {
        switch trait {
        case .controlEvent: return "'button.rx.tap\(call)'"
        case .controlProperty: return "'textField.rx.text\(call)'"
        }
    }
}
