import Foundation
import Testing

/// A flow scene (`navigation: rxflow`) whose flow a person filled in gets a new route: the route's step is generated
/// (`routeSteps`), and the flow's skeleton gains the case that shows the new scene, merged beside the person's code.
@Suite struct RxFlowMergeTests {
    static let config = "specs: Specs\nconventions: {navigation: rxflow}\n"
    static let flow = "Scenes/Home/HomeFlow.swift"
    static let contract = "Scenes/Home/Home.generated.swift"
    static let settings = "scene: Settings\ncoordinator:\n"
    static let help = "scene: Help\narguments: [topic: String]\ncoordinator:\n"

    static func home(routes: String) -> String {
        "scene: Home\ninputs: [tapSettings, tapHelp: String]\ncoordinator:\n  routes:\n" + routes
    }

    /// Home with one route, generated and its flow edited by a person, then a second route added to its spec.
    func editedProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", Self.config)
        try project.write("Specs/Settings.yml", Self.settings)
        try project.write("Specs/Help.yml", Self.help)
        try project.write("Specs/Home.yml", Self.home(routes: "    - tapSettings: Settings\n"))
        #expect(try project.runner.run(["scene"]).status == 0)
        try project.edit(
            Self.flow, replacing: "            viewController.show(nextFlow.viewController, sender: nil)\n",
            with: "            nextFlow.viewController.title = \"Settings\"\n"
                + "            viewController.show(nextFlow.viewController, sender: nil)\n")
        try project.write(
            "Specs/Home.yml",
            Self.home(routes: "    - tapSettings: Settings\n    - tapHelp: {scene: Help, present: modal}\n"))
        return project
    }

    @Test func aNewRouteMergesItsCaseIntoAnEditedFlow() throws {
        let project = try editedProject()
        let result = try project.runner.run(["scene"])
        #expect(result.status == 0, "\(result.stderr)")
        let merged = try project.read(Self.flow)
        #expect(!merged.contains("<<<<<<<"))
        #expect(merged.contains("            nextFlow.viewController.title = \"Settings\"\n"))
        #expect(
            merged.contains(
                "        case AppStep.help(let topic):\n            let nextFlow = HelpFlow(topic: topic)\n"
                    + "            viewController.present(nextFlow.viewController, animated: true)\n"))
    }

    @Test func theNewRoutesStepIsGenerated() throws {
        let project = try editedProject()
        #expect(try project.runner.run(["scene"]).status == 0)
        #expect(
            try project.read(Self.contract).contains(
                "            inputs.tapHelp.asObservable()\n                .map { value in AppStep.help(topic: value) }\n"
            ))
        #expect(try project.read("Scenes/Support/AppStep.generated.swift").contains("    case help(topic: String)\n"))
    }
}
