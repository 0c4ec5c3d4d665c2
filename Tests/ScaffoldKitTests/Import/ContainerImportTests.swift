import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `scaffold import` of a view model that takes its shared services in one `init(dependencies:)` parameter, typed by
/// its own `typealias Dependencies` of provider protocols, as devstack apps write it: the spec lists the services
/// and says `inject: container`.
@Suite struct ContainerImportTests {
    private static let files = [
        "scaffold.yml": "specs: Specs\nappServices:\n  LaunchesUseCase:\n",
        "Specs/Services/AnalyticsService.yml":
            "service: AnalyticsService\nmethods:\n  - log: {params: [event: String]}\n",
    ]

    private func importSpec(_ swift: String) throws -> String {
        try HandWrittenImportTests().importSpec(swift, inProjectOf: Self.files)
    }

    @Test func theProvidersOfTheTypealiasAreTheDependencies() throws {
        let swift = """
            import RxSwift

            final class LaunchesViewModel {
                typealias Dependencies = HasLaunchesUseCase & HasAnalyticsService

                let titles: Observable<[String]>
                private let launchesUseCase: LaunchesUseCase
                private let analyticsService: AnalyticsServiceType

                init(dependencies: Dependencies) {
                    launchesUseCase = dependencies.launchesUseCase
                    analyticsService = dependencies.analyticsService
                    titles = .empty()
                }
            }
            """
        #expect(
            try importSpec(swift) == """
                scene: Launches
                conventions: {inject: container}
                outputs:
                  - titles: "[String]"
                dependencies: [LaunchesUseCase, AnalyticsService]

                """)
    }

    @Test func anArgumentBeforeTheDependenciesKeepsItsPlace() throws {
        let swift = """
            final class LaunchesViewModel {
                typealias Dependencies = HasAnalyticsService
                private let analyticsService: any AnalyticsServiceType
                private let launchID: Int

                init(launchID: Int, dependencies: LaunchesViewModel.Dependencies) {
                    self.launchID = launchID
                    analyticsService = dependencies.analyticsService
                }
            }
            """
        let spec = try importSpec(swift)
        #expect(spec.contains("conventions: {inject: container}\n"))
        #expect(spec.contains("arguments:\n  - launchID: Int\ndependencies: [AnalyticsService]\n"))
    }

    @Test func aProviderOfNoSharedServiceIsNotImported() throws {
        let swift = """
            final class LaunchesViewModel {
                typealias Dependencies = HasAnalyticsService & HasRocketService
                private let analyticsService: any AnalyticsServiceType

                init(dependencies: Dependencies) {
                    analyticsService = dependencies.analyticsService
                }
            }
            """
        let spec = try importSpec(swift)
        #expect(spec.contains("dependencies: [AnalyticsService]\n"))
        #expect(
            spec.contains(
                "the project has no shared service RocketService; add a service spec for it, or list it under"))
    }
}
