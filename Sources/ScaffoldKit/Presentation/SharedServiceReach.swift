import ScaffoldCore

/// For every loaded scene, the shared services its coordinator hands out and the specs that decide them,
/// worked out once per run: a scene's own model, its routes and its depfile all read the same answer.
///
/// Scenes that can start one another (a cycle of routes) reach the same scenes, so the route graph is taken
/// apart into its strongly connected components once, and each component's answer is worked out once, from
/// the components it leads to, and shared by its scenes: a ring of thousands of scenes costs one list, not one
/// per scene.
struct SharedServiceReach: Sendable {
    /// By scene name: the scene's own dependencies in spec order, then, sorted by name, those of every scene it
    /// can start, directly or through others (cycles included).
    private var handedOut: [String: [ServiceNames]] = [:]
    /// By component: the sorted project-relative specs of the scenes reachable from it and of the services they
    /// hand out; a cycle's own scenes included, a lone scene's own spec not.
    private var componentSpecFiles: [[String]] = []
    /// By scene name: its component.
    private var component: [String: Int] = [:]

    /// The reach of every scene in `scenes`; empty for a project without shared services, which pays nothing.
    init(scenes: [String: SceneSpec], services: [String: SharedServiceSpec]) {
        guard !services.isEmpty else { return }
        let names = scenes.keys.sorted()
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let edges: [[Int]] = names.map { name in
            (scenes[name]!.coordinator?.routes ?? []).filter(\.startsScene).compactMap { index[$0.scene.value] }
        }
        let components = Self.stronglyConnectedComponents(edges)
        var componentOf = [Int](repeating: 0, count: names.count)
        for (number, members) in components.enumerated() {
            for node in members { componentOf[node] = number }
        }
        // Tarjan's algorithm lists a component after every component it leads to, so each is worked out from
        // answers that are already there.
        var dependencies: [Set<String>] = []
        var reachedScenes: [[Int]] = []
        for (number, members) in components.enumerated() {
            let isCycle = members.count > 1 || members.contains { edges[$0].contains($0) }
            var nextComponents = Set<Int>()
            for node in members {
                for target in edges[node] where componentOf[target] != number {
                    nextComponents.insert(componentOf[target])
                }
            }
            var reached = Set(nextComponents.flatMap { reachedScenes[$0] + components[$0] })
            var needed = Set(nextComponents.flatMap { dependencies[$0] })
            for node in members { needed.formUnion(scenes[names[node]]!.dependencies.map(\.value)) }
            if isCycle { reached.formUnion(members) }
            dependencies.append(needed)
            reachedScenes.append(Array(reached))
            let serviceFiles = needed.compactMap { services[$0].flatMap { $0.isAppProtocol ? nil : $0.file } }
            // An app protocol comes from the config, which shapes every file already.
            componentSpecFiles.append(Array(Set(reached.map { scenes[names[$0]]!.file } + serviceFiles)).sorted())
        }
        for (node, name) in names.enumerated() {
            let spec = scenes[name]!
            component[name] = componentOf[node]
            var own: [String] = []
            for dependency in spec.dependencies.map(\.value) where !own.contains(dependency) { own.append(dependency) }
            // The dependencies of the scenes it reaches: its component's, less its own (which come first), and,
            // for a lone scene, less nothing else, since its own are all it adds.
            let others = dependencies[componentOf[node]].subtracting(own).sorted()
            handedOut[name] = (own + others).compactMap { services[$0]?.names }
        }
    }

    /// The shared services the coordinator of `scene` hands out; empty when it needs none.
    func services(handedOutBy scene: String) -> [ServiceNames] {
        handedOut[scene] ?? []
    }

    /// The specs besides route targets whose contents shape the files of `scene`, sorted; one list shared by the
    /// scenes of a cycle, which holds their own specs too.
    func specFiles(shaping scene: String) -> [String] {
        component[scene].map { componentSpecFiles[$0] } ?? []
    }

    /// The strongly connected components of the graph whose node `n` leads to `edges[n]`, each listed after every
    /// component it leads to (Tarjan's algorithm, without recursion, so a long chain cannot overflow the stack).
    static func stronglyConnectedComponents(_ edges: [[Int]]) -> [[Int]] {
        var order = [Int](repeating: -1, count: edges.count)
        var low = [Int](repeating: 0, count: edges.count)
        var onStack = [Bool](repeating: false, count: edges.count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0
        for root in edges.indices where order[root] < 0 {
            // Each frame: a node and the position of the next edge to follow from it.
            var frames = [(node: root, edge: 0)]
            order[root] = counter
            low[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let frame = frames.last {
                let node = frame.node
                if frame.edge < edges[node].count {
                    frames[frames.count - 1].edge += 1
                    let target = edges[node][frame.edge]
                    if order[target] < 0 {
                        order[target] = counter
                        low[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack[target] = true
                        frames.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], order[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == order[node] else { continue }
                var members: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    members.append(member)
                    if member == node { break }
                }
                components.append(members.sorted())
            }
        }
        return components
    }
}
