/// Problems of `PublishRelay` inputs (`inputs: publishRelay`, an input's `trait: publishRelay`), each with the
/// message the user reads.
public enum PublishRelayProblem: Hashable, Sendable, CustomStringConvertible {
    /// `trait: publishRelay` on an output of a view model without an `Output` struct, which the view model alone emits.
    case output(String)
    /// A PublishRelay field of a transform `Output` that a route or a result case (`by`) observes.
    case outputLeadsElsewhere(output: String, by: String)
    /// `trait: publishRelay` on an input of a view model without `Input` fields; `inputs` is the scene's own
    /// `inputs:` convention when it writes one.
    case fieldWithoutTransform(input: String, inputs: String?)
    /// `trait: publishRelay` with `inputs: init`, whose `Input` fields are observables the view model subscribes to.
    case fieldWithInitInputs(input: String)
    /// `initial:` on a `PublishRelay`, which has no value.
    case initial(member: String)
    /// A PublishRelay field named like a name the view controller's `bindViewModel()` uses, which the relay made
    /// there under the input's name would hide.
    case fieldHidesViewControllerName(String)
    /// `trait: publishSubject` on an output of a view model whose outputs are fields of `Output`.
    case subjectOutput(String)
    /// `trait: behaviorRelay` on an input, whose relay (`trait: relay`) the inputs protocol shows as it is already.
    case behaviorRelayInput(String)
    /// A route or result case (`by`) from a subject an outputs protocol shows, with `coordinatorInViewModel`.
    case shownSubjectLeadsThroughViewModel(output: String, by: String)
    /// `trait: publishSubject` on an input of a scene whose inputs are not PublishRelays; `inputs` is the scene's
    /// own `inputs:` convention when it writes one.
    case subjectWithoutPublishRelays(input: String, inputs: String?)
    /// `trait: publishSubject` on an input of a transform view model, whose `Input` fields are streams or PublishRelays.
    case subjectInTransform(input: String)
    /// `initial:` on a `trait: publishSubject` input, which holds no value.
    case subjectInitial(member: String)

    public var description: String {
        switch self {
        case .output(let output):
            return "output '\(output)' cannot be a PublishRelay field of an input/output view model's 'Output', "
                + "whose fields are Drivers, Signals and BehaviorRelays; write 'trait: signal' for events, or 'trait: "
                + "relay' for a value read by value (a PublishRelay output is a field of 'Output' with 'viewModel: "
                + "transform', or a member of the outputs protocol with 'viewModel: protocols')"
        case .outputLeadsElsewhere(let output, let by):
            return "\(by) observes output '\(output)', a PublishRelay field of 'Output' that only the view controller "
                + "subscribes to, so the navigation would depend on the screen; remove 'trait: publishRelay' (the "
                + "Driver or Signal field is led there by the view model)"
        case .fieldWithoutTransform(let input, let inputs?):
            return "'trait: publishRelay' makes '\(input)' a field of a transform view model's 'Input'; the scene's "
                + "'inputs: \(inputs)' decides the form of every input: remove the trait, or write "
                + "'inputs: publishRelay' to make every input a PublishRelay"
        case .fieldWithoutTransform(let input, nil):
            return "'trait: publishRelay' makes '\(input)' a field of a transform view model's 'Input'; remove the "
                + "trait and add 'conventions: {inputs: publishRelay}' to make every input a PublishRelay, or "
                + "'conventions: {viewModel: transform}'"
        case .fieldWithInitInputs(let input):
            return "with 'inputs: init' the view model receives '\(input)' as an observable in 'init'; write "
                + "'trait: observable' and pass 'relay.asObservable()' from the view controller, or use "
                + "'viewModel: transform'"
        case .initial(let member):
            return "a PublishRelay has no value, so '\(member)' has no first value to start with; remove 'initial', "
                + "or write 'trait: relay' for a BehaviorRelay that holds one"
        case .subjectOutput(let output):
            return "output '\(output)' cannot be a PublishSubject field of 'Output', whose fields the view controller "
                + "reads as Drivers and Signals; remove the trait, or write 'trait: signal' for events (an outputs "
                + "protocol, with 'viewModel: protocols', may show a PublishSubject)"
        case .shownSubjectLeadsThroughViewModel(let output, let by):
            return "with 'coordinatorInViewModel' \(by) starts when the screen subscribes to output '\(output)', and "
                + "subscribing to a subject the view model feeds starts nothing; start it from an input, or remove "
                + "the output's trait so that the view model leads it to the coordinator"
        case .behaviorRelayInput(let input):
            return "'trait: behaviorRelay' shows an output's BehaviorRelay as it is, and '\(input)' is an input; "
                + "remove it (an input with 'trait: relay' is a BehaviorRelay the screen writes, where the inputs "
                + "convention has relays)"
        case .subjectWithoutPublishRelays(let input, let inputs):
            let scene = inputs.map { "the scene's 'inputs: \($0)'" } ?? "the project's inputs convention"
            return "'trait: publishSubject' makes '\(input)' a PublishSubject among the PublishRelays of "
                + "'inputs: publishRelay', but \(scene) decides the form of every input here: remove the trait, or "
                + "write 'conventions: {inputs: publishRelay}' (with 'inputs: subject' every input is a "
                + "PublishSubject already)"
        case .subjectInTransform(let input):
            return "'trait: publishSubject' makes '\(input)' a PublishSubject among the PublishRelays of a protocols "
                + "view model ('inputs: publishRelay'), but a transform view model's 'Input' field is a Driver, a "
                + "Signal, an Observable or a PublishRelay; write 'trait: publishRelay', or remove the trait"
        case .subjectInitial(let member):
            return "a PublishSubject has no value, so '\(member)' has no first value to start with; remove 'initial', "
                + "or write 'trait: relay' for a BehaviorRelay that holds one"
        case .fieldHidesViewControllerName(let input):
            return "the view controller makes PublishRelay '\(input)' under that name in 'bindViewModel()', where "
                + "it would hide the '\(input)' that method uses; rename the input"
        }
    }
}
