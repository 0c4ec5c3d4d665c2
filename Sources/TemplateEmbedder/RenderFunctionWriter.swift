/// Writes the Swift source of `CompiledTemplates`: one function per built-in template that drives a
/// `CompiledTemplateRenderer` through the template's nodes.
///
/// Each name the templates look up gets an ID, its index in `keyNames` (sorted), and the functions pass the ID:
/// the renderer finds a key in an object's `TemplateLayout` with no string hashing.
struct RenderFunctionWriter {
    /// Parsed templates by name.
    var templates: [(name: String, nodes: [TemplateNode])]
    /// Every name the templates look up, sorted: a name's index is its ID.
    let keyNames: [String]
    private let keyIDs: [String: Int]

    init(templates: [(name: String, nodes: [TemplateNode])]) {
        self.templates = templates
        keyNames = Set(templates.flatMap { Self.keys(in: $0.nodes) }).sorted()
        keyIDs = Dictionary(uniqueKeysWithValues: keyNames.enumerated().map { ($0.element, $0.offset) })
    }

    var source: String {
        var source = """

            /// The built-in templates as Swift functions, so rendering them does no template parsing and
            /// no dynamic casts. `TemplateSet` uses one only while neither it nor a partial it includes
            /// is overridden by the project.
            enum CompiledTemplates {
                /// Every name the compiled templates look up; a name's index is the ID they pass.
                static let keyNames: [String] = [

            """
        for name in keyNames {
            source += "        \(Self.literal(name)),\n"
        }
        source += """
                ]

                /// Every compiled template's name and the partials it includes, directly or through another.
                static let partials: [String: Set<String>] = [

            """
        for (name, _) in templates {
            let included = includedPartials(of: name).sorted().map(Self.literal).joined(separator: ", ")
            source += "        \(Self.literal(name)): [\(included)],\n"
        }
        source += """
                ]

                /// Renders the template called `name` into `renderer`; false when no such template is compiled.
                static func render(_ name: String, into renderer: inout CompiledTemplateRenderer) -> Bool {
                    switch name {

            """
        for (name, _) in templates {
            source += "        case \(Self.literal(name)): \(Self.functionName(name))(&renderer)\n"
        }
        source += """
                    default: return false
                    }
                    return true
                }

            """
        for (name, nodes) in templates {
            source += "\n    private static func \(Self.functionName(name))(_ r0: inout CompiledTemplateRenderer) {\n"
            write(nodes, depth: 0, into: &source)
            source += "    }\n"
        }
        return source + "}\n"
    }

    private func write(_ nodes: [TemplateNode], depth: Int, into source: inout String) {
        let indentation = String(repeating: "    ", count: depth + 2)
        let renderer = "r\(depth)"
        var pendingText = ""
        func flushText() {
            guard !pendingText.isEmpty else { return }
            source += "\(indentation)\(renderer).text(\(Self.literal(pendingText)))\n"
            pendingText = ""
        }
        for node in nodes {
            if case .text(let text) = node {
                pendingText += text
                continue
            }
            flushText()
            switch node {
            case .text:
                break
            case .variable(let path):
                let call = path.isEmpty ? "current()" : "variable(\(path.map(key).joined(separator: ", ")))"
                source += "\(indentation)\(renderer).\(call)\n"
            case .section(let path, let body), .invertedSection(let path, let body):
                let method: String
                if case .section = node { method = "section" } else { method = "invertedSection" }
                source += "\(indentation)\(renderer).\(method)(\(key(path[0]))) { r\(depth + 1) in\n"
                write(body, depth: depth + 1, into: &source)
                source += "\(indentation)}\n"
            case .partial(let name):
                source += "\(indentation)\(Self.functionName(name))(&\(renderer))\n"
            }
        }
        flushText()
    }

    /// The ID of the key `name` as an argument, the name beside it for a reader: `3 /* items */`.
    private func key(_ name: String) -> String {
        "\(keyIDs[name]!) /* \(name) */"
    }

    /// The names `nodes` look up: each variable's and section's, a member's included.
    static func keys(in nodes: [TemplateNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case .variable(let path): return path
            case .section(let path, let body), .invertedSection(let path, let body): return path + keys(in: body)
            case .text, .partial: return []
            }
        }
    }

    /// The partials `name` includes, directly or through another partial.
    func includedPartials(of name: String) -> Set<String> {
        var found = Set<String>()
        var pending = [name]
        while let next = pending.popLast() {
            guard let nodes = templates.first(where: { $0.name == next })?.nodes else { continue }
            for partial in Self.partials(in: nodes) where found.insert(partial).inserted {
                pending.append(partial)
            }
        }
        return found
    }

    static func partials(in nodes: [TemplateNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case .partial(let name): return [name]
            case .section(_, let body), .invertedSection(_, let body): return partials(in: body)
            case .text, .variable: return []
            }
        }
    }

    /// `Scene.generated.swift` becomes `render_Scene_generated_swift`.
    static func functionName(_ templateName: String) -> String {
        "render_" + String(templateName.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// A Swift string literal holding exactly `text`.
    static func literal(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
