import Testing

@testable import ScaffoldCore

/// `renamedFrom:` names a member's former name: read on every kind of member, refused where the rename could not
/// be merged as one.
struct RenameDiagnosticsTests: DiagnosticsTesting {
    @Test func everyKindOfMemberMayBeRenamed() throws {
        let input = MarkedText(
            """
            scene: Feed
            arguments:
              - id: {type: Int, renamedFrom: identifier}
            inputs:
              - reload: {renamedFrom: refresh}
            outputs:
              - rows: {type: "[String]", renamedFrom: items}
            actions:
              - save: {renamedFrom: store}
            properties:
              - count: {type: Int, renamedFrom: total}
            methods:
              - badge: {returns: String, renamedFrom: label}
            service:
              methods:
                - loadRows: {returns: "[String]", renamedFrom: fetchItems}
            coordinator:
              result:
                - done: {renamedFrom: finished}
            """)
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        #expect(diagnostics == [])
        let renames = try #require(spec.map(MemberRenames.init)).renames
        #expect(
            renames.map { "\($0.kind) \($0.old.value) -> \($0.new.value)" } == [
                "argument identifier -> id", "input refresh -> reload", "output items -> rows", "action store -> save",
                "result case finished -> done", "property total -> count", "method label -> badge",
                "service method fetchItems -> loadRows",
            ])
        #expect(SpecValidator().validate([try #require(spec)]) == [])
    }

    @Test func aNameAMemberStillHasIsRefused() {
        let input = MarkedText(
            "scene: Feed\ninputs:\n  - 1️⃣items\noutputs:\n  - rows: {type: Int, renamedFrom: 2️⃣items}\ncoordinator: {}")
        #expect(
            diagnostics(input) == [
                error(
                    "'renamedFrom: items' names input 'items', which the spec still declares, and renaming would reach "
                        + "its uses too; rename that input first, or remove 'renamedFrom'", at: input["2️⃣"],
                    notes: [note("input 'items' is declared here", at: input["1️⃣"])])
            ])
    }

    /// A route still naming the output by its old name: the error says the new one and where the rename is.
    @Test func aRouteStillNamingARenamedOutputIsToldItsNewName() {
        let input = MarkedText(
            """
            scene: Feed
            outputs:
              - showDetail: {type: String, renamedFrom: 1️⃣openDetail}
            coordinator:
              routes:
                - 2️⃣openDetail: Detail
            """)
        let detail = MarkedText("scene: Detail\narguments: [id: String]\ncoordinator: {}", file: "Specs/Detail.yml")
        #expect(
            diagnostics([input, detail]) == [
                error(
                    "output 'openDetail' is now called 'showDetail' (its 'renamedFrom:'); write 'showDetail' here too",
                    at: input["2️⃣"], notes: [note("renamed here", at: input["1️⃣"])])
            ])
    }

    @Test func aMemberRenamedFromItsOwnNameIsRefused() {
        let input = MarkedText("scene: Feed\noutputs:\n  - rows: {type: Int, renamedFrom: 1️⃣rows}\ncoordinator: {}")
        #expect(
            diagnostics(input) == [
                error(
                    "output 'rows' is renamed from its own name; remove 'renamedFrom', or write the name it had",
                    at: input["1️⃣"])
            ])
    }

    @Test func twoMembersRenamedFromOneNameAreRefused() {
        let input = MarkedText(
            """
            scene: Feed
            outputs:
              - 1️⃣rows: {type: Int, renamedFrom: items}
              - lines: {type: Int, renamedFrom: 2️⃣items}
            coordinator: {}
            """)
        #expect(
            diagnostics(input) == [
                error(
                    "two members are renamed from 'items'; only one of them had that name, so remove the other's "
                        + "'renamedFrom'", at: input["2️⃣"],
                    notes: [note("'rows' is renamed from it here", at: input["1️⃣"])])
            ])
    }

    @Test func anInvalidFormerNameIsRefusedAtItsCharacter() {
        let input = MarkedText("scene: Feed\noutputs:\n  - rows: {type: Int, renamedFrom: old1️⃣-rows}\ncoordinator: {}")
        #expect(
            diagnostics(input) == [
                error("'old-rows' is not a valid Swift identifier: '-' is not allowed", at: input["1️⃣"])
            ])
    }

    @Test func theRenamedSpellingsFollowEveryNameTheMemberMade() throws {
        let input = MarkedText(
            """
            scene: Feed
            conventions: {inputs: function}
            inputs:
              - reload: {renamedFrom: refresh}
            outputs:
              - rows: {type: "[String]", renamedFrom: items}
            coordinator: {}
            """)
        let spec = try #require(SpecDecoder().decode(input.data, file: input.file).spec)
        let spellings = MemberRenames(spec).spellings(of: spec, namer: NamingTableBuilder())
        #expect(
            spellings == [
                "refresh": "reload", "refreshSubject": "reloadSubject", "test_refresh": "test_reload",
                "items": "rows", "itemsObserver": "rowsObserver",
            ])
    }

    @Test func aSceneRenamedFromItsOwnNameIsRefused() {
        let input = MarkedText("scene: Feed\nrenamedFrom: 1️⃣Feed\noutputs: [done]\ncoordinator: {}")
        #expect(
            diagnostics(input) == [
                error(
                    "scene 'Feed' is renamed from its own name; remove 'renamedFrom', or write the name it had",
                    at: input["1️⃣"])
            ])
    }
}
