import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// The compiled built-in templates find a key of the context by its ID (`CompiledTemplates.keyNames`), an
/// overridden template by its name through swift-mustache: both must find the same value, and a name no object has
/// must render in an override as it always did.
@Suite struct TemplateKeyLookupTests {
    /// The contexts of the bundled specs' scenes and their support files.
    static func bundledContexts() throws -> [TemplateValue] {
        let url = RepositoryPaths.root.appendingPathComponent("Specs")
        let names = (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".yml") }.sorted()
        var specs: [SceneSpec] = []
        for name in names {
            let (document, _) = SpecDecoder().decodeDocument(
                try Data(contentsOf: url.appendingPathComponent(name)), file: "Specs/\(name)")
            if let scene = document?.scene { specs.append(scene) }
        }
        let builder = SceneModelBuilder(
            scenes: Dictionary(specs.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first }),
            services: [:], projectConventions: Conventions(), testsFolder: "SceneTests", testableImport: "App")
        return specs.map { TemplateContext.scene(builder.model(for: $0)) } + [
            TemplateContext.scenePresentation(named: SceneNames.scenePresentation), TemplateContext.tracking(),
            TemplateContext.notImplemented(named: SceneNames.notImplemented),
        ]
    }

    /// Every object of `value`, at any depth.
    static func objects(in value: TemplateValue) -> [TemplateObject] {
        switch value {
        case .object(let object): return [object] + object.values.flatMap(objects(in:))
        case .list(let elements): return elements.flatMap(objects(in:))
        case .string, .bool, .int, .null: return []
        }
    }

    @Test func aKeyResolvesByIDAndByNameToTheSameValue() throws {
        let objects = try Self.bundledContexts().flatMap(Self.objects(in:))
        #expect(objects.count > 100)
        var idCount = 0
        for object in objects {
            let named = object.layout.names.filter { TemplateLayout.keyIDs[$0] != nil }
            idCount += named.count
            #expect(named.map { object[TemplateLayout.keyIDs[$0]!] } == named.map { object[named: $0] })
        }
        // Most names are looked up by the built-in templates, so most resolve through an ID.
        #expect(idCount > objects.count)
    }

    @Test func aKeyNoObjectHasResolvesToNothingByIDAndByName() {
        let object = TemplateObject(TemplateLayout(["name"]), [.string("Scene")])
        let absent = TemplateLayout.keyIDs.filter { $0.key != "name" }.values.sorted()
        #expect(absent.map { object[$0] } == Array(repeating: nil, count: absent.count))
        #expect(object[named: "nme"] == nil)
        #expect(object[TemplateLayout.keyIDs["name"]!] == .string("Scene"))
    }

    @Test func theSwiftMustacheFormHasEveryKeyByName() throws {
        let object = TemplateObject(TemplateLayout(["name", "isFilled"]), [.string("Scene"), .bool(true)])
        let mustache = try #require(TemplateValue.object(object).mustacheObject as? [String: Any])
        #expect(mustache.keys.sorted() == ["isFilled", "name"])
        #expect(mustache["name"] as? String == "Scene")
        #expect(mustache["isFilled"] as? Bool == true)
    }

    @Test func objectsWithTheSameMembersInAnotherOrderAreEqual() {
        #expect(
            TemplateObject(TemplateLayout(["a", "b"]), [.string("x"), .bool(true)])
                == TemplateObject(TemplateLayout(["b", "a"]), [.bool(true), .string("x")]))
    }

    /// An override renders through swift-mustache by name: a key no object has renders as nothing, a key the
    /// built-in templates never look up (so it has no ID) renders its value, and an enclosing object's key is found.
    @Test func anOverrideFindsKeysByNameAndRendersAnUnknownNameAsNothing() throws {
        let templates = try TemplateSet(
            entries: TemplateSet.builtIn.filter { $0.name != "NotImplemented.generated.swift" } + [
                TemplateSet.Entry(
                    name: "NotImplemented.generated.swift", source: .override(path: "T/NotImplemented.mustache"),
                    text: "[{{nme}}][{{name}}]{{#notLookedUp}}({{.}} {{name}}){{/notLookedUp}}"
                        + "{{^nme}}!{{/nme}}\n")
            ], lenient: true)
        #expect(templates.warnings.map(\.severity) == [.warning, .warning, .warning])
        #expect(TemplateLayout.keyIDs["notLookedUp"] == nil)
        let context = TemplateValue.object(
            TemplateObject(
                TemplateLayout(["name", "notLookedUp"]), [.string("NotImplemented"), .strings(["a", "b"])]))
        #expect(
            templates.render("NotImplemented.generated.swift", context) { context.mustacheObject }
                == "[][NotImplemented](a NotImplemented)(b NotImplemented)!\n")
    }
}
