import Yams

// The keys that fit generated scenes into an app's own code: its hand-written scenes, its base class and the
// names its architecture uses.
extension ConfigDecoder {
    /// `externalScenes: {Onboarding: , Settings: {coordinator: AppSettingsFlow, result: SettingsResult}}`,
    /// in the order written; a scene with a bad name is left out, its problem reported.
    static func externalScenes(_ node: Node, reader: inout NodeReader) -> [ExternalSceneSpec] {
        guard let pairs = reader.mapping(node, expected: "a mapping from scene names to their coordinator and result")
        else { return [] }
        var scenes: [ExternalSceneSpec] = []
        for (key, value) in pairs {
            guard let name = reader.typeName(key) else { continue }
            var scene = ExternalSceneSpec(name: name)
            if !NodeReader.isNull(value),
                let fields = reader.mapping(value, expected: "nothing, or a mapping with 'coordinator' and 'result'")
            {
                reader.checkKeys(fields, allowed: SpecVocabulary.ExternalScene.names)
                for (field, value) in fields {
                    switch field.value {
                    case "coordinator":
                        scene.coordinator = reader.string(value, expected: "a class name").flatMap {
                            reader.typeName($0)
                        }
                    case "result":
                        scene.result = reader.type(value)
                    case "arguments":
                        scene.arguments = SpecDecoder.arguments(
                            value, keys: SpecVocabulary.ExternalArgument.names, reader: &reader)
                    default:
                        break
                    }
                }
            }
            scenes.append(scene)
        }
        return scenes
    }

    /// `baseCoordinator: AppCoordinator`, short for `baseCoordinator: {name: AppCoordinator}`, or
    /// `baseCoordinator: {name: AppCoordinator, generate: false}`.
    static func baseCoordinator(_ node: Node, reader: inout NodeReader) -> BaseCoordinatorSpec {
        var spec = BaseCoordinatorSpec()
        guard case .mapping = node else {
            if let name = reader.string(node, expected: "a class name, or a mapping with 'name' and 'generate'")
                .flatMap({ reader.typeName($0) })
            {
                spec.name = name
            }
            return spec
        }
        guard let pairs = reader.mapping(node, expected: "a mapping") else { return spec }
        reader.checkKeys(pairs, allowed: SpecVocabulary.BaseCoordinator.names)
        for (key, value) in pairs {
            switch key.value {
            case "name":
                if let name = reader.string(value, expected: "a class name").flatMap({ reader.typeName($0) }) {
                    spec.name = name
                }
            case "generate":
                spec.generate = reader.bool(value, key: "generate")
            default:
                break
            }
        }
        return spec
    }

    /// `naming: {service: useCase, coordinator: navigator}`: what scenes' own services and coordinators are called.
    static func naming(_ node: Node, reader: inout NodeReader) -> Naming {
        var naming = Naming()
        guard let pairs = reader.mapping(node, expected: "a mapping with 'service' and 'coordinator'") else {
            return naming
        }
        reader.checkKeys(pairs, allowed: SpecVocabulary.Naming.names)
        for (key, value) in pairs {
            switch key.value {
            case "service":
                if let choice = reader.choice(value, field: "service naming", as: ServiceNaming.self) {
                    naming.service = choice.value
                    naming.serviceSetting = key.location
                }
            case "coordinator":
                if let choice = reader.choice(value, field: "coordinator naming", as: CoordinatorNaming.self) {
                    naming.coordinator = choice.value
                    naming.coordinatorSetting = key.location
                }
            default:
                break
            }
        }
        return naming
    }
}
