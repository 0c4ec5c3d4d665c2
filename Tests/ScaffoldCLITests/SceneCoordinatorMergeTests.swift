import Foundation
import Testing

/// A route added to a scene of a project that navigates with the scene coordinator, whose view model a person edited:
/// the subscription that leads it to the scene coordinator merges into the edited skeleton.
@Suite struct SceneCoordinatorMergeTests {
    static let viewModel = "Scenes/Inbox/InboxViewModel.swift"
    static let spec = """
        scene: Inbox
        inputs:
          - tapCompose
        outputs:
          - title: String

        """

    @Test func aRouteAddedToAnEditedViewModelMergesItsTransition() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "conventions: {navigation: sceneCoordinator}\n")
        try project.write("Specs/Inbox.yml", Self.spec)
        try project.write("Specs/Compose.yml", "scene: Compose\n")
        try project.runner.run(["scene", "--tests", "none"])
        try project.write(
            Self.viewModel,
            try project.read(Self.viewModel).replacingOccurrences(
                of: "        self.title = .empty()\n", with: "        self.title = .just(\"Inbox\")\n"))
        try project.write("Specs/Inbox.yml", Self.spec + "coordinator:\n  routes:\n    - tapCompose: Compose\n")

        let result = try project.runner.run(["scene", "--tests", "none"])

        #expect(result.status == 0)
        #expect(
            result.stdout == """
                merge \(Self.viewModel) (+ route tapCompose)
                2 scenes: 0 files written, 1 merged, 6 unchanged

                """)
        let viewModel = try project.read(Self.viewModel)
        #expect(viewModel.contains("    private let disposeBag = DisposeBag()\n"))
        #expect(
            viewModel.contains(
                """
                        // TODO: derive every output from the inputs; all bindings live here.
                        self.title = .just("Inbox")

                        // `tapCompose` opens Compose (a route of the spec).
                        tapCompose
                            .observe(on: MainScheduler.instance)
                            .flatMapFirst { [weak self] _ in
                                self?.sceneCoordinator
                                    .transition(to: .compose, type: .push)
                                    .asObservable() ?? .empty()
                            }
                            .subscribe()
                            .disposed(by: disposeBag)
                    }
                """))
    }
}
