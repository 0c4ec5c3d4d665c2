/// Problems of relay members (`trait: relay` with `initial:`), each with the message the user reads.
public enum RelayProblem: Hashable, Sendable, CustomStringConvertible {
    case initialWithoutRelay(member: String)
    case relayWithoutInitial(member: String, type: String)
    case nilInitial(member: String, type: String)
    case relayWithoutValue(member: String, kind: String)
    case relayOfVoid(member: String, kind: String, type: String)
    case relayInputWithInitInputs(input: String)
    case relayOutputLeadsElsewhere(output: String, by: String)
    /// A route from an input relay: a value the screen writes, which the relay replays to each new observer.
    case relayInputLeadsElsewhere(input: String, scene: String)
    case initialReadsUnknownValue(member: String, name: String, suggestion: String?)
    case emptyInitial(key: String)
    case initialCharacter(Unicode.Scalar, key: String)
    case initialInterpolation(key: String)
    case initialText(String, key: String)
    case initialUnbalanced(Unicode.Scalar, key: String)
    case initialUnclosed(Unicode.Scalar, key: String)

    public var description: String {
        func expression(_ key: String) -> String { "'\(key)' is one Swift expression on one line" }
        switch self {
        case .initialWithoutRelay(let member):
            return "'initial' is the first value of a relay; add 'trait: relay' to '\(member)', or remove 'initial'"
        case .relayWithoutInitial(let member, let type):
            return "relay '\(member)' needs a first value: add 'initial:' with a Swift expression of type '\(type)' "
                + "(only an optional type starts as nil by itself)"
        case .nilInitial(let member, let type):
            return
                "relay '\(member)' of type '\(type)' cannot start as nil, which only an optional holds; write a value "
                + "of type '\(type)', or make the type optional"
        case .relayWithoutValue(let member, let kind):
            return "a relay holds a value, and \(kind) '\(member)' carries none; give it a type, or remove "
                + "'trait: relay'"
        case .relayOfVoid(let member, let kind, let type):
            return
                "a relay holds a value, and \(kind) '\(member)' is of type '\(type)', which has none to hold; give it "
                + "the type of the value it holds, or remove 'trait: relay'"
        case .relayInputWithInitInputs(let input):
            return "with 'inputs: init' the view model receives its inputs as observables in 'init' and cannot hold "
                + "'\(input)' as a relay; remove 'trait: relay', and bind the observable into a relay of the view "
                + "model's own in 'init' where it needs the latest value"
        case .relayOutputLeadsElsewhere(let output, let user):
            return "relay output '\(output)' emits its current value as soon as it is observed, so \(user) would "
                + "fire at once; lead it from a plain output instead"
        case .relayInputLeadsElsewhere(let input, let scene):
            return "relay input '\(input)' holds a value the screen writes and replays it as soon as it is observed, "
                + "so the route to \(scene) would fire at once; route from a plain input (an event, such as a tap)"
        case .initialReadsUnknownValue(let member, let name, let suggestion):
            let fix = suggestion.map { "did you mean '\($0)'?" } ?? "declare it under 'arguments' or 'properties'"
            return "the first value of relay '\(member)' reads '\(name)', which is neither an argument nor a property "
                + "of the scene; \(fix) (a value of the app's outside the scene is written with its type, such as "
                + "'Defaults.pageSize')"
        case .emptyInitial(let key):
            return "\(expression(key)), and this one is empty; write the value, such as '\"\"', '0' or '[]'"
        case .initialCharacter(let scalar, let key):
            return "\(expression(key)), without line breaks or invisible characters; remove "
                + DisplayText.codePoint(scalar)
        case .initialInterpolation(let key):
            return "\(expression(key)); string interpolation is not accepted in it, write the text without '\\('"
        case .initialText(let what, let key):
            return "\(expression(key)), and \(what) outside a string literal would end or extend it; remove it"
        case .initialUnbalanced(let scalar, let key):
            return "\(expression(key)); this '\(Character(scalar))' closes nothing it opened, remove it"
        case .initialUnclosed(let scalar, let key):
            return "\(expression(key)); this '\(Character(scalar))' is never closed, close it"
        }
    }
}
