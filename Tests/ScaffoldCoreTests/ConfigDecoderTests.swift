import Foundation
import Testing

@testable import ScaffoldCore

/// `scaffold.yml` is optional: every key has a default, and every mistake is a positioned diagnostic.
struct ConfigDecoderTests {
    private func decode(_ input: MarkedText) -> Result<ProjectConfig, DiagnosticsError> {
        ConfigDecoder().decode(input.data, file: input.file)
    }

    private func config(_ yaml: String) -> MarkedText {
        MarkedText(yaml, file: "scaffold.yml")
    }

    private func error(_ message: String, at location: SourceLocation) -> DiagnosticsError {
        DiagnosticsError([Diagnostic(severity: .error, location: location, message: message)])
    }

    private static let defaults = ProjectConfig(
        specs: [Located("Specs", at: .startOf("Specs"))],
        output: Located("Scenes", at: .startOf("Scenes")),
        templates: nil,
        tests: Located("SceneTests", at: .startOf("SceneTests")),
        testableImport: nil,
        conventions: ConventionOverrides()
    )

    @Test func emptyConfigGivesTheDefaults() {
        #expect(decode(config("")) == .success(Self.defaults))
    }

    @Test func configWithOnlyCommentsGivesTheDefaults() {
        #expect(decode(config("# Nothing to change yet.\n\n# specs: Specs\n")) == .success(Self.defaults))
    }

