import Foundation
import Testing

@testable import ScaffoldCore

/// Specs checked against the app's own code that `scaffold.yml` declares: hand-written scenes routes may
/// start (`externalScenes`) and the coordinator base class (`baseCoordinator`).
struct AppCodeDiagnosticsTests: DiagnosticsTesting {
    /// What `scaffold` reports for `specs` loaded together under the project config `config`.
    private func diagnostics(_ specs: [MarkedText], config: MarkedText) throws -> [Diagnostic] {
        let project = try ConfigDecoder().decode(config.data, file: config.file).get()
        var validator = SpecValidator()
        validator.externalScenes = project.externalScenes
        validator.baseCoordinator = project.baseCoordinator
        let decoded = specs.map { SpecDecoder().decode($0.data, file: $0.file) }
        return decoded.flatMap(\.diagnostics) + validator.validate(decoded.compactMap(\.spec))
    }

    private let home = MarkedText(
        """
        scene: Home
        outputs: [openSettings, openHelp]
        coordinator:
          routes:
            - openSettings: 1️⃣Settings
            - openHelp: 2️⃣Help
        """, file: "Specs/Home.yml")

    @Test func routesToDeclaredExternalScenesDoNotWarn() throws {
        let config = MarkedText(
            """
            externalScenes:
              Settings: {coordinator: AppSettingsFlow, result: SettingsResult}
              Help:
            """, file: "scaffold.yml")
        #expect(try diagnostics([home], config: config) == [])
    }

