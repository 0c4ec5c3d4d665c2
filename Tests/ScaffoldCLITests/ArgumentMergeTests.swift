import Foundation
import Testing

/// A default and `expose: true` added to an argument, and services moved to `inject: property`, in a scene whose
/// skeletons a person edited.
@Suite struct ArgumentMergeTests {
    static let viewModel = "Scenes/Post/PostViewModel.swift"
    static let coordinator = "Scenes/Post/PostCoordinator.swift"
    static let spec = """
        scene: Post
        arguments:
          - postID: Int
          - heading: String
        outputs:
          - title: String
        coordinator:

        """

    @Test func aDefaultAndExposeMergeIntoEditedSkeletonsAndAreNamed() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Post.yml", Self.spec)
        try project.runner.run(["scene", "--tests", "none"])
        try project.write(
            Self.viewModel,
            try project.read(Self.viewModel).replacingOccurrences(
                of: "        self.title = .empty()\n", with: "        self.title = .just(heading)\n"))
        try project.write(
            Self.coordinator,
            try project.read(Self.coordinator).replacingOccurrences(
                of: "        let viewController = PostViewController(viewModel: viewModel)\n",
                with: "        let viewController = PostViewController(viewModel: viewModel)\n"
                    + "        viewController.title = heading\n"))
        try project.write(
            "Specs/Post.yml",
            Self.spec.replacingOccurrences(
                of: "  - heading: String\n", with: "  - heading: {type: String, default: '\"Post\"', expose: true}\n"))

        let result = try project.runner.run(["scene", "--tests", "none"])

        #expect(result.status == 0)
        #expect(
            result.stdout == """
                update Scenes/Post/Post.generated.swift
                merge \(Self.viewModel) (~ argument heading)
                merge \(Self.coordinator) (~ argument heading)
                1 scene: 1 file written, 2 merged, 3 unchanged

                """)
        let viewModel = try project.read(Self.viewModel)
        #expect(
            viewModel.contains(
                """
                    private let postID: Int
                    let heading: String

                    // MARK: - Init

                    init(postID: Int, heading: String = "Post") {
                        self.postID = postID
                        self.heading = heading

                        // TODO: derive every output from the inputs; all bindings live here.
                        self.title = .just(heading)
                    }
                """))
        let coordinator = try project.read(Self.coordinator)
        #expect(coordinator.contains("        heading: String = \"Post\"\n    ) {\n"))
        #expect(coordinator.contains("        viewController.title = heading\n"))
        #expect(try project.read("Scenes/Post/Post.generated.swift").contains("    var heading: String { get }\n"))
    }

    @Test func movingServicesToPropertiesMergesIntoAnEditedViewModel() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene", "--tests", "none"])
        let viewModel = "Scenes/Profile/ProfileViewModel.swift"
        try project.write(
            viewModel,
            try project.read(viewModel).replacingOccurrences(
                of: "        self.name = .empty()\n", with: "        self.name = .just(\"Ann\")\n"))
        try project.write(
            "Specs/Profile.yml",
            minimalSpec.replacingOccurrences(
                of: "scene: Profile\n", with: "scene: Profile\nconventions: {inject: property}\n"))

        let result = try project.runner.run(["scene", "--tests", "none"])

        #expect(result.status == 0)
        #expect(
            result.stdout == """
                merge \(viewModel) (+ convention inject)
                update Scenes/Profile/ProfileCoordinator.swift (+ convention inject)
                1 scene: 1 file written, 1 merged, 6 unchanged

                """)
        let merged = try project.read(viewModel)
        #expect(merged.contains("    var profileService: (any ProfileServiceType)!\n"))
        #expect(merged.contains("    init() {\n"))
        #expect(merged.contains("        self.name = .just(\"Ann\")\n"))
        #expect(
            try project.read("Scenes/Profile/ProfileCoordinator.swift").contains(
                "        let viewModel = ProfileViewModel()\n"
                    + "        viewModel.profileService = ProfileService()\n"))
    }
}
