/// Every name scaffold generates for one scene or one shared service, each with its role, spelling, kind and
/// provenance: the one list the validator checks, the presentation model prints and `scaffold rename` diffs.
///
/// `NamingTableBuilder` makes it; nothing else spells a generated name.
public struct NamingTable: Hashable, Sendable {
    /// In a fixed order: types (the shared base class first, the assembler last), members, then files.
    public private(set) var entries: [GeneratedName] = []
    private var indexByRole: [NameRole: Int] = [:]

    public init() {}

    /// The table of `entries`, in their order. A spec that lists a member twice makes its roles twice: both entries
    /// are kept, for the checks that report them, and the first answers a lookup by role.
    init(_ entries: [GeneratedName]) {
        self.entries = entries
        // Sized once: entered one by one, the index was rehashed each time it grew, a fifth of building a table.
        indexByRole.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            // Through the defaulting subscript the role is hashed once: the index is stored only when the role is new.
            Self.keep(&indexByRole[entry.role, default: index])
        }
    }

    private static func keep(_: inout Int) {}

    /// The entry of `role`; nil when the spec has no part that makes it.
    public subscript(role: NameRole) -> GeneratedName? {
        indexByRole[role].map { entries[$0] }
    }

    /// How `role` is spelled; nil when the spec has no part that makes it.
    public func spelling(of role: NameRole) -> String? {
        self[role]?.spelling
    }

    /// The entries of `kind`, in table order.
    public func entries(of kind: NameKind) -> [GeneratedName] {
        entries.filter { $0.kind == kind }
    }

    /// The members the mock declares for `method`, one the spec lists.
    public func mockMembers(of method: MockedMethod) -> MockMembers {
        guard let members = mockedMethods(where: { $0 == method }).first?.members else {
            preconditionFailure("the naming table mocks no \(method)")
        }
        return members
    }

    /// The members of every mocked method `isIncluded` takes, in spec order (a method listed twice, twice), each
    /// with what named its method.
    public func mockedMethods(where isIncluded: (MockedMethod) -> Bool) -> [(
        members: MockMembers, provenance: NameProvenance
    )] {
        var found: [(members: MockMembers, provenance: NameProvenance)] = []
        // A method's entries come together: its call log (when its calls carry arguments), its counter, its result.
        var log: (method: MockedMethod, name: String)?
        var counter: (method: MockedMethod, name: String)?
        for entry in entries {
            switch entry.role {
            case .callLog(let method) where isIncluded(method):
                log = (method, entry.spelling)
            case .callCount(let method) where isIncluded(method):
                counter = (method, entry.spelling)
            case .mockResult(let method) where method == counter?.method:
                guard let count = counter else { continue }
                let recordsArguments = log?.method == method
                let members = MockMembers(
                    method: mockedName(of: method), recordsArguments: recordsArguments,
                    recorder: recordsArguments ? log?.name ?? count.name : count.name, counter: count.name,
                    result: entry.spelling)
                found.append((members, entry.provenance))
                (log, counter) = (nil, nil)
            default:
                continue
            }
        }
        return found
    }

    /// The name of the mocked method itself: a finish method is spelled from its case.
    private func mockedName(of method: MockedMethod) -> String {
        switch method {
        case .serviceMethod(let name), .route(let name): return name
        case .finish(let resultCase): return spelling(of: .finishMethod(resultCase: resultCase)) ?? resultCase
        }
    }

    /// The entries of this table whose spelling `other` changes, paired by role with their new spelling, in this
    /// table's order: what renaming the spec of one makes the other.
    public func changes(to other: NamingTable) -> [(old: GeneratedName, new: GeneratedName)] {
        entries.enumerated().compactMap { index, old in
            // A role listed twice is one declaration; it is paired once.
            guard indexByRole[old.role] == index, let new = other[old.role], new.spelling != old.spelling else {
                return nil
            }
            return (old, new)
        }
    }
}
