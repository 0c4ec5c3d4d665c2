import ScaffoldCore

/// How the app's scenes connect: a node per scene, an edge per route, the result flowing back, and an edge to each
/// cell or component a scene's members name; optionally a node per shared service and an edge from each scene to
/// the services it lists under `dependencies`.
public struct SceneGraph: Equatable, Sendable {
    /// A scene in the graph.
    public struct Node: Equatable, Sendable {
        public var scene: String
        /// The cases the scene finishes with; empty for a scene that never finishes.
        public var resultCases: [String]
        /// False for a route target whose spec was not loaded.
        public var isLoaded: Bool
        /// True for a route target declared in `externalScenes`: its coordinator is written by hand.
        public var isHandWritten = false
        /// What shows the scene's view model: cells and components are drawn apart from screens.
        public var kind: SceneKind = .screen
        /// For a route's destination that is not a scene (`external:`, `handler:`), what the node reads, such as
        /// `Safari` or `shareRepository()`; `scene` is then the node's identifier. Nil for a scene.
        public var destination: String? = nil
    }

    /// A shared service, drawn when the graph is asked to draw services.
    public struct ServiceNode: Equatable, Sendable {
        public var service: String
        /// False for a dependency whose service spec was not loaded.
        public var isLoaded: Bool
        /// Whether the service is one of the app's own protocols (`appServices` in `scaffold.yml`), which scaffold
        /// mocks but does not write.
        public var isAppProtocol = false
        /// Whether it is an app class, whose protocol scaffold extracts from its declaration in `appCode`.
        public var isAppClass = false

        /// What the node's label adds in parentheses: an app protocol or class, or a spec that was not loaded.
        var remark: String? {
            guard isLoaded else { return "spec not loaded" }
            return isAppClass ? "app class" : isAppProtocol ? "app protocol" : nil
        }
    }

    /// A route from a parent scene to a child, the child's result flowing back, or a scene's use of a service.
    public struct Edge: Equatable, Sendable {
        /// Whether the edge starts a scene or returns a result.
        public enum Kind: Equatable, Sendable {
            /// A parent starts a child when `label` (an output, with the type of the value it hands the child) fires.
            case route
            /// A child reports its result (`label` lists the cases) to the parent.
            case result
            /// A scene lists the service `to` under `dependencies`; `label` is "uses".
            case dependency
            /// A member of a scene names the view model of the cell or component `to`; `label` is "contains".
            case contains
        }

        public var from: String
        public var to: String
        public var label: String
        public var kind: Kind
    }

    /// Nodes sorted by scene name.
    public var nodes: [Node]
    /// Shared services sorted by name; empty unless the graph was asked to draw them.
    public var services: [ServiceNode] = []
    /// Edges grouped by parent scene (sorted), in the order the routes are written, then the cells and components
    /// the parent contains (sorted); then, when services are drawn, dependency edges grouped by scene (sorted), in
    /// the order the dependencies are written.
    public var edges: [Edge]

