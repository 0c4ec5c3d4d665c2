/// The bases of one scene's skeletons by project-relative path, read and written like a dictionary of texts. A base
/// read from a lock of format 2 stays in the lock's blocks until something reads its text (`LockBase`).
struct LockBases: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private var byPath: [String: LockBase]

    init(_ byPath: [String: LockBase] = [:]) {
        self.byPath = byPath
    }

    /// The bases `texts` holds by path.
    init(texts: [String: String]) {
        byPath = texts.mapValues(LockBase.init)
    }

    init(dictionaryLiteral elements: (String, String)...) {
        self.init(texts: Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The text of the base at `path`, expanded when read; setting nil removes it.
    subscript(path: String) -> String? {
        get { byPath[path]?.text }
        set { byPath[path] = newValue.map(LockBase.init) }
    }

    /// The base at `path`, not yet expanded.
    func base(at path: String) -> LockBase? {
        byPath[path]
    }

    /// Puts `base` at `path`, in place of the base there, if any.
    mutating func put(_ base: LockBase, at path: String) {
        byPath[path] = base
    }

    /// The paths of the bases.
    var keys: Dictionary<String, LockBase>.Keys { byPath.keys }

    /// Every base's text, in no particular order.
    var values: [String] { byPath.values.map(\.text) }

    /// Every base's text by path.
    var texts: [String: String] { byPath.mapValues(\.text) }

    var isEmpty: Bool { byPath.isEmpty }

    /// The bases `isIncluded` takes, none expanded.
    func filter(_ isIncluded: ((key: String, value: LockBase)) throws -> Bool) rethrows -> LockBases {
        LockBases(try byPath.filter(isIncluded))
    }

    /// Each base of `texts` in place of the one at its path, if any.
    mutating func merge(_ texts: [String: String]) {
        for (path, text) in texts { byPath[path] = LockBase(text) }
    }

    /// Each of `other`'s bases at its path unless this one has a base there already.
    mutating func merge(keepingExisting other: LockBases) {
        byPath.merge(other.byPath, uniquingKeysWith: { first, _ in first })
    }
}
