import ScaffoldCore

/// Finds, before anything renders, the keys a template uses that its context does not have there, and the
/// partials it includes that do not exist: Mustache renders both as empty text, silently.
///
/// Each template that writes a file is walked from its root object (`TemplateSchema.roots`), with the objects
/// its sections open stacked as Mustache stacks them; a partial is walked where it is included, with the stack
/// of its tag. A key is looked up as Mustache looks it up: in the innermost object that has it, then outwards.
/// Inside a section whose key is unknown nothing more is checked, since what it holds is not known.
struct TemplateKeyChecker {
    /// One problem, at a tag of a template.
    struct Finding: Hashable {
        var problem: TemplateProblem
        var location: SourceLocation
    }

    /// What a section put on the context stack.
    private enum Frame {
        /// An object of the schema, by its title.
        case object(String)
        /// A value without keys (a string, a flag), which lookups pass through.
        case noKeys
        /// A value whose type is not known, because its key is not; lookups stop here.
        case unknown
    }

    /// How a key resolves where it is used.
    private enum Resolution {
        case found(TemplateSchema.KeyType?)
        case unknownContext
        case problem(TemplateProblem)
    }

    private let entries: [String: TemplateSet.Entry]
    private let tags: [String: [MustacheTag]]

    init(entries: [TemplateSet.Entry]) {
        self.entries = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
        tags = self.entries.mapValues { MustacheTag.tags(in: $0.text) }
    }

    /// The problems in the templates called `checked`, in template and tag order, each once; and the name of
    /// every template some file's template includes, directly or through others.
    func check(_ checked: Set<String>) -> (findings: [Finding], included: Set<String>) {
        var findings: [Finding] = []
        var seen: Set<Finding> = []
        var included: Set<String> = []
        for (template, object) in TemplateSchema.roots.sorted(by: { $0.key < $1.key }) where entries[template] != nil {
            walk(template, frames: [.object(object)], path: [], checked: checked) { finding in
                if seen.insert(finding).inserted { findings.append(finding) }
            } including: {
                included.insert($0)
            }
        }
        return (findings, included)
    }

    private func walk(
        _ name: String, frames start: [Frame], path: [String], checked: Set<String>,
        report: (Finding) -> Void, including: (String) -> Void
    ) {
        // Cycles and depth are PartialGraph's to report; here they only end the walk.
        guard let entry = entries[name], !path.contains(name), path.count < PartialGraph.maximumDepth else { return }
        let reports = checked.contains(name)
        var frames = start
        // Per open section, whether it pushed a frame.
        var pushed: [Bool] = []
        for tag in tags[name] ?? [] {
            let location = SourceLocation(file: entry.file, line: tag.line, column: tag.column)
            switch tag.kind {
            case .variable, .section, .invertedSection:
                let frame: Frame
                switch resolve(tag.key.name, in: frames) {
                case .found(let type): frame = type?.object.map(Frame.object) ?? .noKeys
                case .unknownContext: frame = .unknown
                case .problem(let problem):
                    if reports { report(Finding(problem: problem, location: location)) }
                    frame = .unknown
                }
                if tag.kind == .section {
                    frames.append(frame)
                    pushed.append(true)
                } else if tag.kind == .invertedSection {
                    pushed.append(false)
                }
            case .partial, .parent:
                if tag.kind == .parent { pushed.append(false) }
                guard !tag.content.hasPrefix("*") else { continue }
                guard entries[tag.content] != nil else {
                    if reports {
                        let suggestion = EditDistance.closest(to: tag.content, among: entries.keys.sorted())
                        report(
                            Finding(problem: .unknownPartial(tag.content, suggestion: suggestion), location: location))
                    }
                    continue
                }
                including(tag.content)
                walk(
                    tag.content, frames: frames, path: path + [name], checked: checked, report: report,
                    including: including)
            case .block:
                pushed.append(false)
            case .close:
                if pushed.popLast() == true { frames.removeLast() }
            case .other:
                break
            }
        }
    }

    /// Looks `name` up as Mustache does: `.` is the current value, `.key` only in it, `a.b` finds `a` in the
    /// innermost object that has it and `b` in `a`.
    private func resolve(_ name: String, in frames: [Frame]) -> Resolution {
        // `{{.}}`, and a transform of the current element such as `{{#first()}}`.
        if name == "." || name.isEmpty { return .found(nil) }
        let components = name.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
        guard let first = components.first else { return .found(nil) }
        let searched = name.hasPrefix(".") ? Array(frames.suffix(1)) : frames.reversed()
        var found: TemplateSchema.KeyType?
        var visible: [String] = []
        search: for frame in searched {
            switch frame {
            case .unknown: return .unknownContext
            case .noKeys: continue
            case .object(let object):
                let keys = TemplateSchema.objects[object] ?? [:]
                if let type = keys[first] {
                    found = type
                    break search
                }
                visible += keys.keys.sorted()
            }
        }
        guard var type = found else {
            return .problem(
                .unknownKey(
                    first, written: name, object: innermostObject(in: frames) ?? "the context",
                    suggestion: EditDistance.closest(to: first, among: visible)))
        }
        for (index, component) in components.enumerated().dropFirst() {
            let value = components[..<index].joined(separator: ".")
            guard case .some(let object) = Self.keyedObject(type) else {
                return .problem(.keyOfNonObject(written: name, value: value, type: Self.spelling(of: type)))
            }
            let keys = TemplateSchema.objects[object] ?? [:]
            guard let next = keys[component] else {
                // `written` ends with the unknown key only when it is the last component.
                let written = components[...index].joined(separator: ".")
                return .problem(
                    .unknownKey(
                        component, written: written, object: object,
                        suggestion: EditDistance.closest(to: component, among: keys.keys.sorted())))
            }
            type = next
        }
        return .found(type)
    }

    private func innermostObject(in frames: [Frame]) -> String? {
        for frame in frames.reversed() {
            if case .object(let object) = frame { return object }
        }
        return nil
    }

    /// The object whose keys a dotted name may look up in a value of `type`: one object, present or `null`.
    private static func keyedObject(_ type: TemplateSchema.KeyType) -> String? {
        switch type {
        case .object(let object): return object
        case .optional(let wrapped): return keyedObject(wrapped)
        case .string, .bool, .strings, .objects: return nil
        }
    }

    private static func spelling(of type: TemplateSchema.KeyType) -> String {
        switch type {
        case .string: return "a string"
        case .bool: return "a Bool"
        case .strings, .objects: return "a list"
        case .object: return "an object"
        case .optional(let wrapped): return spelling(of: wrapped)
        }
    }
}
