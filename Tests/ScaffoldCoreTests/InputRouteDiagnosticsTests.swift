import Foundation
import Testing

@testable import ScaffoldCore

/// A route may start from an input (a tap) as from an output; what names one, and how its value fills the target.
@Suite struct InputRouteDiagnosticsTests: DiagnosticsTesting {
    static let detail = MarkedText("scene: Detail\narguments: [id: String]\ncoordinator:\n", file: "Specs/Detail.yml")

    @Test func anInputStartsARouteAndHandsItsValueToTheTarget() {
        let home = MarkedText(
            "scene: Home\ninputs: [selectArticle: String]\ncoordinator:\n  routes:\n    - selectArticle: Detail\n",
            file: "Specs/Home.yml")
        #expect(diagnostics([home, Self.detail]) == [])
    }

    @Test func anInputsValueUnlikeTheArgumentIsAnErrorThatNamesTheInput() {
        let home = MarkedText(
            "scene: Home\ninputs: [2️⃣select: Int]\ncoordinator:\n  routes:\n    - 1️⃣select: Detail\n",
            file: "Specs/Home.yml")
        #expect(
            diagnostics([home, Self.detail]) == [
                error(
                    "input 'select' carries 'Int', but scene 'Detail' takes 'id: String'; make the two agree, the "
                        + "input's type or the argument's",
                    at: home["1️⃣"], notes: [.init(location: home["2️⃣"], message: "input 'select' is declared here")])
            ])
    }

    @Test func aNameNeitherAnOutputNorAnInputSuggestsTheClosestOfBoth() {
        let home = MarkedText(
            "scene: Home\ninputs: [tapSettings]\noutputs: [title: String]\ncoordinator:\n  routes:\n"
                + "    - 1️⃣tapSetings: Settings\n",
            file: "Specs/Home.yml")
        let settings = MarkedText("scene: Settings\ncoordinator:\n", file: "Specs/Settings.yml")
        #expect(
            diagnostics([home, settings]) == [
                error("no output or input named 'tapSetings'; did you mean 'tapSettings'?", at: home["1️⃣"])
            ])
    }

    /// The transform convention keeps `Input` and `Output` apart, so one name may be both.
    @Test func aNameThatIsBothAnInputAndAnOutputNeedsItsSource() {
        let home = MarkedText(
            "scene: Home\nconventions: {viewModel: transform}\ninputs: [close]\noutputs: [close]\ncoordinator:\n"
                + "  routes:\n    - 1️⃣close: Settings\n",
            file: "Specs/Home.yml")
        let settings = MarkedText("scene: Settings\ncoordinator:\n", file: "Specs/Settings.yml")
        #expect(
            diagnostics([home, settings]) == [
                error(
                    "'close' is both an input and an output, so either could start the route; write "
                        + "'close: {scene: Settings, source: input}' (or 'source: output'), or rename one of them",
                    at: home["1️⃣"])
            ])
    }

    @Test func aWrittenSourceChoosesBetweenAnInputAndAnOutputOfOneName() {
        let home = MarkedText(
            "scene: Home\nconventions: {viewModel: transform}\ninputs: [close]\noutputs: [close]\ncoordinator:\n"
                + "  routes:\n    - close: {scene: Settings, source: input}\n",
            file: "Specs/Home.yml")
        let settings = MarkedText("scene: Settings\ncoordinator:\n", file: "Specs/Settings.yml")
        #expect(diagnostics([home, settings]) == [])
    }

    @Test func aRouteFromAnActionIsAnError() {
        let home = MarkedText(
            "scene: Home\nactions: [refresh]\ncoordinator:\n  routes:\n    - 1️⃣refresh: Settings\n",
            file: "Specs/Home.yml")
        let settings = MarkedText("scene: Settings\ncoordinator:\n", file: "Specs/Settings.yml")
        #expect(
            diagnostics([home, settings]) == [
                error(
                    "'refresh' is an action, which starts no route; route from the input that runs it, or from an "
                        + "output the view model emits when it succeeds", at: home["1️⃣"])
            ])
    }

    @Test func aRouteFromARelayInputIsAnError() {
        let home = MarkedText(
            "scene: Home\ninputs:\n  - scope: {type: Int?, trait: relay}\ncoordinator:\n  routes:\n"
                + "    - 1️⃣scope: Settings\n",
            file: "Specs/Home.yml")
        let settings = MarkedText(
            "scene: Settings\narguments: [scope: Int?]\ncoordinator:\n", file: "Specs/Settings.yml")
        #expect(
            diagnostics([home, settings]) == [
                error(
                    "relay input 'scope' holds a value the screen writes and replays it as soon as it is observed, so "
                        + "the route to Settings would fire at once; route from a plain input (an event, such as a tap)",
                    at: home["1️⃣"])
            ])
    }

    @Test func aMemberNamedLikeARoutedInputsEventsIsAnError() {
        let home = MarkedText(
            "scene: Home\nconventions: {inputs: observer}\ninputs: [tap]\noutputs: [1️⃣tapEvents]\ncoordinator:\n"
                + "  routes:\n    - 2️⃣tap: Settings\n",
            file: "Specs/Home.yml")
        let settings = MarkedText("scene: Settings\ncoordinator:\n", file: "Specs/Settings.yml")
        #expect(
            diagnostics([home, settings]) == [
                error(
                    "output 'tapEvents' has the same name as the view model member that leads input 'tap' to its "
                        + "route; rename the output",
                    at: home["1️⃣"], notes: [.init(location: home["2️⃣"], message: "the route from 'tap' is here")])
            ])
    }

    @Test func aRenamedInputStillNamedByItsOldNameSaysItsNewName() {
        let home = MarkedText(
            "scene: Home\ninputs:\n  - tapSettings: {renamedFrom: 2️⃣openSettings}\ncoordinator:\n  routes:\n"
                + "    - 1️⃣openSettings: Settings\n",
            file: "Specs/Home.yml")
        let settings = MarkedText("scene: Settings\ncoordinator:\n", file: "Specs/Settings.yml")
        #expect(
            diagnostics([home, settings]) == [
                error(
                    "input 'openSettings' is now called 'tapSettings' (its 'renamedFrom:'); write 'tapSettings' here too",
                    at: home["1️⃣"], notes: [.init(location: home["2️⃣"], message: "renamed here")])
            ])
    }
}
