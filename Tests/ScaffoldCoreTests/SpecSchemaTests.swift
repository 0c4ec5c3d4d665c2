import Foundation
import Testing

@testable import ScaffoldCore

/// The JSON Schemas cannot drift from the decoders: every mapping the schemas describe is a key table the
/// decoders check keys against, and the decoders read every key of every table.
@Suite struct SpecSchemaTests {
    /// One key table, and a document that writes one of its keys with the value `entry` (`KEY: VALUE`).
    struct Probe: Sendable, CustomTestStringConvertible {
        let table: String
        let keys: [String]
        let isConfig: Bool
        let document: @Sendable (_ key: String, _ entry: String) -> String

        var testDescription: String { table }

        init<Keys: KeyTable>(
            _: Keys.Type, config: Bool = false, document: @escaping @Sendable (String, String) -> String
        ) {
            table = String(describing: Keys.self)
            keys = Keys.names
            isConfig = config
            self.document = document
        }
    }

    static let probes: [Probe] = [
        Probe(SpecVocabulary.Scene.self) { key, entry in key == "scene" ? entry : "scene: Probe\n\(entry)" },
        Probe(SpecVocabulary.SharedService.self) { key, entry in
            // A service spec is told from a scene spec by its scalar name, so that value is a bad name instead.
            key == "service" ? "service: 1️⃣lowercase" : "service: Probe\n\(entry)"
        },
        Probe(SpecVocabulary.Member.self) { _, entry in "scene: Probe\nstate:\n  - m: {\(entry)}" },
        Probe(SpecVocabulary.Dependency.self) { _, entry in "scene: Probe\ndependencies:\n  - UserService: {\(entry)}"
        },
        Probe(SpecVocabulary.Argument.self) { _, entry in "scene: Probe\narguments:\n  - m: {\(entry)}" },
        Probe(SpecVocabulary.Property.self) { _, entry in "scene: Probe\nproperties:\n  - m: {\(entry)}" },
        Probe(SpecVocabulary.Input.self) { _, entry in "scene: Probe\ninputs:\n  - m: {\(entry)}" },
        Probe(SpecVocabulary.Output.self) { _, entry in "scene: Probe\noutputs:\n  - m: {\(entry)}" },
        Probe(SpecVocabulary.ResultCase.self) { _, entry in
            "scene: Probe\ncoordinator:\n  result:\n    - m: {\(entry)}"
        },
        Probe(SpecVocabulary.Action.self) { _, entry in "scene: Probe\nactions:\n  - m: {\(entry)}" },
        Probe(SpecVocabulary.SceneService.self) { _, entry in "scene: Probe\nservice: {\(entry)}" },
        Probe(SpecVocabulary.Method.self) { _, entry in "scene: Probe\nservice: {methods: [m: {\(entry)}]}" },
        Probe(SpecVocabulary.ViewModelMethod.self) { _, entry in "scene: Probe\nmethods: [m: {\(entry)}]" },
        Probe(SpecVocabulary.Coordinator.self) { _, entry in "scene: Probe\ncoordinator: {\(entry)}" },
        Probe(SpecVocabulary.Route.self) { key, entry in
            // A route without its scene is refused before its other keys are read.
            "scene: Probe\ncoordinator: {routes: [m: {\(key == "scene" ? "" : "scene: Target, ")\(entry)}]}"
        },
        Probe(SpecVocabulary.Conventions.self) { _, entry in "scene: Probe\nconventions: {\(entry)}" },
        Probe(SpecVocabulary.Transform.self) { _, entry in "scene: Probe\nconventions: {transform: {\(entry)}}" },
        Probe(SpecVocabulary.Tracking.self) { _, entry in "scene: Probe\ntracking: {\(entry)}" },
        Probe(SpecVocabulary.Config.self, config: true) { _, entry in entry },
        Probe(SpecVocabulary.Tests.self, config: true) { _, entry in "tests: {\(entry)}" },
        Probe(SpecVocabulary.ExternalScene.self, config: true) { _, entry in "externalScenes: {Probe: {\(entry)}}" },
        Probe(SpecVocabulary.ExternalArgument.self, config: true) { _, entry in
            "externalScenes: {Probe: {arguments: [m: {\(entry)}]}}"
        },
        Probe(SpecVocabulary.BaseCoordinator.self, config: true) { _, entry in "baseCoordinator: {\(entry)}" },
        Probe(SpecVocabulary.Naming.self, config: true) { _, entry in "naming: {\(entry)}" },
        Probe(SpecVocabulary.AppService.self, config: true) { _, entry in "appServices: {Probe: {\(entry)}}" },
        Probe(SpecVocabulary.SupportTypes.self, config: true) { _, entry in "supportTypes: {\(entry)}" },
        Probe(SpecVocabulary.Xcode.self, config: true) { _, entry in "xcode: {\(entry)}" },
        Probe(NamePatternKey.self) { _, entry in "scene: Probe\nnames: {\(entry)}" },
        Probe(NamePatternKey.self, config: true) { _, entry in "names: {\(entry)}" },
        Probe(SpecVocabulary.ViewModelBaseClass.self) { _, entry in "scene: Probe\nviewModelBaseClass: {\(entry)}" },
    ]

