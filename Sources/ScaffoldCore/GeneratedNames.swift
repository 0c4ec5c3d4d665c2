/// The names of the types and files generated for a scene, in one place so that the validator, the
/// presentation model and the file plan cannot disagree.
public enum GeneratedNames {
    /// `<Name>` of the scene's service: the name written in the spec, or `<Scene>Service`.
    public static func serviceName(of spec: SceneSpec) -> String {
        spec.service?.name?.value ?? spec.name.value + "Service"
    }

    /// Every top-level type a scene declares, with the place to blame when one collides.
    public static func types(of spec: SceneSpec) -> [(name: String, location: SourceLocation)] {
        let scene = spec.name.value
        let at = spec.name.location
        var names = [
            "\(scene)ViewModelInputsType", "\(scene)ViewModelOutputsType", "\(scene)ViewModelActionsType",
            "\(scene)ViewModelType", "\(scene)ViewModel", "\(scene)ViewController",
        ].map { (name: $0, location: at) }
        if spec.state != nil { names.append(("\(scene)State", at)) }
        if let service = spec.service {
            let location = service.name?.location ?? service.location
            names.append((serviceName(of: spec), location))
            names.append((serviceName(of: spec) + "Type", location))
        }
        if let coordinator = spec.coordinator {
            names.append(("\(scene)Coordinator", at))
            if coordinator.result != nil { names.append(("\(scene)CoordinationResult", at)) }
            names.append(("\(scene)CoordinatorType", at))
        }
        return names
    }
}
