/// Edit distance counting a swap of neighbours as one edit, for "did you mean" suggestions.
public enum EditDistance {
    /// The number of single-character insertions, deletions, substitutions or swaps of adjacent characters
    /// that turn `a` into `b` (optimal string alignment). `tpye` is one edit from `type`, as a typist sees it.
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased())
        let b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// Whether `word` is `name` with one slip of the hand: one edit, or letter case only; names that differ only in
    /// their digits (`Step2` and `Step1`) are told apart on purpose.
    public static func isOneTypo(_ word: String, from name: String) -> Bool {
        between(word, name) <= 1 && word.filter { !$0.isNumber } != name.filter { !$0.isNumber }
            || word != name && word.lowercased() == name.lowercased()
    }

    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let threshold = max(1, min(3, word.count / 3))
        return
            candidates
            .map { (candidate: $0, distance: between(word, $0)) }
            .filter { $0.distance <= threshold }
            .min { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }?
            .candidate
    }
}
