/// One entry of `appCode:` in `scaffold.yml`: a project-relative folder, Swift file or glob pattern (`App`,
/// `App/**/*.swift`, `Sources/Domain/*.swift`), normalised.
///
/// `*` matches any characters of one path component and `?` one character; `**` as a whole component matches any
/// number of folders. A pattern that matches a folder takes every `.swift` file below it, so `App` and `App/**`
/// mean the same. Matching is pure: the caller walks the folders and asks, one component at a time.
public struct AppCodePattern: Equatable, Sendable {
    /// The pattern as written, where it was written.
    public var text: Located<String>
    /// Its components, without empty and `.` ones; none for the project folder itself (`.`).
    public var components: [String]

    public init(text: Located<String>, components: [String]) {
        self.text = text
        self.components = components
    }

    /// Why `text` cannot be a pattern: it is empty, absolute, or leads out of the project; nil when it can.
    public static func problem(with text: String) -> SpecProblem? {
        if text.isEmpty { return .appCode(.emptyPattern) }
        if text.hasPrefix("/") { return .appCode(.absolutePattern(text)) }
        if text.split(separator: "/").contains("..") { return .pathEscapesProject(text) }
        return nil
    }

    /// The pattern written as `text`, which `problem(with:)` accepts.
    public init(_ text: Located<String>) {
        self.init(text: text, components: text.value.split(separator: "/").map(String.init).filter { $0 != "." })
    }

    /// The components before the first with a wildcard: the folder (or file) the search starts at.
    public var literalPrefix: [String] {
        Array(components.prefix { !Self.hasWildcard($0) })
    }

    /// How far matching has got on the way down from the literal prefix: the pattern components that the next
    /// path component may match. Past the last component, everything below matches.
    public struct Progress: Hashable, Sendable {
        fileprivate var states: Set<Int>
    }

    /// The progress at the literal prefix, before any component below it.
    public var start: Progress {
        Progress(states: closure([literalPrefix.count]))
    }

    /// The progress inside the folder `name`; nil when nothing below it can match.
    public func entering(folder name: String, from progress: Progress) -> Progress? {
        var next: Set<Int> = []
        for state in progress.states {
            if state == components.count {
                next.insert(state)
            } else if components[state] == "**" {
                next.insert(state)
            } else if Self.component(components[state], matches: name) {
                next.insert(state + 1)
            }
        }
        let closed = closure(next)
        return closed.isEmpty ? nil : Progress(states: closed)
    }

    /// Whether the file `name`, in the folder `progress` describes, matches.
    public func matches(file name: String, at progress: Progress) -> Bool {
        progress.states.contains { state in
            state == components.count
                || (state == components.count - 1
                    && (components[state] == "**" || Self.component(components[state], matches: name)))
        }
    }

    /// `states` with every state after a `**` added: it may match no folder at all.
    private func closure(_ states: Set<Int>) -> Set<Int> {
        var closed = states
        var pending = Array(states)
        while let state = pending.popLast() {
            if state < components.count, components[state] == "**", closed.insert(state + 1).inserted {
                pending.append(state + 1)
            }
        }
        return closed
    }

    /// Whether `component` has `*` or `?`.
    static func hasWildcard(_ component: String) -> Bool {
        component.contains("*") || component.contains("?")
    }

    /// Whether `name` matches the one-component pattern `pattern` (`*` any run of characters, `?` one).
    static func component(_ pattern: String, matches name: String) -> Bool {
        let pattern = Array(pattern.unicodeScalars)
        let name = Array(name.unicodeScalars)
        var (p, n) = (0, 0)
        // Where the last `*` was, and how much of the name it had taken, to backtrack to.
        var star: (pattern: Int, name: Int)?
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == name[n]) {
                (p, n) = (p + 1, n + 1)
            } else if p < pattern.count, pattern[p] == "*" {
                star = (p, n)
                p += 1
            } else if let last = star {
                star = (last.pattern, last.name + 1)
                (p, n) = (last.pattern + 1, last.name + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
