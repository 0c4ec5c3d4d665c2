import Testing

@testable import ScaffoldCore

/// A spec's `kind`: how it is read, what a cell or component may not have, and which cells a scene contains.
struct SceneKindTests: DiagnosticsTesting {
    @Test func kindIsReadWithItsPosition() throws {
        let input = MarkedText("scene: 1️⃣RepositoryCell\nkind: 2️⃣cell\n")
        let result = SpecDecoder().decode(input.data, file: input.file)
        var expected = SceneSpec(file: "Specs/Test.yml", name: input.located("RepositoryCell", at: "1️⃣"))
        expected.kind = input.located(.cell, at: "2️⃣")
        #expect(result.diagnostics == [])
        #expect(result.spec == expected)
    }

    @Test func aSpecWithoutKindIsAScreen() throws {
        let spec = try #require(SpecDecoder().decode(MarkedText("scene: Login\n").data, file: "Specs/Login.yml").spec)
        #expect(spec.kind == nil)
        #expect(spec.sceneKind == .screen)
    }

    @Test func anUnknownKindNamesTheKinds() {
        let input = MarkedText("scene: Sheet\nkind: 1️⃣sheet\n")
        #expect(
            diagnostics(input) == [
                error("'sheet' is not a valid scene kind; use one of: screen, cell, component", at: input["1️⃣"])
            ])
    }

    @Test func aCellWithACoordinatorIsAnErrorAtTheCoordinator() {
        let input = MarkedText("scene: RepositoryCell\nkind: 1️⃣cell\n2️⃣coordinator:\n")
        #expect(
            diagnostics(input) == [
                error(
                    "a cell has no coordinator: the view model of the screen that shows it makes it; remove "
                        + "'coordinator:' and lead its outputs through that view model, or remove 'kind: cell' to "
                        + "make it a screen", at: input["2️⃣"],
                    notes: [note("'kind: cell' is declared here", at: input["1️⃣"])])
            ])
    }

    @Test func aScreenThatSaysSoMayHaveACoordinator() {
        let input = MarkedText("scene: Login\nkind: screen\ncoordinator:\n")
        #expect(diagnostics(input) == [])
    }

    @Test func aCellMayListSharedServices() {
        let cell = MarkedText("scene: RepositoryCell\nkind: cell\ndependencies: [UserService]\n")
        let service = SharedServiceSpec(
            file: "Specs/Services/UserService.yml", name: Located("UserService", at: at(1, 10)))
        let spec = SpecDecoder().decode(cell.data, file: cell.file).spec
        #expect(spec.map { SpecValidator().validate([$0], services: [service]) } == [])
    }

    @Test func aRouteToACellIsAnErrorAtTheRoute() {
        let list = MarkedText(
            """
            scene: RepositoryList
            outputs: [showRepository]
            coordinator:
              routes:
                - showRepository: 1️⃣RepositoryCell
            """, file: "Specs/RepositoryList.yml")
        let cell = MarkedText("scene: RepositoryCell\nkind: 1️⃣cell\n", file: "Specs/RepositoryCell.yml")
        #expect(
            diagnostics([list, cell]) == [
                error(
                    "scene 'RepositoryCell' is a cell, which has no coordinator to start; route to a screen, and show "
                        + "the cell through an output of a view model type such as '[RepositoryCellViewModel]'",
                    at: list["1️⃣"], notes: [note("'kind: cell' is declared here", at: cell["1️⃣"])])
            ])
    }

    @Test func aRouteToACellWithAPayloadIsReportedOnceAtTheRoute() {
        let list = MarkedText(
            """
            scene: RepositoryList
            outputs: [showRepository: Repository]
            coordinator:
              routes:
                - showRepository: 1️⃣RepositoryCell
            """, file: "Specs/RepositoryList.yml")
        let cell = MarkedText("scene: RepositoryCell\nkind: 1️⃣cell\n", file: "Specs/RepositoryCell.yml")
        #expect(
            diagnostics([list, cell]).map(\.location) == [list["1️⃣"]])
    }

    @Test func aRouteToAComponentSuggestsOneViewModel() {
        let screen = MarkedText(
            """
            scene: Checkout
            outputs: [enterCode]
            coordinator:
              routes:
                - enterCode: 1️⃣Keypad
            """, file: "Specs/Checkout.yml")
        let keypad = MarkedText("scene: Keypad\nkind: 1️⃣component\n", file: "Specs/Keypad.yml")
        #expect(
            diagnostics([screen, keypad]) == [
                error(
                    "scene 'Keypad' is a component, which has no coordinator to start; route to a screen, and show "
                        + "the component through an output of a view model type such as 'KeypadViewModel'",
                    at: screen["1️⃣"], notes: [note("'kind: component' is declared here", at: keypad["1️⃣"])])
            ])
    }

    @Test func aSceneContainsTheCellsAndComponentsItsMembersName() throws {
        let list = try decoded(
            """
            scene: RepositoryList
            inputs:
              - select: App.RepositoryCellViewModel
            outputs:
              - rows: "[RepositoryCellViewModel]"
              - header: "Observable<HeaderViewModel>?"
            service:
              methods:
                - keypad: {params: [pad: KeypadViewModel]}
            """)
        let specs = try [
            decoded("scene: RepositoryCell\nkind: cell\n"), decoded("scene: Header\nkind: component\n"),
            decoded("scene: Keypad\nkind: component\n"), decoded("scene: Footer\nkind: cell\n"),
            decoded("scene: Profile\n"),
        ]
        let contained = ContainedSceneIndex(specs).scenes(containedBy: list)
        #expect(contained.map(\.name.value) == ["Header", "Keypad", "RepositoryCell"])
    }

    @Test func aScreensViewModelIsNeverContained() throws {
        let list = try decoded("scene: Tabs\noutputs:\n  - profile: ProfileViewModel\n")
        #expect(ContainedSceneIndex([try decoded("scene: Profile\n")]).scenes(containedBy: list) == [])
    }

    @Test func memberTypesListEveryTypeTheSpecWritesInOrder() throws {
        let spec = try decoded(
            """
            scene: Every
            arguments: [z: Z]
            inputs: [a: A]
            outputs: [b: B]
            actions:
              - c: {input: C, output: D}
            state: [e: E]
            service:
              methods:
                - f: {params: [g: G], returns: H}
            coordinator:
              result: [i: I]
            """)
        #expect(spec.memberTypes == ["Z", "A", "B", "C", "D", "E", "I", "G", "H"].map(SwiftType.name))
    }

    private func decoded(_ text: String) throws -> SceneSpec {
        let name = text.split(separator: "\n")[0].dropFirst("scene: ".count)
        return try #require(SpecDecoder().decode(MarkedText(text).data, file: "Specs/\(name).yml").spec)
    }
}