    @Test func anUndeclaredTargetWarnsAndSaysHowToDeclareIt() throws {
        let config = MarkedText("externalScenes:\n  Help:\n", file: "scaffold.yml")
        #expect(
            try diagnostics([home], config: config) == [
                warning(
                    "scene 'Settings' is not among the loaded specs; if it is written by hand, declare it under "
                        + "'externalScenes' in scaffold.yml", at: home["1️⃣"])
            ])
    }

    /// One typo away from a scene that exists, the route would start a coordinator nobody declares: an error.
    @Test func anUndeclaredTargetOneTypoFromADeclaredExternalSceneIsAnErrorWithTheSuggestion() throws {
        let config = MarkedText("externalScenes:\n  1️⃣Setting:\n  Help:\n", file: "scaffold.yml")
        #expect(
            try diagnostics([home], config: config) == [
                error(
                    "scene 'Settings' is not among the loaded specs or 'externalScenes'; did you mean 'Setting'?",
                    at: home["1️⃣"], notes: [.closeName(Located("Setting", at: config["1️⃣"]))])
            ])
    }

    @Test func anUndeclaredTargetOneTypoFromALoadedSceneIsAnErrorWithTheSuggestion() throws {
        let config = MarkedText("externalScenes:\n  Settings:\n", file: "scaffold.yml")
        let helps = MarkedText("scene: 1️⃣Helps\ncoordinator:\n", file: "Specs/Helps.yml")
        #expect(
            try diagnostics([home, helps], config: config) == [
                error(
                    "scene 'Help' is not among the loaded specs or 'externalScenes'; did you mean 'Helps'?",
                    at: home["2️⃣"], notes: [.closeName(Located("Helps", at: helps["1️⃣"]))])
            ])
    }

    /// `Step2` beside a loaded `Step1` is the next scene of a flow sketched spec by spec, not a typo: a warning.
    @Test func aTargetThatDiffersFromALoadedSceneOnlyInItsDigitsStaysAWarning() throws {
        let step = MarkedText(
            "scene: Step1\noutputs: [next]\ncoordinator:\n  routes:\n    - next: 1️⃣Step2\n", file: "Specs/Step1.yml")
        #expect(
            try diagnostics([step], config: MarkedText("output: Scenes\n", file: "scaffold.yml")) == [
                warning(
                    "scene 'Step2' is not among the loaded specs or 'externalScenes'; did you mean 'Step1'?",
                    at: step["1️⃣"])
            ])
    }

    @Test func anExternalSceneThatHasASpecIsAnErrorAtTheConfigEntry() throws {
        let config = MarkedText("externalScenes:\n  Settings:\n  1️⃣Help:\n", file: "scaffold.yml")
        let help = MarkedText("scene: 1️⃣Help\ncoordinator:\n", file: "Specs/Help.yml")
        #expect(
            try diagnostics([home, help], config: config) == [
                error(
                    "scene 'Help' is listed in 'externalScenes' but has a spec; remove it from 'externalScenes' or "
                        + "delete its spec", at: config["1️⃣"],
                    notes: [note("the spec declares scene 'Help' here", at: help["1️⃣"])])
            ])
    }

    /// The note calls the base class generated only when scaffold generates it.
    @Test(arguments: [
        ("baseCoordinator: AppCoordinator\n", "the coordinator declared here needs the generated base class"),
        (
            "baseCoordinator: {name: AppCoordinator, generate: false}\n",
            "the coordinator declared here needs the base class"
        ),
    ])
    func aSceneTypeNamedLikeTheConfiguredBaseClassClashes(config: String, note: String) throws {
        let app = MarkedText("scene: 1️⃣App\n2️⃣coordinator:\n", file: "Specs/App.yml")
        #expect(
            try diagnostics([app], config: MarkedText(config, file: "scaffold.yml")) == [
                error(
                    "generated type 'AppCoordinator' would be declared twice; rename the scene or the service",
                    at: app["1️⃣"], notes: [self.note(note + " 'AppCoordinator'", at: app["2️⃣"])])
            ])
    }

    /// A shared service named like the container's typealias or skeleton is told what scaffold writes under that
    /// name, not to rename a scene it shares nothing with.
    @Test(arguments: [
        (
            "AppServices",
            "'AppServices' is named like the typealias scaffold generates for the shared services in "
                + "'AppServices.generated.swift' (their provider protocols together, which the app's container "
                + "conforms to); rename the service"
        ),
        (
            "AppDependencies",
            "'AppDependencies' is named like the app's container that scaffold writes for the shared services in "
                + "'AppDependencies.swift'; rename the service"
        ),
    ])
    func aSharedServiceNamedLikeTheContainerIsToldWhatScaffoldWrites(name: String, message: String) throws {
        let service = MarkedText("service: 1️⃣\(name)\n", file: "Specs/\(name).yml")
        let shared = try #require(SpecDecoder().decodeDocument(service.data, file: service.file).document?.service)
        #expect(SpecValidator().validate([], services: [shared]) == [error(message, at: service["1️⃣"])])
    }

    /// A shared service is checked against the configured base class name, as scene types are.
    @Test func aSharedServiceNamedLikeTheConfiguredBaseClassClashes() throws {
        let project = try ConfigDecoder().decode(Data("baseCoordinator: AppCoordinator\n".utf8), file: "scaffold.yml")
            .get()
        var validator = SpecValidator()
        validator.baseCoordinator = project.baseCoordinator
        let home = MarkedText("scene: Home\n1️⃣coordinator:\n", file: "Specs/Home.yml")
        let service = MarkedText("service: 2️⃣AppCoordinator\n", file: "Specs/AppCoordinator.yml")
        let scene = try #require(SpecDecoder().decode(home.data, file: home.file).spec)
        let shared = try #require(SpecDecoder().decodeDocument(service.data, file: service.file).document?.service)
        #expect(
            validator.validate([scene], services: [shared]) == [
                error(
                    "generated type 'AppCoordinator' would be declared twice; rename the scene or the service",
                    at: service["2️⃣"], notes: [note("also declared here", at: home["1️⃣"])])
            ])
    }

    @Test func theDefaultBaseClassNameIsFreeOnceTheBaseClassIsRenamed() throws {
        let config = MarkedText("baseCoordinator: AppCoordinator\n", file: "scaffold.yml")
        let base = MarkedText("scene: Base\ncoordinator:\n", file: "Specs/Base.yml")
        #expect(try diagnostics([base], config: config) == [])
    }
}
