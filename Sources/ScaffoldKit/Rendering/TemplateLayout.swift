/// The names of the keys of one kind of template object, in the order its values are stored, with the slot of each
/// key the compiled templates look up by ID.
///
/// Each template object's generated `templateValue` makes its layout once per run (`make contract`), so only that
/// once are its names hashed to find their IDs (`CompiledTemplates.keyNames`); a lookup is then two array reads.
final class TemplateLayout: Sendable {
    /// The object's key names, unique.
    let names: [String]
    /// For each key ID of the compiled templates, the index of its value in the object, or -1 when the object has no
    /// such key.
    private let slots: [Int32]

    init(_ names: [String]) {
        self.names = names
        var slots = [Int32](repeating: -1, count: CompiledTemplates.keyNames.count)
        for (slot, name) in names.enumerated() {
            if let id = Self.keyIDs[name] { slots[id] = Int32(slot) }
        }
        self.slots = slots
    }

    /// The index in the object's values of the compiled templates' key `id`, or -1.
    @inline(__always)
    func slot(ofKey id: Int) -> Int {
        Int(slots[id])
    }

    /// Each name the compiled templates look up, by its ID.
    static let keyIDs: [String: Int] = Dictionary(
        uniqueKeysWithValues: CompiledTemplates.keyNames.enumerated().map { ($0.element, $0.offset) })
}
