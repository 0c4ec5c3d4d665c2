import Testing

@testable import ScaffoldKit

/// What the view controller skeleton shows of the view model: state payloads, actions' progress and errors.
@Suite struct ViewControllerPresentationTests {
    @Test func stateCasesBindTheirPayloadsToNamesFromTheirTypes() throws {
        let model = try SceneModelBuilderTests.model(
            """
            scene: A
            state:
              - idle
              - loaded: "[Repository]"
              - showing: User
              - searching: "[Address]"
              - failed: String
              - paged: "(page: Int, items: [Repository])"
              - picked: "Set<Int>"
              - typed: Calendar.Component
              - fallback: Default
            """)
        #expect(
            model.state
                == StateModel(cases: [
                    EnumCaseModel(name: "idle", docLines: [], declaration: "case idle", pattern: ".idle"),
                    EnumCaseModel(
                        name: "loaded", docLines: [], declaration: "case loaded([Repository])",
                        pattern: ".loaded(let repositories)", payloadName: "repositories",
                        payloadType: "[Repository]"),
                    EnumCaseModel(
                        name: "showing", docLines: [], declaration: "case showing(User)",
                        pattern: ".showing(let user)", payloadName: "user",
                        payloadType: "User"),
                    EnumCaseModel(
                        name: "searching", docLines: [], declaration: "case searching([Address])",
                        pattern: ".searching(let addresses)", payloadName: "addresses",
                        payloadType: "[Address]"),
                    EnumCaseModel(
                        name: "failed", docLines: [], declaration: "case failed(String)",
                        pattern: ".failed(let value)", payloadName: "value",
                        payloadType: "String"),
                    EnumCaseModel(
                        name: "paged", docLines: [], declaration: "case paged((page: Int, items: [Repository]))",
                        pattern: ".paged(let value)", payloadName: "value",
                        payloadType: "(page: Int, items: [Repository])"),
                    EnumCaseModel(
                        name: "picked", docLines: [], declaration: "case picked(Set<Int>)",
                        pattern: ".picked(let value)", payloadName: "value",
                        payloadType: "Set<Int>"),
                    EnumCaseModel(
                        name: "typed", docLines: [], declaration: "case typed(Calendar.Component)",
                        pattern: ".typed(let component)", payloadName: "component",
                        payloadType: "Calendar.Component"),
                    EnumCaseModel(
                        name: "fallback", docLines: [], declaration: "case fallback(Default)",
                        pattern: ".fallback(let value)", payloadName: "value", payloadType: "Default"),
                ]))
    }
}
