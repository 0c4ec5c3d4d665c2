import ScaffoldCore

/// What owns an entry in scaffold.lock: a scene spec, a service spec, or the project itself for the app's
/// container of shared services.
struct LockEntry: Sendable {
    enum Owner: Sendable {
        case scene(SceneSpec)
        case service(SharedServiceSpec)
        /// The app's container, with the names of the services it holds.
        case container(services: [String])
        /// The tests' fixtures, with the app types they make.
        case fixtures(types: [String])
    }

    var owner: Owner

    /// The entry's key: the project-relative spec path, `SkeletonLock.projectEntry` or `fixturesEntry`.
    var file: String {
        switch owner {
        case .scene(let spec): return spec.file
        case .service(let spec): return spec.file
        case .container: return SkeletonLock.projectEntry
        case .fixtures: return SkeletonLock.fixturesEntry
        }
    }

    /// The name the lock records: the scene's, the service's or the container's.
    var name: String {
        switch owner {
        case .scene(let spec): return spec.name.value
        case .service(let spec): return spec.name.value
        case .container: return ServiceNames.container
        case .fixtures: return SceneNames.fixturesFolder
        }
    }

    /// The members whose changes the merge summary names.
    func members() -> [SceneMember] {
        switch owner {
        case .scene(let spec): return SceneMember.members(of: spec)
        case .service(let spec): return SceneMember.members(of: spec)
        case .container(let services): return SceneMember.members(ofContainer: services)
        case .fixtures(let types): return types.map { SceneMember(kind: "fixture", name: $0, signature: "") }
        }
    }
}

extension GeneratedOutput {
    /// The lock entries this run's skeletons belong to: every scene and service generated, the app's container
    /// when the run produced it, and the tests' fixtures when it wrote tests and has fixtures or had some (`lock`),
    /// so that one no scene needs any more is an orphan.
    func lockEntries(lock: SkeletonLock) -> [LockEntry] {
        let fixtures = fixtureTypes.flatMap { types in
            types.isEmpty && lock.scenes[SkeletonLock.fixturesEntry] == nil
                ? nil : LockEntry(owner: .fixtures(types: types))
        }
        return specs.map { LockEntry(owner: .scene($0)) } + services.map { LockEntry(owner: .service($0)) }
            + (containerServices.map { [LockEntry(owner: .container(services: $0))] } ?? [])
            + (fixtures.map { [$0] } ?? [])
    }
}
