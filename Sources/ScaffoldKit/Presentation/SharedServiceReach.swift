import ScaffoldCore

/// For every loaded scene, the shared services its coordinator hands out and the specs that decides them,
/// worked out once per run: a scene's own model, its routes and its depfile all read the same answer.
struct SharedServiceReach: Sendable {
    /// By scene name: the scene's own dependencies in spec order, then, sorted by name, those of every scene it
    /// can start, directly or through others (cycles included).
    private var handedOut: [String: [ServiceNames]] = [:]
    /// By scene name: the project-relative specs of every scene it can reach and of the services it hands out.
    private var specFiles: [String: [String]] = [:]

    /// The reach of every scene in `scenes`; empty for a project without shared services, which pays nothing.
    init(scenes: [String: SceneSpec], services: [String: SharedServiceSpec]) {
        guard !services.isEmpty else { return }
        for (name, spec) in scenes {
            let reached = Self.reachableScenes(from: spec, in: scenes)
            var own: [String] = []
            for dependency in spec.dependencies.map(\.value) where !own.contains(dependency) {
                own.append(dependency)
            }
            let others = Set(reached.flatMap { $0.dependencies.map(\.value) }).subtracting(own).sorted()
            let known = (own + others).filter { services[$0] != nil }
            handedOut[name] = known.compactMap { services[$0]?.names }
            // An app protocol comes from the config, which shapes every file already.
            specFiles[name] =
                reached.map(\.file) + known.compactMap { services[$0].flatMap { $0.isAppProtocol ? nil : $0.file } }
        }
    }

    /// The shared services the coordinator of `scene` hands out; empty when it needs none.
    func services(handedOutBy scene: String) -> [ServiceNames] {
        handedOut[scene] ?? []
    }

    /// The specs besides route targets whose contents shape the files of `scene`.
    func specFiles(shaping scene: String) -> [String] {
        specFiles[scene] ?? []
    }

    /// Every loaded scene that `spec` can start, directly or through others, `spec` itself excluded.
    private static func reachableScenes(from spec: SceneSpec, in scenes: [String: SceneSpec]) -> [SceneSpec] {
        var seen: Set<String> = [spec.name.value]
        var pending = [spec]
        var reached: [SceneSpec] = []
        while let scene = pending.popLast() {
            for route in scene.coordinator?.routes ?? [] {
                guard let target = scenes[route.scene.value], seen.insert(target.name.value).inserted else { continue }
                reached.append(target)
                pending.append(target)
            }
        }
        return reached
    }
}