    /// Writing a list of lists under a key the decoder reads is an error at that value; under a key it skips,
    /// nothing would be reported. So a key added to a table but not read fails here.
    @Test(arguments: probes) func theDecoderReadsEveryKeyOfTheTable(probe: Probe) {
        for key in probe.keys {
            let input = MarkedText(probe.document(key, "\(key): 1️⃣[[x]]"))
            let diagnostics: [Diagnostic]
            if probe.isConfig {
                switch ConfigDecoder().decode(input.data, file: input.file) {
                case .success: diagnostics = []
                case .failure(let error): diagnostics = error.diagnostics
                }
            } else {
                diagnostics = SpecDecoder().decodeDocument(input.data, file: input.file).diagnostics
            }
            let value = input["1️⃣"]
            // The value itself, or its first item: `[x]` one column further in.
            let blamed = diagnostics.filter {
                $0.severity == .error && $0.location.line == value.line
                    && (value.column...value.column + 1).contains($0.location.column)
            }
            #expect(!blamed.isEmpty, "\(probe.table).\(key) is not read: \(diagnostics)")
        }
    }

    /// Every closed mapping of both schemas lists the keys of a probed table, in the table's order, and every
    /// probed table is in a schema: a mapping the schemas describe is one the decoders read.
    @Test func everyMappingOfTheSchemasIsAProbedTable() {
        var described: [[String]] = []
        collectProperties(SpecSchema.spec, into: &described)
        collectProperties(SpecSchema.config, into: &described)
        let probed = Self.probes.map(\.keys)
        #expect(described.filter { !probed.contains($0) } == [])
        #expect(probed.filter { !described.contains($0) } == [])
    }

    private func collectProperties(_ schema: JSONValue, into described: inout [[String]]) {
        switch schema {
        case .object(let members):
            if let properties = schema["properties"], schema["additionalProperties"] == .bool(false) {
                described.append(properties.keys)
            }
            for member in members where member.key != "properties" {
                collectProperties(member.value, into: &described)
            }
            for property in schema["properties"].map(propertyValues) ?? [] {
                collectProperties(property, into: &described)
            }
        case .array(let elements):
            for element in elements { collectProperties(element, into: &described) }
        default:
            break
        }
    }

    private func propertyValues(_ properties: JSONValue) -> [JSONValue] {
        guard case .object(let members) = properties else { return [] }
        return members.map(\.value)
    }

    @Test func theChoicesAreTheDecodersEnumerations() {
        func values<Choice: CaseIterable & RawRepresentable<String>>(_: Choice.Type) -> JSONValue {
            .array(Choice.allCases.map { .string($0.rawValue) })
        }
        let conventions = SpecSchema.conventions(inSpec: true)["properties"]
        #expect(conventions?["inputs"]?["enum"] == values(InputConvention.self))
        #expect(conventions?["outputs"]?["enum"] == values(OutputTrait.self))
        // An output is never a control trait, which the decoder reads for the validator to explain.
        #expect(
            SpecSchema.outputDetails["properties"]?["trait"]?["enum"]
                == .array(
                    MemberTrait.allCases.filter { ![.controlEvent, .controlProperty].contains($0) }.map {
                        .string($0.rawValue)
                    }))
        #expect(
            SpecSchema.conventions(inSpec: false)["properties"]?["initOrder"]?["enum"]
                == values(InitParameterOrder.self))
        // An input is never a behaviorRelay, which the decoder reads for the validator to explain.
        #expect(
            SpecSchema.inputDetails["properties"]?["trait"]?["enum"]
                == .array(MemberTrait.allCases.filter { $0 != .behaviorRelay }.map { .string($0.rawValue) }))
        #expect(SpecSchema.methodDetails["properties"]?["kind"]?["enum"] == values(ServiceMethodKind.self))
        #expect(SpecSchema.naming["properties"]?["service"]?["enum"] == values(ServiceNaming.self))
        #expect(SpecSchema.naming["properties"]?["coordinator"]?["enum"] == values(CoordinatorNaming.self))
        #expect(SpecSchema.sceneSpec["properties"]?["kind"]?["enum"] == values(SceneKind.self))
    }

    @Test func bothSchemasDeclareDraft2020_12() {
        #expect(SpecSchema.spec["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(SpecSchema.config["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
    }

    /// Every `$ref` names a definition of its own document.
    @Test func everyReferenceResolves() {
        for schema in [SpecSchema.spec, SpecSchema.config] {
            var references: Set<String> = []
            collectReferences(schema, into: &references)
            let definitions = Set(schema["$defs"]?.keys.map { "#/$defs/\($0)" } ?? [])
            #expect(references.subtracting(definitions) == [])
        }
    }

    private func collectReferences(_ schema: JSONValue, into references: inout Set<String>) {
        switch schema {
        case .object(let members):
            for member in members {
                if member.key == "$ref", case .string(let target) = member.value { references.insert(target) }
                collectReferences(member.value, into: &references)
            }
        case .array(let elements):
            for element in elements { collectReferences(element, into: &references) }
        default:
            break
        }
    }

    @Test func theRenderedTextIsJSONThatReadsBackAsWritten() throws {
        let text = SpecSchema.spec.rendered
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let definitions = try #require(parsed["$defs"] as? [String: Any])
        #expect(definitions.keys.sorted() == SpecSchema.spec["$defs"]?.keys.sorted())
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    }
}
