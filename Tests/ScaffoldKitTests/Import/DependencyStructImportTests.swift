import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `scaffold import` of a view model that takes its shared services in one `init(dependency:)` parameter of a
/// `Dependency` struct nested in it: the spec lists the services the struct's fields hold and says `inject: struct`.
@Suite struct DependencyStructImportTests {
    private static let files = [
        "scaffold.yml": "specs: Specs\nappServices:\n  LaunchesUseCase:\n",
        "Specs/Services/AnalyticsService.yml":
            "service: AnalyticsService\nmethods:\n  - log: {params: [event: String]}\n",
    ]

    private func importSpec(_ swift: String) throws -> String {
        try HandWrittenImportTests().importSpec(swift, inProjectOf: Self.files)
    }

    @Test func theFieldsOfTheNestedStructAreTheDependencies() throws {
        let swift = """
            import RxSwift

            final class LaunchesViewModel {
                struct Dependency {
                    let launchesUseCase: LaunchesUseCase
                    let analyticsService: AnalyticsServiceType
                }

                let titles: Observable<[String]>
                private let launchesUseCase: LaunchesUseCase
                private let analyticsService: AnalyticsServiceType

                init(launchID: Int, dependency: Dependency) {
                    launchesUseCase = dependency.launchesUseCase
                    analyticsService = dependency.analyticsService
                    titles = .empty()
                }
            }
            """
        #expect(
            try importSpec(swift) == """
                scene: Launches
                conventions: {inject: struct}
                arguments:
                  - launchID: Int
                outputs:
                  - titles: "[String]"
                dependencies: [LaunchesUseCase, AnalyticsService]

                """)
    }

    @Test func aFieldThatIsNoSharedServiceIsLeftOutWithAReason() throws {
        let swift = """
            final class LaunchesViewModel {
                private let analyticsService: AnalyticsServiceType
                private let clock: Clock

                init(dependency: LaunchesViewModel.Dependency) {
                    analyticsService = dependency.analyticsService
                    clock = dependency.clock
                }
            }

            extension LaunchesViewModel {
                struct Dependency {
                    let analyticsService: AnalyticsServiceType
                    let clock: Clock
                }
            }
            """
        let spec = try importSpec(swift)
        #expect(spec.contains("conventions: {inject: struct}\n"))
        #expect(spec.contains("dependencies: [AnalyticsService]\n"))
        #expect(spec.contains("field 'clock' of LaunchesViewModel.Dependency"))
    }
}
