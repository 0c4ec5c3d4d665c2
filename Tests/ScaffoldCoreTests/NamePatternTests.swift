import Foundation
import Testing

@testable import ScaffoldCore

/// `names:` in `scaffold.yml` and in a spec: patterns that spell the names scaffold generates, so a project follows
/// the names its app already uses, and one scene may keep other names while the app migrates.
struct NamePatternTests: DiagnosticsTesting {
    private func config(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Naming {
        try ConfigDecoder().decode(Data(yaml.utf8), file: "scaffold.yml").get().naming
    }

    private func spec(_ input: MarkedText, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> SceneSpec
    {
        let result = SpecDecoder().decode(input.data, file: input.file)
        #expect(result.diagnostics == [], sourceLocation: sourceLocation)
        return try #require(result.spec, sourceLocation: sourceLocation)
    }

    /// The names the tests look at, in one value: the view model's types and sections and the coordinator's.
    private func spellings(_ names: SceneNames) -> [String?] {
        [
            names.viewModel, names.viewModelProtocol, names.inputsProtocol, names.outputsProtocol,
            names.inputsProperty, names.outputsProperty, names.actionsProperty, names.viewController,
            names.coordinator, names.coordinatorProtocol, names.coordinatorProperty, names.service,
        ]
    }

    private static let profile = MarkedText(
        """
        scene: Profile
        inputs: [refresh]
        outputs: [title: String]
        service: {methods: [load: String]}
        coordinator: {}
        """)

    private func diagnostics(_ inputs: [MarkedText], naming: Naming) -> [Diagnostic] {
        let results = inputs.map { SpecDecoder().decode($0.data, file: $0.file) }
        var validator = SpecValidator()
        validator.naming = naming
        return results.flatMap(\.diagnostics) + validator.validate(results.compactMap(\.spec))
    }

    @Test func withoutNamesEveryNameKeepsItsDefault() throws {
        #expect(
            spellings(SceneNames(try spec(Self.profile), naming: Naming())) == [
                "ProfileViewModel", "ProfileViewModelType", "ProfileViewModelInputsType", "ProfileViewModelOutputsType",
                "inputs", "outputs", "actions", "ProfileViewController", "ProfileCoordinator",
                "ProfileCoordinatorType", "coordinator", "ProfileService",
            ])
    }

    @Test func theProjectsPatternsSpellEveryScenesNames() throws {
        let naming = try config(
            """
            names:
              inputsProtocol: "{viewModel}Input"
              outputsProtocol: "{viewModel}Output"
              viewModelProtocol: "{viewModel}Protocol"
              inputsProperty: input
              outputsProperty: output
              coordinator: "{scene}Router"
              coordinatorProperty: router
              service: "{scene}Repository"
            """)
        #expect(
            spellings(SceneNames(try spec(Self.profile), naming: naming)) == [
                "ProfileViewModel", "ProfileViewModelProtocol", "ProfileViewModelInput", "ProfileViewModelOutput",
                "input", "output", "actions", "ProfileViewController", "ProfileRouter", "ProfileRouterType", "router",
                "ProfileRepository",
            ])
    }

