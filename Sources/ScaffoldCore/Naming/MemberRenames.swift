/// The renames a scene spec asks for with `renamedFrom:`, and every generated name they change.
///
/// A rename is merged into the person's skeletons as a rename, not as a member removed and another added: each name
/// the old member made (`items`, `itemsObserver`, `test_items`, `showItems` for a route) becomes the new member's,
/// wherever the person's code uses it.
public struct MemberRenames: Sendable, Equatable {
    /// One member renamed: what kind of member, its name before, and its name now.
    public struct Rename: Sendable, Equatable {
        public var kind: RenamedMemberKind
        public var old: Located<String>
        public var new: Located<String>
    }

    /// The renames `spec` asks for, in spec order.
    public let renames: [Rename]

    public init(_ spec: SceneSpec) {
        var renames: [Rename] = []
        func add(_ kind: RenamedMemberKind, _ name: Located<String>, _ old: Located<String>?) {
            if let old { renames.append(Rename(kind: kind, old: old, new: name)) }
        }
        for argument in spec.arguments { add(.argument, argument.name, argument.renamedFrom) }
        for input in spec.inputs { add(.input, input.name, input.member.renamedFrom) }
        for output in spec.outputs { add(.output, output.name, output.member.renamedFrom) }
        for action in spec.actions { add(.action, action.name, action.renamedFrom) }
        for stateCase in spec.state ?? [] { add(.stateCase, stateCase.name, stateCase.renamedFrom) }
        for resultCase in spec.coordinator?.result ?? [] {
            add(.resultCase, resultCase.name, resultCase.member.renamedFrom)
        }
        for property in spec.properties { add(.property, property.name, property.renamedFrom) }
        for method in spec.methods { add(.method, method.name, method.renamedFrom) }
        for method in spec.service?.methods ?? [] { add(.serviceMethod, method.name, method.renamedFrom) }
        self.renames = renames
    }

    private init(renames: [Rename]) {
        self.renames = renames
    }

    public var isEmpty: Bool { renames.isEmpty }

    /// These renames but those `isIncluded` leaves out.
    public func keeping(_ isIncluded: (Rename) -> Bool) -> MemberRenames {
        MemberRenames(renames: renames.filter(isIncluded))
    }

    /// `spec` as it was before the renames: each renamed member under its old name, and the routes and result
    /// cases that name a renamed output (or a route a renamed input) naming it by its old name.
    public func specBefore(_ renamed: SceneSpec) -> SceneSpec {
        var spec = renamed
        func old(_ kind: RenamedMemberKind, _ name: Located<String>) -> Located<String> {
            renames.first { $0.kind == kind && $0.new.value == name.value }?.old ?? name
        }
        for index in spec.arguments.indices { spec.arguments[index].name = old(.argument, spec.arguments[index].name) }
        for index in spec.inputs.indices { spec.inputs[index].member.name = old(.input, spec.inputs[index].name) }
        for index in spec.outputs.indices { spec.outputs[index].member.name = old(.output, spec.outputs[index].name) }
        for index in spec.actions.indices { spec.actions[index].name = old(.action, spec.actions[index].name) }
        if var state = spec.state {
            for index in state.indices { state[index].name = old(.stateCase, state[index].name) }
            spec.state = state
        }
        for index in spec.properties.indices {
            spec.properties[index].name = old(.property, spec.properties[index].name)
        }
        for index in spec.methods.indices { spec.methods[index].name = old(.method, spec.methods[index].name) }
        if var service = spec.service {
            for index in service.methods.indices {
                service.methods[index].name = old(.serviceMethod, service.methods[index].name)
            }
            spec.service = service
        }
        if var coordinator = spec.coordinator {
            coordinator.routes = coordinator.routes.map {
                var route = $0
                // A route from an input goes by the input's old name, one from an output by the output's.
                route.output = renamed.startsFromInput($0) ? old(.input, $0.output) : old(.output, $0.output)
                return route
            }
            coordinator.result = coordinator.result?.map { resultCase in
                var resultCase = resultCase
                resultCase.member.name = old(.resultCase, resultCase.name)
                resultCase.from = resultCase.from.map { old(.output, $0) }
                return resultCase
            }
            spec.coordinator = coordinator
        }
        return spec
    }

    /// Each name `spec`'s renames change, old spelling to new: the members' own names, and every name the naming
    /// table made from them (paired in table order, the two tables being made the same way from the two specs).
    public func spellings(of spec: SceneSpec, namer: NamingTableBuilder) -> [String: String] {
        guard !renames.isEmpty else { return [:] }
        let before = namer.table(for: specBefore(spec))
        let after = namer.table(for: spec)
        var spellings: [String: String] = [:]
        for rename in renames where rename.old.value != rename.new.value {
            spellings[rename.old.value] = rename.new.value
            let sources = rename.kind.nameSources
            let old = before.entries.filter { entry in
                sources.contains { $0(rename.old.value) == entry.provenance.source }
            }
            let new = after.entries.filter { entry in
                sources.contains { $0(rename.new.value) == entry.provenance.source }
            }
            for (was, now) in zip(old, new) where was.spelling != now.spelling {
                spellings[was.spelling] = now.spelling
            }
        }
        return spellings
    }
}
