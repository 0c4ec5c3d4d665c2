import Foundation
import Testing

/// A route added to a transform scene whose view controller starts its routes (`navigation: viewController`), after
/// a person connected the routed tap in the view controller's skeleton.
@Suite struct TransformRouterMergeTests {
    static let viewController = "Scenes/Home/HomeViewController.swift"
    static let spec = """
        scene: Home
        conventions: {viewModel: transform, navigation: viewController}
        inputs:
          - tapSettings
        outputs:
          - title: String
        coordinator:
          routes:
            - tapSettings: Settings

        """

    @Test func anOutputRouteMergesIntoAViewControllerWhoseTapIsConnected() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Home.yml", Self.spec)
        try project.write("Specs/Settings.yml", "scene: Settings\ncoordinator:\n")
        try project.runner.run(["scene", "--tests", "none"])
        let connected = "        let tapSettings: Driver<Void> = settingsButton.rx.tap.asDriver()\n"
        try project.write(
            Self.viewController,
            try project.read(Self.viewController).replacingOccurrences(
                of: "        let tapSettings: Driver<Void> = .empty()\n", with: connected))
        try project.write(
            "Specs/Home.yml",
            Self.spec.replacingOccurrences(of: "  - title: String\n", with: "  - title: String\n  - openSettings\n")
                .replacingOccurrences(
                    of: "    - tapSettings: Settings\n",
                    with: "    - tapSettings: Settings\n    - openSettings: Settings\n"))

        let result = try project.runner.run(["scene", "--tests", "none"])

        #expect(result.status == 0)
        let viewController = try project.read(Self.viewController)
        #expect(viewController.contains(connected))
        #expect(
            viewController.contains(
                """
                        output.openSettings.asObservable()
                            .observe(on: MainScheduler.instance)
                            .flatMapFirst { [weak self] _ -> Observable<Void> in
                                self?.router?.openSettings() ?? .empty()
                            }
                """))
    }
}
