import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// `TemplateSchema`, which template overrides are checked against, is the context the presentation model produces,
/// and its templates' root objects are the documented ones. The schema's keys and the documentation's key tables are
/// generated from the same declarations (`make contract`), which `GeneratedFilesValidityTests` holds up to date.
@Suite struct TemplateSchemaTests {
    /// The table of templates names each one's root object.
    @Test func eachTemplateHasTheDocumentedRootObject() throws {
        let url = RepositoryPaths.root.appendingPathComponent("Documentation/TemplateContext.md")
        var roots: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 4, cells[0].hasPrefix("`"), cells[0].contains("."), cells[3].hasPrefix("["),
                let close = cells[3].range(of: "](#")
            else { continue }
            roots[String(cells[0].dropFirst().dropLast())] = String(
                cells[3][cells[3].index(after: cells[3].startIndex)..<close.lowerBound])
        }
        #expect(roots == TemplateSchema.roots)
        let partials: Set = ["MockClass", "ViewModelMembers", "ViewModelInitHead"]
        #expect(Set(roots.keys).union(partials) == Set(TemplateSet.builtInNames))
    }

    /// Every object of the bundled projects' contexts (the example project's, the Clean Architecture, RxFlow and
    /// existing-app fixtures' scenes, the existing app's services and the SceneNavigator fixture's scene coordinator) has exactly the keys of its schema object, each value of the schema's type; together they
    /// show every object with a value.
    @Test func theBundledContextsHaveTheSchemasKeysAndTypes() throws {
        let rxFlowModels = try RxFlowAppGoldenTests.models()
        let models =
            try TemplateContextGoldenTests.models() + CleanArchitectureGoldenTests.models() + rxFlowModels
            + ExistingAppGoldenTests.models()
        var contexts: [(json: String, object: String)] = models.map { (TemplateContext.json(of: $0), "scene") }
        contexts += try TemplateContextGoldenTests.serviceContexts().map {
            ($0.json, $0.name == "AppDependencies" ? "container" : "shared service")
        }
        contexts += try ExistingAppGoldenTests.serviceContexts().map { ($0.json, "shared service") }
        contexts.append((try TemplateContextGoldenTests.baseCoordinatorContext(), "base coordinator"))
        contexts.append((try TemplateContextGoldenTests.transformViewModelProtocolContext(), "view model protocol"))
        contexts.append((TemplateContext.jsonOfScenePresentation(), "scene presentation"))
        contexts.append((try SceneNavigatorGoldenTests.sceneCoordinatorContext(), "scene coordinator"))
        contexts.append((TemplateContext.jsonOfTracking(), "trackers"))
        contexts.append((TemplateContext.jsonOfNotImplemented(), "not implemented"))
        contexts.append((TemplateContext.jsonOfSafariPage(), "safari page"))
        contexts.append((TemplateContext.jsonOfOffMainThreadWatcher(), "watcher"))
        contexts.append(
            (TemplateContext.json(ofAppSteps: try #require(try RxFlowAppGoldenTests.appSteps())), "app steps"))
        contexts += try TemplateContextGoldenTests.fixtureContexts().map { ($0.json, "fixture") }
        // No bundled scene needs a factory any more: its app types have fixtures. A type no extension can carry has one.
        let factoryScene = try #require(
            SpecDecoder().decode(Data("scene: Share\narguments:\n  - sharing: any Sharing\n".utf8), file: "Share.yml")
                .spec)
        let factoryModel = SceneModelBuilder(
            scenes: ["Share": factoryScene], projectConventions: Conventions(), testsFolder: "SceneTests"
        ).model(for: factoryScene)
        contexts.append((TemplateContext.json(of: factoryModel), "scene"))
        var problems: [String] = []
        var shown: Set<String> = []
        func check(_ value: Any, _ type: TemplateSchema.KeyType, at path: String) {
            switch type {
            case .string where value is String, .bool where value is Bool:
                return
            case .strings:
                guard let list = value as? [Any], list.allSatisfy({ $0 is String }) else { break }
                return
            case .optional(let wrapped):
                if value is NSNull { return }
                check(value, wrapped, at: path)
                return
            case .objects(let object):
                guard let list = value as? [Any] else { break }
                for (index, element) in list.enumerated() { check(element, .object(object), at: "\(path)[\(index)]") }
                return
            case .object(let object):
                guard let dictionary = value as? [String: Any], let keys = TemplateSchema.objects[object] else { break }
                shown.insert(object)
                if Set(dictionary.keys) != Set(keys.keys) {
                    problems.append(
                        "\(path) (\(object)) has keys \(dictionary.keys.sorted()), not \(keys.keys.sorted())")
                }
                for (key, keyType) in keys {
                    if let child = dictionary[key] { check(child, keyType, at: "\(path).\(key)") }
                }
                return
            default:
                break
            }
            problems.append("\(path) is not \(type)")
        }
        for (json, object) in contexts {
            check(try JSONSerialization.jsonObject(with: Data(json.utf8)), .object(object), at: object)
        }
        #expect(problems == [])
        #expect(shown == Set(TemplateSchema.objects.keys))
    }
}