    @Test func everyKeyIsRead() {
        let input = config(
            """
            specs: 1️⃣App/Specs
            output: 2️⃣App/Scenes
            templates: 3️⃣App/Templates
            tests: 4️⃣AppTests/Scenes
            conventions:
              inputs: 5️⃣function
              outputs: 6️⃣driver
              coordinatorInViewModel: 7️⃣yes
            """)
        #expect(
            decode(input)
                == .success(
                    ProjectConfig(
                        specs: [input.located("App/Specs", at: "1️⃣")],
                        output: input.located("App/Scenes", at: "2️⃣"),
                        templates: input.located("App/Templates", at: "3️⃣"),
                        tests: input.located("AppTests/Scenes", at: "4️⃣"),
                        conventions: ConventionOverrides(
                            inputs: input.located(.function, at: "5️⃣"),
                            outputs: input.located(.driver, at: "6️⃣"),
                            coordinatorInViewModel: input.located(true, at: "7️⃣")
                        )
                    )))
    }

    @Test func unwrittenKeysKeepTheirDefaults() {
        let input = config(
            """
            output: 1️⃣Sources/Scenes
            """)
        var expected = Self.defaults
        expected.output = input.located("Sources/Scenes", at: "1️⃣")
        #expect(decode(input) == .success(expected))
    }

    @Test func specsCanBeAList() {
        let input = config(
            """
            specs:
              - 1️⃣Specs/Login.yml
              - "2️⃣More Specs"
            """)
        var expected = Self.defaults
        expected.specs = [input.located("Specs/Login.yml", at: "1️⃣"), input.located("More Specs", at: "2️⃣")]
        #expect(decode(input) == .success(expected))
    }

    @Test(arguments: ["1️⃣specs: []", "1️⃣specs:\n  []", "output: Scenes\n1️⃣specs: [] # none yet"])
    func emptySpecsListIsAnErrorAtTheKey(yaml: String) {
        let input = config(yaml)
        #expect(
            decode(input)
                == .failure(
                    error(
                        "'specs' is empty; list at least one spec file or folder", at: input["1️⃣"]
                    )))
    }

    @Test func testsNoneTurnsTestGenerationOff() {
        var expected = Self.defaults
        expected.tests = nil
        #expect(decode(config("tests: none\n")) == .success(expected))
    }

    @Test func testsMappingGivesTheFolderAndTheTestableImport() {
        let input = config(
            """
            tests:
              folder: 1️⃣AppTests/Scenes
              testableImport: 2️⃣MyApp
            """)
        var expected = Self.defaults
        expected.tests = input.located("AppTests/Scenes", at: "1️⃣")
        expected.testableImport = input.located("MyApp", at: "2️⃣")
        #expect(decode(input) == .success(expected))
    }

    @Test func testableImportMustBeAnIdentifier() {
        let input = config(
            """
            tests:
              testableImport: My1️⃣-App
            """)
        #expect(
            decode(input)
                == .failure(
                    error(
                        "'My-App' is not a valid Swift identifier: '-' is not allowed", at: input["1️⃣"]
                    )))
    }

    @Test func testableImportWithAnEscapePointsAtTheWrittenCharacter() {
        let input = config(
            #"""
            tests:
              testableImport: "\u004Dy1️⃣-App"
            """#)
        #expect(
            decode(input)
                == .failure(
                    error(
                        "'My-App' is not a valid Swift identifier: '-' is not allowed", at: input["1️⃣"]
                    )))
    }

    @Test func unknownKeySuggestsTheClosestKey() {
        let input = config(
            """
            1️⃣spec: Specs
            """)
        #expect(decode(input) == .failure(error("unknown key 'spec'; did you mean 'specs'?", at: input["1️⃣"])))
    }

    @Test func badConventionValueListsTheAllowedValues() {
        let input = config(
            """
            conventions:
              outputs: 1️⃣streams
            """)
        #expect(
            decode(input)
                == .failure(
                    error(
                        "'streams' is not a valid outputs trait; use one of: observable, driver, signal", at: input["1️⃣"]
                    )))
    }

    @Test func aMisspeltConventionValueIsToldTheValueItMayMean() {
        let input = config(
            """
            conventions:
              outputs: 1️⃣signals
            """)
        #expect(
            decode(input)
                == .failure(error("'signals' is not a valid outputs trait; did you mean 'signal'?", at: input["1️⃣"])))
    }

    @Test func specsGivenAsAMappingNamesWhatWasExpected() {
        let input = config(
            """
            specs: 1️⃣{login: Specs/Login.yml}
            """)
        #expect(
            decode(input)
                == .failure(
                    error(
                        "expected a path or a list of paths, found a mapping", at: input["1️⃣"]
                    )))
    }

    @Test func coordinatorInViewModelPropertyHoldsTheCoordinatorAndSetsItAfterInit() {
        let input = config(
            """
            conventions:
              coordinatorInViewModel: 1️⃣property
            """)
        var conventions = ConventionOverrides(coordinatorInViewModel: input.located(true, at: "1️⃣"))
        conventions.coordinatorSetAfterInit = input.located(true, at: "1️⃣")
        var expected = Self.defaults
        expected.conventions = conventions
        #expect(decode(input) == .success(expected))
    }

    @Test func aMisspeltCoordinatorInViewModelSuggestsTheClosestValue() {
        let input = config(
            """
            conventions:
              coordinatorInViewModel: 1️⃣proprety
            """)
        #expect(
            decode(input)
                == .failure(
                    error(
                        "'proprety' is not a valid value for 'coordinatorInViewModel'; did you mean 'property'?",
                        at: input["1️⃣"])))
    }

    @Test func configThatIsAListIsRefused() {
        let input = config(
            """
            1️⃣- Specs
            """)
        #expect(decode(input) == .failure(error("expected a mapping of settings, found a list", at: input["1️⃣"])))
    }

    @Test func yamlSyntaxErrorIsReportedWithItsPosition() {
        let input = config(
            """
            output: Scenes1️⃣: Generated
            """)
        #expect(
            decode(input)
                == .failure(
                    error(
                        "invalid YAML: a value cannot contain ': ' unless it is quoted; quote it: "
                            + "\"Scenes: Generated\"", at: input["1️⃣"]
                    )))
    }
}

/// How the transform convention resolves against the project's conventions.
@Suite struct TransformConventionResolutionTests {
    static func located<Value>(_ value: Value) -> Located<Value> {
        Located(value, at: .startOf("Specs/Test.yml"))
    }

    @Test func choosingTransformMakesDriversTheTraitUnlessTheSameLevelSaysOtherwise() {
        let project = Conventions(outputs: .observable)
        #expect(project.applying(ConventionOverrides(viewModel: Self.located(.transform))).outputs == .driver)
        #expect(
            project.applying(ConventionOverrides(viewModel: Self.located(.transform), outputs: Self.located(.signal)))
                .outputs == .signal)
    }

    @Test func aSceneInheritingTransformKeepsTheProjectsTrait() {
        let project = Conventions().applying(
            ConventionOverrides(viewModel: Self.located(.transform), outputs: Self.located(.signal)))
        #expect(project.applying(ConventionOverrides()) == project)
    }

    @Test func aSpecsTrueOrFalseReplacesTheProjectsCoordinatorProperty() {
        var written = ConventionOverrides(coordinatorInViewModel: Self.located(true))
        written.coordinatorSetAfterInit = Self.located(true)
        let project = Conventions().applying(written)
        let scene = project.applying(ConventionOverrides(coordinatorInViewModel: Self.located(true)))
        #expect(
            [project.takesCoordinatorAfterInit, scene.takesCoordinatorAfterInit, scene.coordinatorInViewModel]
                == [true, false, true])
    }

    @Test func aTransformViewModelTakesTheProjectsCoordinatorProperty() {
        var written = ConventionOverrides(coordinatorInViewModel: Self.located(true))
        written.coordinatorSetAfterInit = Self.located(true)
        let resolved = Conventions().applying(written).applying(
            ConventionOverrides(viewModel: Self.located(.transform)))
        #expect(resolved.takesCoordinatorAfterInit)
    }

    @Test func aTransformViewModelAlwaysCallsItsCoordinator() {
        let resolved = Conventions().applying(
            ConventionOverrides(viewModel: Self.located(.transform), coordinatorInViewModel: Self.located(false)))
        #expect(resolved.coordinatorInViewModel)
    }
}
