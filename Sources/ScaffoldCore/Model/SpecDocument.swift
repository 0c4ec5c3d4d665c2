/// What one spec file declares: a scene, or a service that scenes share.
public enum SpecDocument: Equatable, Sendable {
    case scene(SceneSpec)
    case service(SharedServiceSpec)

    /// The spec file, project-relative once the pipeline has placed it.
    public var file: String {
        get {
            switch self {
            case .scene(let scene): return scene.file
            case .service(let service): return service.file
            }
        }
        set {
            switch self {
            case .scene(var scene):
                scene.file = newValue
                self = .scene(scene)
            case .service(var service):
                service.file = newValue
                self = .service(service)
            }
        }
    }

    /// The scene, when the file declares one.
    public var scene: SceneSpec? {
        if case .scene(let scene) = self { return scene }
        return nil
    }

    /// The service, when the file declares one.
    public var service: SharedServiceSpec? {
        if case .service(let service) = self { return service }
        return nil
    }
}
