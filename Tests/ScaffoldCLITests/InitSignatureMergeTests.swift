import Foundation
import Testing

/// Labels and the order of the view model's `init` changed in the spec of a scene whose view model and coordinator a
/// person edited.
@Suite struct InitSignatureMergeTests {
    static let viewModel = "Scenes/Post/PostViewModel.swift"
    static let coordinator = "Scenes/Post/PostCoordinator.swift"
    static let spec = """
        scene: Post
        arguments:
          - postID: Int
        outputs:
          - title: String
        service:
          methods:
            - load: {params: [id: Int], returns: String}
        coordinator:

        """

    @Test func labelsAndTheOrderMergeIntoEditedSkeletons() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Post.yml", Self.spec)
        try project.runner.run(["scene", "--tests", "none"])
        try project.write(
            Self.viewModel,
            try project.read(Self.viewModel).replacingOccurrences(
                of: "        self.title = .empty()\n",
                with: "        self.title = postService.load(id: postID).asObservable()\n"))
        try project.write(
            Self.coordinator,
            try project.read(Self.coordinator).replacingOccurrences(
                of: "        let viewController = PostViewController(viewModel: viewModel)\n",
                with: "        let viewController = PostViewController(viewModel: viewModel)\n"
                    + "        viewController.title = \"Post\"\n"))
        try project.write(
            "Specs/Post.yml",
            Self.spec.replacingOccurrences(of: "  - postID: Int\n", with: "  - withPostID postID: Int\n")
                .replacingOccurrences(of: "service:\n", with: "service:\n  label: _\n")
                .replacingOccurrences(
                    of: "scene: Post\n", with: "scene: Post\nconventions: {initOrder: dependenciesFirst}\n"))

        let result = try project.runner.run(["scene", "--tests", "none"])

        #expect(result.status == 0)
        #expect(
            result.stdout == """
                merge \(Self.viewModel) (+ convention initOrder, ~ argument postID)
                merge \(Self.coordinator) (+ convention initOrder, ~ argument postID)
                1 scene: 0 files written, 2 merged, 6 unchanged

                """)
        let viewModel = try project.read(Self.viewModel)
        #expect(
            viewModel.contains(
                "    init(_ postService: any PostServiceType = PostService(), withPostID postID: Int) {\n"))
        #expect(viewModel.contains("        self.title = postService.load(id: postID).asObservable()\n"))
        let coordinator = try project.read(Self.coordinator)
        #expect(coordinator.contains("        let viewModel = PostViewModel(withPostID: postID)\n"))
        #expect(coordinator.contains("        viewController.title = \"Post\"\n"))
    }
}
