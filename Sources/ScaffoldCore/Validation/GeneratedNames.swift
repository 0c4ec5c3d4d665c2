/// The names of the types and files generated for a scene, in one place so that the validator, the
/// presentation model and the file plan cannot disagree.
public enum GeneratedNames {
    /// `<Name>` of the scene's service: the name written in the spec, or `<Scene>Service`.
    public static func serviceName(of spec: SceneSpec) -> String {
        spec.service?.name?.value ?? spec.name.value + "Service"
    }

    /// The view model's property that holds the service: `githubService` for `GithubService`.
    public static func servicePropertyName(of spec: SceneSpec) -> String {
        SwiftIdentifier.lowerCamelCase(serviceName(of: spec))
    }

    /// The base class every generated coordinator subclasses, declared once for the whole project.
    public static let baseCoordinator = "BaseCoordinator"

    /// Every top-level type a scene declares or needs, with the place to blame when one collides.
    ///
    /// Test types are listed whether or not the project generates tests, and the coordinator mock whatever
    /// the conventions, so that switching either on cannot make two specs clash. A scene with a
    /// coordinator also lists the shared `BaseCoordinator` (marked `isShared`, placed at its `coordinator:`
    /// key), which collides only with a type some scene declares itself.
    public static func types(of spec: SceneSpec) -> [(name: String, location: SourceLocation, isShared: Bool)] {
        let scene = spec.name.value
        let at = spec.name.location
        var names: [(name: String, location: SourceLocation)] = [
            "\(scene)ViewModelInputsType", "\(scene)ViewModelOutputsType", "\(scene)ViewModelActionsType",
            "\(scene)ViewModelType", "\(scene)ViewModel", "\(scene)ViewController", "\(scene)ViewModelTests",
        ].map { (name: $0, location: at) }
        if spec.state != nil { names.append(("\(scene)State", at)) }
        if let service = spec.service {
            let location = service.name?.location ?? service.location
            names.append((serviceName(of: spec), location))
            names.append((serviceName(of: spec) + "Type", location))
            names.append((serviceName(of: spec) + "Mock", location))
        }
        if let coordinator = spec.coordinator {
            names.append(("\(scene)Coordinator", at))
            if coordinator.result != nil { names.append(("\(scene)CoordinationResult", at)) }
            names.append(("\(scene)CoordinatorType", at))
            names.append(("\(scene)CoordinatorMock", at))
        }
        let shared = spec.coordinator.map { [(name: baseCoordinator, location: $0.location, isShared: true)] } ?? []
        return shared + names.map { (name: $0.name, location: $0.location, isShared: false) }
    }
}
