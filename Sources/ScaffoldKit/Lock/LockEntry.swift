import ScaffoldCore

/// What owns an entry in scaffold.lock: a scene spec, a service spec, or the project itself for the app's
/// container of shared services.
struct LockEntry: Sendable {
    enum Owner: Sendable {
        case scene(SceneSpec)
        case service(SharedServiceSpec)
        /// The app's container, with the names of the services it holds.
        case container(services: [String])
    }

    var owner: Owner

    /// The entry's key: the project-relative spec path, or `SkeletonLock.projectEntry`.
    var file: String {
        switch owner {
        case .scene(let spec): return spec.file
        case .service(let spec): return spec.file
        case .container: return SkeletonLock.projectEntry
        }
    }

    /// The name the lock records: the scene's, the service's or the container's.
    var name: String {
        switch owner {
        case .scene(let spec): return spec.name.value
        case .service(let spec): return spec.name.value
        case .container: return ServiceNames.container
        }
    }

    /// The members whose changes the merge summary names.
    func members() -> [SceneMember] {
        switch owner {
        case .scene(let spec): return SceneMember.members(of: spec)
        case .service(let spec): return SceneMember.members(of: spec)
        case .container(let services): return SceneMember.members(ofContainer: services)
        }
    }
}

extension GeneratedOutput {
    /// The lock entries this run's skeletons belong to: every scene and service generated, and the app's
    /// container when the run produced it.
    var lockEntries: [LockEntry] {
        specs.map { LockEntry(owner: .scene($0)) } + services.map { LockEntry(owner: .service($0)) }
            + (containerServices.map { [LockEntry(owner: .container(services: $0))] } ?? [])
    }
}
