import Testing

@testable import ScaffoldCore

/// `expose: state` on an argument or a property: read where written, named by `names.stateProtocol` and
/// `names.stateProperty`, refused at the value where no state protocol can be, or where its property takes a name
/// the scene already uses.
struct StateValueDiagnosticsTests: DiagnosticsTesting {
    @Test func anArgumentAndAPropertyAreShownInTheState() throws {
        let input = MarkedText(
            "scene: S\narguments:\n  - user: {type: String, expose: 1️⃣state}\nproperties:\n"
                + "  - days: {type: \"[Int]\", expose: 2️⃣state}\n")
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        #expect(diagnostics == [])
        #expect(spec?.arguments.map(\.exposedInState) == [input["1️⃣"]])
        #expect(spec?.arguments.map(\.isExposed) == [true])
        #expect(spec?.properties.map(\.exposedInState) == [input["2️⃣"]])
        #expect(self.diagnostics(input) == [])
    }

    @Test func theStateProtocolAndPropertyAreNamedOnlyWhenShown() throws {
        let shown = try #require(
            SpecDecoder().decode(
                MarkedText(
                    "scene: Days\nnames: {stateProtocol: \"{viewModel}Data\", stateProperty: data}\nproperties:\n"
                        + "  - days: {type: \"[Int]\", expose: state}\n"
                ).data, file: "Days.yml"
            ).spec)
        let plain = try #require(
            SpecDecoder().decode(MarkedText("scene: Days\nproperties: [days: Int]\n").data, file: "Days.yml").spec)
        let names = [shown, plain].map { SceneNames($0, naming: Naming()) }
        #expect(names.map(\.stateProtocol) == ["DaysViewModelData", nil])
        #expect(names.map(\.stateProperty) == ["data", nil])
    }

    @Test func aMisspeltPlaceIsToldTheClosest() {
        let input = MarkedText("scene: S\nproperties:\n  - days: {type: Int, expose: 1️⃣stat}\n")
        #expect(
            diagnostics(input) == [
                error("'stat' is not a valid place to expose; did you mean 'state'?", at: input["1️⃣"])
            ])
    }

    @Test func aTransformViewModelHasNoStateProtocol() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: transform}\nproperties:\n  - days: {type: Int, expose: 1️⃣state}\n"
                + "outputs: [hide]\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'expose: state' shows 'days' in a state protocol beside the inputs and outputs protocols, which "
                        + "a transform view model does not have; remove it: 'days' is a member of the view model, "
                        + "which the view controller reads as 'viewModel.days'", at: input["1️⃣"])
            ])
    }

    @Test func anInputOutputViewModelHasNoStateProtocolEitherAndAnArgumentIsExposedInstead() {
        let input = MarkedText(
            "scene: S\nconventions: {viewModel: inputOutput}\narguments:\n  - user: {type: String, expose: 1️⃣state}\n"
                + "outputs: [hide]\n")
        #expect(
            diagnostics(input) == [
                error(
                    "'expose: state' shows 'user' in a state protocol beside the inputs and outputs protocols, which "
                        + "an input/output view model does not have; write 'expose: true' instead, which keeps 'user' "
                        + "in a read-only member of the view model that the view controller reads as "
                        + "'viewModel.user'", at: input["1️⃣"])
            ])
    }

    @Test func theStatePropertyMayNotTakeTheStateMachinesOutput() {
        let input = MarkedText(
            "scene: S\nstate:\n  - 2️⃣idle\nproperties:\n  - days: {type: Int, expose: 1️⃣state}\n")
        #expect(
            diagnostics(input) == [
                error(
                    "the state property 'state', which shows the values 'expose: state' puts in the state protocol, "
                        + "has the name of the output the state machine adds; name it otherwise in 'names' "
                        + "(stateProperty: data)", at: input["1️⃣"],
                    notes: [
                        .init(location: input["2️⃣"], message: "the state machine declared here adds the output 'state'")
                    ])
            ])
    }

    @Test func aMemberMayNotTakeTheStatePropertysName() {
        let input = MarkedText(
            "scene: S\nnames: {stateProperty: data}\ninputs:\n  - 1️⃣data: Int\nproperties:\n"
                + "  - days: {type: Int, expose: state}\n")
        #expect(
            diagnostics(input) == [
                error("'data' is reserved by the generated view model; choose another name", at: input["1️⃣"])
            ])
    }
}
