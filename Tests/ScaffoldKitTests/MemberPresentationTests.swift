import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// Properties, synchronous methods and labelled parameters as the contract, the skeletons, the mocks and the
/// tests spell them.
@Suite struct MemberPresentationTests {
    private func model(_ yaml: String, conventions: Conventions = Conventions()) throws -> SceneModel {
        try SceneModelBuilderTests.model(yaml, conventions: conventions, testsFolder: "SceneTests")
    }

    @Test func aPropertyIsARequirementAndAComputedPlaceholder() throws {
        let model = try model("scene: A\nproperties:\n  - count: Int\n  - owner: User\n  - note: String?\n")
        #expect(
            model.properties == [
                PropertyModel(
                    name: "count", docLines: [], requirement: "var count: Int { get }", declaration: "var count: Int",
                    placeholder: "0"),
                PropertyModel(
                    name: "owner", docLines: [], requirement: "var owner: User { get }", declaration: "var owner: User",
                    placeholder: "fatalError(\"`owner` is not implemented yet\")"),
                PropertyModel(
                    name: "note", docLines: [], requirement: "var note: String? { get }",
                    declaration: "var note: String?", placeholder: "nil"),
            ])
    }

    @Test func aViewModelMethodKeepsItsLabelsAndReturnsAPlaceholder() throws {
        let model = try model(
            "scene: A\nmethods:\n  - clear\n  - row: {params: [at index: Int, _ animated: Bool], returns: Repository}\n"
        )
        #expect(
            model.methods == [
                ServiceMethodModel(name: "clear", docLines: [], signature: "func clear()", placeholder: nil),
                ServiceMethodModel(
                    name: "row", docLines: [], signature: "func row(at index: Int, _ animated: Bool) -> Repository",
                    placeholder: "fatalError(\"`row(at:_:)` is not implemented yet\")"),
            ])
    }

    @Test func eachPropertyAndMethodGetsATestThatCallsItWithItsLabels() throws {
        let model = try model(
            "scene: A\nproperties:\n  - count: Int\nmethods:\n  - clear\n"
                + "  - row: {params: [at index: Int, for owner: User], returns: String?}\n")
        #expect(
            model.tests?.memberTests == [
                MemberTestModel(
                    name: "count", testName: "test_count", call: "_ = viewModel.count",
                    skipMessage: "TODO: assert what `count` returns, then remove this skip"),
                MemberTestModel(
                    name: "clear", testName: "test_clear", call: "viewModel.clear()",
                    skipMessage: "TODO: assert what `clear()` does, then remove this skip"),
                MemberTestModel(
                    name: "row", testName: "test_row", call: "_ = try viewModel.row(at: 1, for: User.fixture())",
                    skipMessage: "TODO: assert what `row(at:for:)` returns, then remove this skip"),
            ])
        #expect(model.tests?.factories == [])
    }

    @Test func aSyncServiceMethodReturnsItsValueDirectly() throws {
        let model = try model(
            "scene: A\nservice:\n  methods:\n    - count: {params: [in folder: String], returns: Int, kind: sync}\n"
                + "    - owner: {returns: User, kind: sync}\n    - clear: {kind: sync}\n")
        #expect(
            model.service?.methods == [
                ServiceMethodModel(
                    name: "count", docLines: [], signature: "func count(in folder: String) -> Int", placeholder: "0",
                    isFirst: true),
                ServiceMethodModel(
                    name: "owner", docLines: [], signature: "func owner() -> User",
                    placeholder: "fatalError(\"`owner()` is not implemented yet\")"),
                ServiceMethodModel(name: "clear", docLines: [], signature: "func clear()", placeholder: nil),
            ])
    }

    @Test func aSyncMethodsMockAnswersANeutralValueOrOneATestSets() throws {
        let model = try model(
            "scene: A\nservice:\n  methods:\n    - count: {params: [in folder: String], returns: Int, kind: sync}\n"
                + "    - owner: {returns: User, kind: sync}\n    - make: {returns: \"() -> Void\", kind: sync}\n"
                + "    - clear: {kind: sync}\n")
        #expect(
            model.tests?.serviceMock?.methods.map(\.result) == [
                "var countResult: Int = 0", "var ownerResult: User!", "var makeResult: (() -> Void)!", nil,
            ])
        #expect(
            model.tests?.serviceMock?.methods.map(\.resultProperty) == [
                "countResult", "ownerResult", "makeResult", nil,
            ])
        #expect(model.tests?.serviceMock?.methods.first?.record == "countCalls.append(folder)")
    }

    @Test func anInputMethodsParametersGiveItsSignatureBodyTestAndHint() throws {
        let model = try model(
            "scene: A\ninputs:\n  - fill: {params: [email: String, _ code: Int]}\n"
                + "  - toggle: {params: [isOn enabled: Bool]}\n",
            conventions: Conventions(inputs: .function))
        #expect(
            model.inputs.map(\.function) == [
                InputFunctionModel(
                    docLines: [], signature: "func fill(email: String, _ code: Int)",
                    body: "fillSubject.onNext((email: email, code: code))"),
                InputFunctionModel(
                    docLines: [], signature: "func toggle(isOn enabled: Bool)", body: "toggleSubject.onNext(enabled)"),
            ])
        #expect(model.inputs.map(\.typeName) == ["(email: String, code: Int)", "Bool"])
        #expect(model.tests?.inputTests.map(\.value) == ["email: value.email, value.code", "isOn: value"])
        #expect(
            model.inputBindingHints == [
                "viewModel.inputs.fill(email: /* String */, /* Int */)", "viewModel.inputs.toggle(isOn: /* Bool */)",
            ])
    }

    @Test func aChangedLabelIsNamedInTheMergeSummary() throws {
        let old = try SceneModelBuilderTests.spec("scene: A\nmethods:\n  - row: {params: [index: Int]}\n")
        let new = try SceneModelBuilderTests.spec("scene: A\nmethods:\n  - row: {params: [at index: Int]}\n")
        #expect(
            SceneMemberChange.changes(
                from: SceneMember.members(of: old), to: SceneMember.members(of: new), renames: nil
            )
            .map(\.description) == ["~ view model method row"])
    }

    @Test func aChangedStepReadsAsAChangedRouteAndResult() throws {
        let old = try SceneModelBuilderTests.spec(
            "scene: A\ninputs: [tap]\ncoordinator:\n  routes:\n    - tap: {scene: B, step: bIsRequired}\n"
                + "  result:\n    - done: {step: aIsDone}\n")
        let new = try SceneModelBuilderTests.spec(
            "scene: A\ninputs: [tap]\ncoordinator:\n  routes:\n    - tap: {scene: B, step: showB}\n"
                + "  result:\n    - done: {step: aIsComplete}\n")
        #expect(
            SceneMemberChange.changes(
                from: SceneMember.members(of: old), to: SceneMember.members(of: new), renames: nil
            )
            .map(\.description) == ["~ route tap", "~ result done"])
    }
}