    @Test func namesMadeFromAPatternedNameFollowIt() throws {
        let naming = try config("names: {viewModel: \"{scene}VM\", coordinator: \"{scene}Flow\"}\n")
        #expect(
            spellings(SceneNames(try spec(Self.profile), naming: naming)) == [
                "ProfileVM", "ProfileVMType", "ProfileVMInputsType", "ProfileVMOutputsType", "inputs", "outputs",
                "actions", "ProfileViewController", "ProfileFlow", "ProfileFlowType", "coordinator", "ProfileService",
            ])
    }

    @Test func aSpecsPatternsOverrideTheProjectsForItsSceneAlone() throws {
        let naming = try config("names: {inputsProtocol: \"{viewModel}Input\", inputsProperty: input}\n")
        let migrated = try spec(
            MarkedText(
                """
                scene: Profile
                inputs: [refresh]
                names: {inputsProtocol: "{viewModel}InputsType", inputsProperty: inputs}
                """))
        let names = SceneNames(migrated, naming: naming)
        #expect([names.inputsProtocol, names.inputsProperty] == ["ProfileViewModelInputsType", "inputs"])
        let other = SceneNames(try spec(MarkedText("scene: Settings\ninputs: [close]\n")), naming: naming)
        #expect([other.inputsProtocol, other.inputsProperty] == ["SettingsViewModelInput", "input"])
    }

    @Test func aNameASpecsPatternSpellsIsTracedToThePattern() throws {
        let input = MarkedText("scene: 1️⃣Profile\nnames: {viewModelProtocol: \"2️⃣{viewModel}Protocol\"}\n")
        let table = SceneNames(try spec(input), naming: Naming()).table
        #expect(
            table[.viewModelProtocol]
                == GeneratedName(
                    .viewModelProtocol, "ProfileViewModelProtocol", .type,
                    from: NameProvenance(
                        .pattern(.viewModelProtocol, Located("{viewModel}Protocol", at: input["2️⃣"])), at: input["2️⃣"]))
        )
        #expect(table[.viewModel]?.provenance == NameProvenance(.scene, at: input["1️⃣"]))
    }

    @Test func everyMistakeInASpecsNamesIsReportedAtItsPlace() {
        let input = MarkedText(
            """
            scene: Profile
            names:
              inputsProtocol: "{viewModel}1️⃣{scen}Input"
              outputsProtocol: "2️⃣{viewModel"
              actionsProtocol: "{viewModel}Actions3️⃣}"
              coordinatorProtocol: "4️⃣{viewModel}Type"
              inputsProperty: "5️⃣{scene}Inputs"
              viewController: "6️⃣{scene}-Screen"
              7️⃣outputProperty: output
            """)
        #expect(
            diagnostics([input], naming: Naming()) == [
                error("unknown key 'outputProperty'; did you mean 'outputsProperty'?", at: input["7️⃣"]),
                error("unknown placeholder '{scen}'; did you mean '{scene}'?", at: input["1️⃣"]),
                error("'{' in '{viewModel' has no '}'; write a placeholder as '{scene}'", at: input["2️⃣"]),
                error("'}' in '{viewModel}Actions}' closes no '{'; write a placeholder as '{scene}'", at: input["3️⃣"]),
                error(
                    "'coordinatorProtocol' cannot write '{viewModel}'; it may write {scene}, {coordinator}",
                    at: input["4️⃣"]),
                error(
                    "'inputsProperty' is a member name, the same in every scene; write it without placeholders",
                    at: input["5️⃣"]),
                error(
                    "'{scene}-Screen' does not spell a name for 'viewController': "
                        + "'Scene-Screen' is not a valid Swift identifier: '-' is not allowed", at: input["6️⃣"]),
            ])
    }

    @Test func aProjectsTypePatternMustBeMadeFromTheSceneName() {
        let result = ConfigDecoder().decode(Data("names:\n  viewModel: MainViewModel\n".utf8), file: "scaffold.yml")
        #expect(
            result.failure?.diagnostics == [
                Diagnostic(
                    severity: .error, location: SourceLocation(file: "scaffold.yml", line: 2, column: 14),
                    message: "every scene would declare 'MainViewModel': write '{scene}' in 'viewModel' here, or set "
                        + "this name in one spec's own 'names:'")
            ])
    }

    @Test func aSpecsPatternMayBeTheNameItself() throws {
        let names = SceneNames(
            try spec(MarkedText("scene: Profile\nnames: {viewModel: LegacyProfileViewModel}\n")), naming: Naming())
        #expect(
            [names.viewModel, names.viewModelProtocol] == ["LegacyProfileViewModel", "LegacyProfileViewModelType"])
    }

    @Test func twoPatternsThatSpellOneTypeClashAtThePattern() {
        let input = MarkedText(
            """
            scene: 1️⃣Profile
            inputs: [refresh]
            outputs: [title: String]
            names: {inputsProtocol: "2️⃣{viewModel}Contract", outputsProtocol: "3️⃣{viewModel}Contract"}
            """)
        #expect(
            diagnostics([input], naming: Naming()) == [
                error(
                    "generated type 'ProfileViewModelContract' would be declared twice; it is spelled by "
                        + "'outputsProtocol: {viewModel}Contract' in 'names': change the pattern or rename the scene",
                    at: input["3️⃣"], notes: [note("also declared here", at: input["2️⃣"])])
            ])
    }

    @Test func twoSectionPropertiesSpelledAlikeClash() {
        let input = MarkedText(
            """
            scene: Profile
            inputs: [refresh]
            names: {inputsProperty: 1️⃣io, outputsProperty: 2️⃣io}
            """)
        #expect(
            diagnostics([input], naming: Naming()) == [
                error(
                    "the outputs property 'io' has the same name as the inputs property 'io'; names must be unique "
                        + "within a view model", at: input["2️⃣"],
                    notes: [note("the inputs property is spelled here", at: input["1️⃣"])])
            ])
    }

    @Test func aMemberNamedLikeAPatternedSectionIsReserved() {
        let input = MarkedText("scene: Profile\ninputs: [1️⃣input]\nnames: {inputsProperty: input}\n")
        #expect(
            diagnostics([input], naming: Naming()) == [
                error("'input' is reserved by the generated view model; choose another name", at: input["1️⃣"])
            ])
        let unpatterned = MarkedText("scene: Profile\ninputs: [input]\n")
        #expect(diagnostics([unpatterned], naming: Naming()) == [])
    }
}

extension Result {
    fileprivate var failure: Failure? {
        guard case .failure(let failure) = self else { return nil }
        return failure
    }
}
