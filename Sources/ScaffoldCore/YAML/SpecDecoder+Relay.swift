import Yams

extension SpecDecoder {
    /// An input's or output's `trait:` and `initial:`: an RxSwift trait, or a relay with its first value. The
    /// value of `initial` is checked here, where its characters can be blamed at their column.
    static func traitAndRelay(_ extra: [String: Node], reader: inout NodeReader) -> (
        trait: Located<OutputTrait>?, relay: RelaySpec?
    ) {
        var relay = RelaySpec()
        var trait: Located<OutputTrait>?
        if let written = extra["trait"].flatMap({ reader.choice($0, field: "trait", as: MemberTrait.self) }) {
            if written.value == .relay {
                relay.trait = written.location
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
