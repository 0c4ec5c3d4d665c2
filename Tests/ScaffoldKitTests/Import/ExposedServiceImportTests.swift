import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `scaffold import` of a view model that keeps a service in a `let` the screen can read: the dependency says
/// `expose: true`, the private ones nothing.
@Suite struct ExposedServiceImportTests {
    private static let files = [
        "scaffold.yml": "specs: Specs\nappServices:\n  Theme: {property: theme}\n",
        "Specs/Services/AnalyticsService.yml":
            "service: AnalyticsService\nmethods:\n  - log: {params: [event: String]}\n",
    ]

    private func importSpec(_ swift: String) throws -> String {
        try HandWrittenImportTests().importSpec(swift, inProjectOf: Self.files)
    }

    @Test func aServiceKeptInALetThatIsNotPrivateIsExposed() throws {
        let swift = """
            final class SearchViewModel {
                let theme: Theme
                private let analyticsService: AnalyticsServiceType

                init(theme: Theme, analyticsService: AnalyticsServiceType) {
                    self.theme = theme
                    self.analyticsService = analyticsService
                }
            }
            """
        #expect(
            try importSpec(swift) == """
                scene: Search
                dependencies:
                  - Theme: {expose: true}
                  - AnalyticsService

                """)
    }
}
