import Testing

@testable import ScaffoldCore

/// Generated code builds with `SwiftToolchain.minimum` unless an app type hides one of Action's types that the
/// generated code uses: then it writes a module selector, newer, and says so where the spec names the app's type.
struct ToolchainDiagnosticsTests: DiagnosticsTesting {
    static func message(_ name: String) -> String {
        "app type '\(name)' hides the Action library's '\(name)' in the app's module, so generated code writes the "
            + "library's as 'Action::\(name)', a module selector that needs Swift 6.3 (Xcode 26.4); everything else "
            + "builds with Swift 6.2 (Xcode 26), so rename the app's type to build with that"
    }

    @Test func anAppActionInAProjectWithActionsIsWarnedWhereItIsFirstWritten() {
        let input = MarkedText(
            "scene: Feed\ninputs:\n  - send: 1️⃣Action\noutputs:\n  - last: Action\nactions:\n  - reload\n"
                + "coordinator: {}")
        #expect(diagnostics(input) == [warning(Self.message("Action"), at: input["1️⃣"])])
    }

    @Test func anAppActionWithoutAnyActionIsNotWarned() {
        let input = MarkedText("scene: Feed\ninputs:\n  - send: Action\ncoordinator: {}")
        #expect(diagnostics(input) == [])
    }

    @Test func anAppActionErrorIsWarnedWhereTheTestsCheckForTheLibrarys() {
        let input = MarkedText(
            "scene: Feed\noutputs:\n  - failure: 1️⃣ActionError\nactions:\n  - reload\ncoordinator: {}")
        #expect(diagnostics(input) == [warning(Self.message("ActionError"), at: input["1️⃣"])])
    }

    @Test func anAppActionIsWarnedWhenAnotherSceneUsesTheLibrarysAction() {
        let reducer = MarkedText(
            "scene: Reducer\ninputs:\n  - send: 1️⃣Action\ncoordinator: {}", file: "Specs/Reducer.yml")
        let upload = MarkedText(
            "scene: Upload\nproperties:\n  - start: \"Action<Int, Bool>\"\ncoordinator: {}", file: "Specs/Upload.yml")
        #expect(diagnostics([reducer, upload]) == [warning(Self.message("Action"), at: reducer["1️⃣"])])
    }

    @Test func aLibraryActionWithoutAnAppActionIsNotWarned() {
        let input = MarkedText(
            "scene: Upload\nproperties:\n  - start: \"Action<Int, Bool>\"\nactions:\n  - reload\ncoordinator: {}")
        #expect(diagnostics(input) == [])
    }
}
