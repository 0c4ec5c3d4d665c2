/// An object of a template context: its values in the order of its layout's names.
///
/// A dictionary per object hashed every name to build it and again at every lookup down the context stack (a cold
/// run of 100 bench scenes: `SceneModel.templateValue` 59 M instructions, the lookups 50 M); an array in a layout
/// shared by every object of its type costs one allocation, and the compiled templates find a key by its ID with
/// two array reads (11 M and 16 M).
struct TemplateObject: Sendable, Equatable {
    /// The names of `values`.
    let layout: TemplateLayout
    /// One value per name of `layout`, in its order.
    let values: [TemplateValue]

    init(_ layout: TemplateLayout, _ values: [TemplateValue]) {
        precondition(values.count == layout.names.count, "a template object has one value per name of its layout")
        self.layout = layout
        self.values = values
    }

    /// The value of the compiled templates' key `id`, when the object has it.
    @inline(__always)
    subscript(id: Int) -> TemplateValue? {
        let slot = layout.slot(ofKey: id)
        return slot < 0 ? nil : values[slot]
    }

    /// The value of the key called `name`, when the object has it.
    subscript(named name: String) -> TemplateValue? {
        layout.names.firstIndex(of: name).map { values[$0] }
    }

    /// The object's members as a dictionary, which compares two objects whatever the order of their names.
    var members: [String: TemplateValue] {
        Dictionary(uniqueKeysWithValues: zip(layout.names, values))
    }

    static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.layout === rhs.layout ? lhs.values == rhs.values : lhs.members == rhs.members
    }
}
