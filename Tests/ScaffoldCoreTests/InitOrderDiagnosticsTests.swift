import Foundation
import Testing

@testable import ScaffoldCore

/// An explicit `initOrder` list: what it reads, and how each mistake in it is refused at the entry that is wrong.
@Suite struct InitOrderDiagnosticsTests: DiagnosticsTesting {
    /// What `scaffold` reports for one spec in a project whose service specs declare `UserService`.
    private func reported(_ input: MarkedText, conventions: Conventions = Conventions()) -> [Diagnostic] {
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        let userService = SharedServiceSpec(
            file: "Specs/Services/UserService.yml", name: Located("UserService", at: .startOf("x")))
        return diagnostics
            + (spec.map {
                SpecValidator(projectConventions: conventions).validate([$0], services: [userService])
            } ?? [])
    }

    /// A scene with two arguments and `UserService` under the label `users`, in the order `list` gives.
    private func scene(_ list: String) -> MarkedText {
        MarkedText(
            "scene: A\nconventions: {initOrder: \(list)}\narguments:\n  - region: String\n  - animated: Bool\n"
                + "dependencies:\n  - UserService: {label: users}\n")
    }

    @Test func theListIsReadWithEachNamesPlace() throws {
        let input = scene("1️⃣[2️⃣users, 3️⃣region, 4️⃣animated]")
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        #expect(diagnostics == [])
        #expect(
            spec?.conventions.initOrderNames
                == input.located(
                    [
                        input.located("users", at: "2️⃣"), input.located("region", at: "3️⃣"),
                        input.located("animated", at: "4️⃣"),
                    ], at: "1️⃣"))
    }

    @Test func aServiceMayBeNamedByItsPropertyItsLabelOrItsService() throws {
        for word in ["userService", "users", "UserService"] {
            let input = scene("[region, \(word), animated]")
            #expect(reported(input) == [])
            let spec = try #require(SpecDecoder().decode(input.data, file: input.file).spec)
            let names = SceneNames(spec, namedBy: SpecValidator().namer)
            #expect(
                spec.explicitInitOrder(names: names, conventions: Conventions())
                    == [.argument("region"), .dependency("userService"), .argument("animated")])
        }
    }

    @Test func aNameNoParameterHasIsToldTheClosest() {
        let input = scene("[users, 1️⃣regoin, animated]")
        #expect(
            reported(input).contains(
                error(
                    "'regoin' in 'initOrder' is not a parameter of the view model's init; did you mean 'region'?",
                    at: input["1️⃣"])))
    }

    @Test func aNameCloseToNoneListsTheParameters() {
        let input = scene("[users, region, animated, 1️⃣zzz]")
        #expect(
            reported(input) == [
                error(
                    "'zzz' in 'initOrder' is not a parameter of the view model's init; list its parameters by name: "
                        + "'region', 'animated', 'userService'", at: input["1️⃣"])
            ])
    }

    @Test func aParameterListedTwiceIsBlamedTheSecondTime() {
        let input = scene("[2️⃣userService, region, 1️⃣users, animated]")
        #expect(
            reported(input) == [
                error(
                    "'initOrder' lists 'userService' again as 'users'; list each parameter once", at: input["1️⃣"],
                    notes: [.init(location: input["2️⃣"], message: "'userService' is listed here")])
            ])
    }

    @Test func theParametersLeftOutAreNamedAtTheList() {
        let input = scene("1️⃣[region]")
        #expect(
            reported(input) == [
                error(
                    "'initOrder' leaves out 'animated', 'userService' of the view model's init; list every argument "
                        + "and service, in the order the init takes them", at: input["1️⃣"])
            ])
    }

    @Test func theCoordinatorTheConventionsAddMayBeLeftOut() {
        var project = Conventions()
        project.coordinatorInViewModel = true
        #expect(reported(scene("[users, region, animated]"), conventions: project) == [])
    }

    @Test func servicesSetAfterInitMayBeLeftOut() {
        var project = Conventions()
        project.inject = .property
        let input = MarkedText(
            "scene: A\nconventions: {initOrder: [region, animated]}\narguments:\n  - region: String\n"
                + "  - animated: Bool\ndependencies: [UserService]\n")
        #expect(reported(input, conventions: project) == [])
    }

    @Test func aListInTheConfigIsRefused() {
        let input = MarkedText("conventions: {initOrder: 1️⃣[region]}\n", file: "scaffold.yml")
        #expect(
            ConfigDecoder().decode(input.data, file: input.file)
                == .failure(
                    DiagnosticsError([
                        error(
                            "an 'initOrder' list names one scene's init parameters, so it belongs in that scene's "
                                + "spec; in scaffold.yml write 'argumentsFirst' or 'dependenciesFirst'",
                            at: input["1️⃣"])
                    ])))
    }
}
