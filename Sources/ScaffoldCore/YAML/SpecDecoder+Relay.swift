import Yams

extension SpecDecoder {
    /// An input's or output's `trait:` and `initial:`: an RxSwift trait, or a relay with its first value. The
    /// value of `initial` is checked here, where its characters can be blamed at their column.
    static func traitAndRelay(_ extra: [String: Node], ofOutput: Bool, reader: inout NodeReader) -> (
        trait: Located<OutputTrait>?, relay: RelaySpec?
    ) {
        var relay = RelaySpec()
        var trait: Located<OutputTrait>?
        if let written = extra["trait"].flatMap({
            reader.choice($0, field: "trait", as: MemberTrait.self)
        }) {
            if written.value == .relay {
                relay.trait = written.location
            } else if written.value == .publishRelay {
                relay.publishRelay = written.location
            } else if written.value == .publishSubject {
                relay.publishSubject = written.location
            } else if written.value == .behaviorRelay {
                // An output's is a relay in every rule (its first value, what may route from it), shown as it is; an
                // input's is only refused, with no relay rule beside it.
                if ofOutput { relay.trait = written.location }
                relay.behaviorRelay = written.location
            } else if let control = ControlTrait(rawValue: written.value.rawValue) {
                relay.control = Located(control, at: written.location)
            } else {
                trait = OutputTrait(rawValue: written.value.rawValue).map { Located($0, at: written.location) }
            }
        }
        if let node = extra["initial"], let initial = reader.string(node, expected: "a Swift expression") {
            if let (problem, offset) = InitialExpression.problem(in: initial.value) {
                reader.report(.error(.relay(problem), at: reader.location(ofOffset: offset, in: initial)))
            }
            // Kept when refused, so that the relay is not reported as lacking a first value as well.
            relay.initial = initial
        }
        return (trait, relay == RelaySpec() ? nil : relay)
    }
}

extension SpecDecoder {
    /// A relay's `initial:` may read the scene's arguments and properties, which the view model holds before it
    /// first uses the relay; any other name it reads is an error at its column, with the closest of those.
    static func checkValuesReadByRelays(of spec: SceneSpec, reader: inout NodeReader) {
        let values = spec.arguments.map(\.name.value) + spec.properties.map(\.name.value)
        let relays =
            spec.inputs.map { (name: $0.name.value, relay: $0.relay) }
            + spec.outputs.map { (name: $0.name.value, relay: $0.relay) }
        for (member, relay) in relays {
            guard relay?.trait != nil, let initial = relay?.initial,
                InitialExpression.problem(in: initial.value) == nil
            else { continue }
            for read in InitialExpression.valueReads(in: initial.value) where !values.contains(read.name) {
                let suggestion = EditDistance.closest(to: read.name, among: values)
                reader.report(
                    .error(
                        .relay(.initialReadsUnknownValue(member: member, name: read.name, suggestion: suggestion)),
                        at: reader.location(ofOffset: read.offset, in: initial)))
            }
        }
    }
}
