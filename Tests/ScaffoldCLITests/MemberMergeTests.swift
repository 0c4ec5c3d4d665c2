import Foundation
import Testing

/// A property, a view model method and a `sync` service method added to a scene whose skeletons a person edited.
@Suite struct MemberMergeTests {
    static let viewModel = "Scenes/Profile/ProfileViewModel.swift"
    static let service = "Scenes/Profile/ProfileService.swift"

    @Test func addedPropertiesAndMethodsMergeIntoEditedSkeletonsAndAreNamed() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.runner.run(["scene", "--tests", "none"])
        let edited = try project.read(Self.viewModel).replacingOccurrences(
            of: "        self.name = .empty()\n", with: "        self.name = .just(\"Ann\")\n")
        try project.write(Self.viewModel, edited)
        let editedService = try project.read(Self.service).replacingOccurrences(
            of: "        // TODO: implement `loadName`.\n"
                + "        .error(NotImplemented(\"ProfileService.loadName()\"))\n",
            with: "        .just(\"Ann\")\n")
        try project.write(Self.service, editedService)
        try project.write(
            "Specs/Profile.yml",
            minimalSpec.replacingOccurrences(
                of: "service:\n  methods:\n",
                with: "properties:\n  - age: Int\nmethods:\n  - badge: {params: [for size: Int], returns: String?}\n"
                    + "service:\n  methods:\n    - cachedName: {params: [or fallback: String], returns: String, kind: sync}\n"
            ))

        let result = try project.runner.run(["scene", "--tests", "none"])

        #expect(result.status == 0)
        #expect(
            result.stdout == """
                update Scenes/Profile/Profile.generated.swift
                merge \(Self.viewModel) (+ property age, + view model method badge)
                merge \(Self.service) (+ method cachedName)
                1 scene: 1 file written, 2 merged, 5 unchanged

                """)
        let viewModel = try project.read(Self.viewModel)
        #expect(viewModel.contains("        self.name = .just(\"Ann\")\n"))
        #expect(
            viewModel.contains(
                """
                    // MARK: - Properties

                    var age: Int {
                        // TODO: compute `age`.
                        0
                    }

                    // MARK: - Methods

                    func badge(for size: Int) -> String? {
                        // TODO: implement `badge`.
                        nil
                    }
                }
                """))
        let service = try project.read(Self.service)
        #expect(service.contains("        .just(\"Ann\")\n"))
        #expect(
            service.contains(
                """
                    func cachedName(or fallback: String) -> String {
                        // TODO: implement `cachedName`.
                        ""
                    }
                """))
    }
}
