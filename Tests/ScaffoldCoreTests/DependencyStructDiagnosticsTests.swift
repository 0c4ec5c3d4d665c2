import Foundation
import Testing

@testable import ScaffoldCore

/// `inject: struct`: refused where a spec would need a parameter of its own for a service the view model's
/// `dependency` struct holds, where an argument takes the parameter's name or label, and where a member type names
/// `Dependency`, which inside the view model is the nested struct.
@Suite struct DependencyStructDiagnosticsTests: DiagnosticsTesting {
    /// What `scaffold` reports for one spec in a project whose service specs declare `UserService`.
    private func reported(_ input: MarkedText) -> [Diagnostic] {
        let (spec, diagnostics) = SpecDecoder().decode(input.data, file: input.file)
        let services = [
            SharedServiceSpec(file: "Specs/Services/UserService.yml", name: Located("UserService", at: .startOf("x")))
        ]
        return diagnostics + (spec.map { SpecValidator().validate([$0], services: services) } ?? [])
    }

    private static let parameterMessage =
        "the view model's init takes its services in one parameter 'dependency' ('inject: struct'), so no argument "
        + "can be called or labelled 'dependency'; rename the argument, or give it another 'label'"

    @Test func theConventionIsReadFromASpec() throws {
        let (spec, diagnostics) = SpecDecoder().decode(
            MarkedText("scene: S\nconventions: {inject: struct}\n").data, file: "S.yml")
        #expect(diagnostics == [])
        #expect(try #require(spec).conventions.inject?.value == .dependencyStruct)
    }

    @Test func aLabelOnAServiceInTheStructIsAnError() {
        let input = MarkedText(
            "scene: A\nconventions: {inject: struct}\ndependencies:\n  - UserService: {label: 1️⃣user}\n")
        #expect(
            reported(input) == [
                error(
                    "'UserService' reaches the view model through its 'dependency' ('inject: struct'), so no init "
                        + "parameter of its own takes its 'label'; remove 'label', or take the service in init "
                        + "('inject: init')", at: input["1️⃣"])
            ])
    }

    @Test func aDefaultOnAServiceInTheStructIsAnError() {
        let input = MarkedText(
            "scene: A\nconventions: {inject: struct}\ndependencies:\n  - UserService: {default: 1️⃣UserService()}\n")
        #expect(
            reported(input) == [
                error(
                    "'UserService' reaches the view model through its 'dependency' ('inject: struct'), so no init "
                        + "parameter of its own takes its 'default'; remove 'default' and let the caller (and the "
                        + "tests' mock) provide it, or take the service in init ('inject: init')", at: input["1️⃣"])
            ])
    }

    @Test func anArgumentNamedDependencyIsAnError() {
        let input = MarkedText(
            "scene: A\nconventions: {inject: struct}\narguments:\n  - 1️⃣dependency: Int\ndependencies: [UserService]\n")
        #expect(reported(input) == [error(Self.parameterMessage, at: input["1️⃣"])])
    }

    @Test func anArgumentLabelledDependencyIsAnError() {
        let input = MarkedText(
            "scene: A\nconventions: {inject: struct}\narguments:\n  - 1️⃣dependency source: Int\n"
                + "dependencies: [UserService]\n")
        #expect(reported(input) == [error(Self.parameterMessage, at: input["1️⃣"])])
    }

    @Test func anArgumentNamedDependencyIsFineWithoutServicesInTheStruct() {
        let input = MarkedText("scene: A\nconventions: {inject: struct}\narguments:\n  - dependency: Int\n")
        #expect(reported(input) == [])
    }

    @Test func aMemberTypeNamingDependencyIsAnError() {
        let input = MarkedText(
            "scene: A\nconventions: {inject: struct}\narguments:\n  - owner: \"1️⃣[Dependency]\"\n"
                + "dependencies: [UserService]\n")
        #expect(
            reported(input) == [
                error(
                    "inside 'AViewModel', 'Dependency' names its own 'Dependency' struct; write the type with its "
                        + "module ('App.Dependency'), or rename it", at: input["1️⃣"])
            ])
    }

    @Test func anInitOrderListNamesTheDependencyParameterNotTheServicesItHolds() {
        let input = MarkedText(
            "scene: A\nconventions: {inject: struct, initOrder: [page, 1️⃣userService]}\narguments: [page: Int]\n"
                + "dependencies: [UserService]\n")
        #expect(
            reported(input).map(\.message).first
                == "'userService' in 'initOrder' is not a parameter of the view model's init; did you mean "
                + "'dependency'?")
    }
}