    /// The graph of `specs`; route targets are looked up in `index` (by default `specs` themselves),
    /// so a graph of some specs still knows the results of scenes it routes to, and a target without a
    /// spec is drawn as hand-written when it is one of `externalScenes`. With `services`, each of them is drawn
    /// too, with an edge from every drawn scene that depends on it; without, services are left out. A route a
    /// view controller starts (`navigation: viewController`, the project's `navigation` unless the spec sets one) is
    /// labelled so.
    public init(
        specs: [SceneSpec], lookingUpTargetsIn index: [SceneSpec]? = nil, externalScenes: [String] = [],
        services: [SharedServiceSpec]? = nil, projectNavigation: NavigationConvention = .coordinator
    ) {
        let byName = Dictionary((index ?? specs).map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let drawn = Set(specs.map(\.name.value))
        var nodes = byName.values.filter { drawn.contains($0.name.value) }.map(Self.loadedNode)
        let containedScenes = ContainedSceneIndex(byName.values)
        var edges: [Edge] = []
        for spec in specs.sorted(by: { $0.name.value < $1.name.value }) {
            for route in spec.coordinator?.routes ?? [] {
                let target = route.scene.value
                let payload = spec.payloadType(of: route)
                // A route from an input says so: no output of that name exists to look for. So does one the app's
                // own code calls, which no member starts, and one the view controller starts, which the coordinator
                // does not observe.
                let remarks =
                    (spec.startsFromInput(route) ? ["input"] : []) + (route.startsFromCode ? ["code"] : [])
                    + ((spec.conventions.navigation?.value ?? projectNavigation) == .viewController
                        ? ["view controller"] : [])
                let label =
                    route.output.value + (payload.isVoid ? "" : ": \(payload)")
                    + (remarks.isEmpty ? "" : " (\(remarks.joined(separator: ", ")))")
                if let destination = route.destination?.value {
                    // The app's own coordinator class calls the method the route names, not a handler of ours.
                    let node = Self.destinationNode(
                        destination, of: spec.name.value,
                        calling: spec.coordinator?.appType == nil ? nil : route.method?.value)
                    edges.append(Edge(from: spec.name.value, to: node.scene, label: label, kind: .route))
                    if !nodes.contains(where: { $0.scene == node.scene }) { nodes.append(node) }
                    continue
                }
                edges.append(Edge(from: spec.name.value, to: target, label: label, kind: .route))
                let child = byName[target]
                if let cases = child?.coordinator?.result, !cases.isEmpty {
                    edges.append(
                        Edge(
                            from: target, to: spec.name.value,
                            label: cases.map(\.name.value).joined(separator: " | "), kind: .result))
                }
                if !nodes.contains(where: { $0.scene == target }) {
                    nodes.append(
                        Node(
                            scene: target, resultCases: (child?.coordinator?.result ?? []).map(\.name.value),
                            isLoaded: child != nil, isHandWritten: child == nil && externalScenes.contains(target),
                            kind: child?.sceneKind ?? .screen))
                }
            }
            for contained in containedScenes.scenes(containedBy: spec) {
                edges.append(Edge(from: spec.name.value, to: contained.name.value, label: "contains", kind: .contains))
                if !nodes.contains(where: { $0.scene == contained.name.value }) {
                    nodes.append(Self.loadedNode(contained))
                }
            }
        }
        self.nodes = nodes.sorted { $0.scene < $1.scene }
        self.edges = edges
        if let services { drawServices(services, usedBy: specs) }
    }

    /// The node of a route's destination that is not a scene: Safari and the system once for the whole graph, a
    /// handler once for its scene, read as the method of the app's coordinator class it `calls`, if any.
    private static func destinationNode(
        _ destination: RouteDestination, of scene: String, calling method: RouteMethodName? = nil
    ) -> Node {
        let (identifier, label) =
            switch destination {
            case .external(.safari): ("external_safari", "Safari")
            case .external(.open): ("external_open", "the system")
            case .handler(let name):
                (
                    "\(scene)_\(name)",
                    method.map { $0.labels == nil ? "\($0.baseName)()" : $0.description } ?? "\(name)()"
                )
            }
        return Node(
            scene: identifier, resultCases: [], isLoaded: false, isHandWritten: true, destination: label)
    }

    /// The node of a scene whose spec is loaded.
    private static func loadedNode(_ spec: SceneSpec) -> Node {
        Node(
            scene: spec.name.value, resultCases: (spec.coordinator?.result ?? []).map(\.name.value), isLoaded: true,
            kind: spec.sceneKind)
    }

    /// Adds a node per service in `services` or in a dependency of `specs`, and an edge per dependency.
    private mutating func drawServices(_ services: [SharedServiceSpec], usedBy specs: [SceneSpec]) {
        var nodes = services.map {
            ServiceNode(
                service: $0.name.value, isLoaded: true, isAppProtocol: $0.isAppProtocol,
                isAppClass: $0.extractedClass != nil || $0.isConcrete)
        }
        for spec in specs.sorted(by: { $0.name.value < $1.name.value }) {
            for dependency in spec.dependencies.map(\.value) {
                edges.append(Edge(from: spec.name.value, to: dependency, label: "uses", kind: .dependency))
                if !nodes.contains(where: { $0.service == dependency }) {
                    nodes.append(ServiceNode(service: dependency, isLoaded: false))
                }
            }
        }
        self.services = nodes.sorted { $0.service < $1.service }
    }

    /// A Mermaid flowchart (renders on GitHub and most documentation sites).
    public var mermaid: String {
        var lines = ["flowchart LR"]
        for node in nodes {
            var label = node.destination ?? node.scene
            if !node.resultCases.isEmpty { label += "<br/>result: " + node.resultCases.joined(separator: ", ") }
            if let remark = node.remark { label += "<br/>(\(remark))" }
            let (open, close) = node.kind.isScreen ? ("[", "]") : ("([", "])")
            lines.append(
                "    \(node.scene)\(open)\"\(label)\"\(close)" + (node.mermaidClass.map { ":::" + $0 } ?? ""))
        }
        for service in services {
            let label = service.service + (service.remark.map { "<br/>(\($0))" } ?? "")
            lines.append(
                "    \(service.service)[(\"\(label)\")]" + (service.isLoaded ? "" : ":::" + Node.notLoadedClass))
        }
        for edge in edges {
            switch edge.kind {
            case .route: lines.append("    \(edge.from) -- \"\(Self.mermaidText(edge.label))\" --> \(edge.to)")
            case .result, .dependency:
                lines.append("    \(edge.from) -. \"\(Self.mermaidText(edge.label))\" .-> \(edge.to)")
            case .contains:
                lines.append("    \(edge.from) -. \"\(Self.mermaidText(edge.label))\" .-o \(edge.to)")
            }
        }
        if nodes.contains(where: { $0.mermaidClass == Node.handWrittenClass }) {
            lines.append("    classDef \(Node.handWrittenClass) stroke-width: 3px")
        }
        if nodes.contains(where: { $0.mermaidClass == Node.notLoadedClass })
            || services.contains(where: { !$0.isLoaded })
        {
            lines.append("    classDef \(Node.notLoadedClass) stroke-dasharray: 5 5")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Graphviz digraph.
    public var dot: String {
        var lines = ["digraph scenes {", "    rankdir=LR;", "    node [shape=box];"]
        for node in nodes {
            var label = node.destination ?? node.scene
            if !node.resultCases.isEmpty { label += "\\nresult: " + node.resultCases.joined(separator: ", ") }
            if let remark = node.remark { label += "\\n(\(remark))" }
            lines.append(
                "    \"\(node.scene)\" [label=\"\(label)\"" + (node.dotStyle.map { ", style=" + $0 } ?? "") + "];")
        }
        for service in services {
            let remark = service.remark.map { "\\n(\($0))" } ?? ""
            lines.append(
                "    \"\(service.service)\" [label=\"\(service.service)\(remark)\", shape=cylinder"
                    + (service.isLoaded ? "" : ", style=dashed") + "];")
        }
        for edge in edges {
            let style =
                switch edge.kind {
                case .route: ""
                case .result: ", style=dashed"
                case .dependency: ", style=dotted"
                case .contains: ", style=dotted, arrowhead=odot"
                }
            lines.append("    \"\(edge.from)\" -> \"\(edge.to)\" [label=\"\(edge.label)\"\(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension SceneGraph.Node {
    static let handWrittenClass = "handWritten"
    static let notLoadedClass = "notLoaded"

    /// What the label adds for a scene that is not a screen ("cell", "component") or has no spec ("hand-written",
    /// "spec not loaded").
    var remark: String? {
        if destination != nil { return "not a scene" }
        return isLoaded ? (kind.isScreen ? nil : kind.rawValue) : isHandWritten ? "hand-written" : "spec not loaded"
    }

    /// The Mermaid class of a scene without a spec: a thick border for a hand-written one, a dashed one otherwise.
    var mermaidClass: String? {
        isLoaded ? nil : isHandWritten ? Self.handWrittenClass : Self.notLoadedClass
    }

    /// The Graphviz style matching `mermaidClass`; a cell or component has rounded corners, as its Mermaid
    /// stadium has.
    var dotStyle: String? {
        isLoaded ? (kind.isScreen ? nil : "rounded") : isHandWritten ? "bold" : "dashed"
    }
}

extension SceneGraph {
    /// `text` inside a quoted Mermaid label: `<` and `>` of a generic type would start HTML, `"` would end it.
    static func mermaidText(_ text: String) -> String {
        text.replacingOccurrences(of: "<", with: "#lt;").replacingOccurrences(of: ">", with: "#gt;")
            .replacingOccurrences(of: "\"", with: "#quot;")
    }
}
