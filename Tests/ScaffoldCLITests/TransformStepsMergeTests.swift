import Foundation
import Testing

/// A route added to a transform scene of an RxFlow project, whose view model a person edited: the binding that leads
/// the input to its step merges into the edited `transform(input:)`.
@Suite struct TransformStepsMergeTests {
    static let viewModel = "Scenes/Inbox/InboxViewModel.swift"
    static let spec = """
        scene: Inbox
        conventions: {viewModel: transform}
        inputs:
          - tapCompose
        outputs:
          - title: String

        """

    @Test func aRouteAddedToAnEditedTransformMergesItsStepBinding() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "conventions: {navigation: rxflow}\n")
        try project.write("Specs/Inbox.yml", Self.spec + "coordinator:\n")
        try project.write("Specs/Compose.yml", "scene: Compose\ncoordinator:\n")
        try project.runner.run(["scene", "--tests", "none"])
        try project.write(
            Self.viewModel,
            try project.read(Self.viewModel).replacingOccurrences(
                of: "            title: .empty()\n", with: "            title: .just(\"Inbox\")\n"))
        try project.write("Specs/Inbox.yml", Self.spec + "coordinator:\n  routes:\n    - tapCompose: Compose\n")

        let result = try project.runner.run(["scene", "--tests", "none"])

        #expect(result.status == 0)
        #expect(
            result.stdout == """
                merge \(Self.viewModel) (+ route tapCompose)
                update Scenes/Inbox/InboxFlow.swift (+ route tapCompose)
                update Scenes/Support/AppStep.generated.swift
                2 scenes: 2 files written, 1 merged, 7 unchanged

                """)
        let viewModel = try project.read(Self.viewModel)
        #expect(viewModel.contains("    private let disposeBag = DisposeBag()\n"))
        #expect(
            viewModel.contains(
                """
                        // TODO: derive every output from the input; all bindings live here.
                        // `tapCompose` steps to Compose (a route of the spec).
                        input.tapCompose.asObservable()
                            .map { _ in AppStep.compose }
                            .bind(to: steps)
                            .disposed(by: disposeBag)

                        return Output(
                            title: .just("Inbox")
                        )
                """))
    }
}
