/// One random project that `ProjectFuzzer` writes: a `scaffold.yml`, scene and service specs, and the app's own
/// Swift that declares every app type, app protocol and hand-written scene those specs name.
struct FuzzProject {
    /// The text of `scaffold.yml`.
    var config: String
    /// Spec path (relative to the project, `Specs/Fuzz3.yml`) to its text.
    var specs: [String: String]
    /// The app's hand-written Swift but its models: external scenes and app protocols.
    var appCode: String
    /// Spec path to the app types its text names.
    var appTypes: [String: Set<String>]
    /// Scene name to its spec path, for every scene spec.
    var scenePaths: [String: String]
    /// Spec path to the scenes it routes to or contains, which it cannot do without.
    var references: [String: Set<String>]
    /// Whether `scaffold.yml` lists the app's Swift (`appCode: App`): it is then written before generation, and
    /// declares the app types of every spec, refused or not, as an app's code does.
    var readsAppCode = false

    /// `refused` with every spec that refers to a refused scene, as a project would not route to a scene it has
    /// no spec for (and the route would start a coordinator nobody wrote).
    func closing(_ refused: Set<String>) -> Set<String> {
        var refused = refused
        while true {
            let names = Set(scenePaths.filter { refused.contains($0.value) }.keys)
            let more = references.filter { !refused.contains($0.key) && !$0.value.isDisjoint(with: names) }.keys
            if more.isEmpty { return refused }
            refused.formUnion(more)
        }
    }

    /// The app's Swift for a project of `specs` alone: a project that scaffold does not read declares an app type
    /// named like a library type only when a spec uses it, as a spec can say which of the two it means (`Single` or
    /// `RxSwift.Single<Int>`), but not a Swift file the run does not read; one it reads declares every spec's.
    func appCode(for specs: some Sequence<String>) -> String {
        if readsAppCode { return appCode + "\n" + ProjectFuzzer.appModels(Set(appTypes.values.flatMap { $0 })) }
        return appCode + "\n" + ProjectFuzzer.appModels(Set(specs.flatMap { appTypes[$0] ?? [] }))
    }

    /// The spec path of the scene whose generated file `path` is (`Scenes/Fuzz3/Fuzz3ViewModel.swift`,
    /// `SceneTests/Fuzz3/...`), or of the service spec it comes from; nil for project-wide files.
    func specPath(forGeneratedFile path: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        // The longest scene name a folder or file name starts with: `Fuzz1` must not claim `Fuzz12`'s files.
        let candidates = scenePaths.keys.filter { scene in
            components.contains {
                $0 == scene || $0.hasPrefix(scene) && $0.dropFirst(scene.count).first?.isUppercase == true
            }
        }
        if let scene = candidates.max(by: { $0.count < $1.count }) { return scenePaths[scene] }
        let file = components.last ?? ""
        return specs.keys.first { spec in
            spec.hasPrefix("Specs/Services/") && file.hasPrefix(spec.dropFirst("Specs/Services/".count).dropLast(4))
        }
    }
}
