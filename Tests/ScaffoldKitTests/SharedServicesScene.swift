import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// The presentation model of a scene spec in a project whose service specs declare `UserService` and
/// `AnalyticsService` (and any others named in `services`), as the injection suites build it.
enum SharedServicesScene {
    /// The service specs the project declares, each with one method, by name.
    static func services(_ names: [String] = ["UserService", "AnalyticsService"]) throws -> [String: SharedServiceSpec]
    {
        var services: [String: SharedServiceSpec] = [:]
        for name in names {
            let text = "service: \(name)\nmethods:\n  - current: String\n"
            let (document, _) = SpecDecoder().decodeDocument(Data(text.utf8), file: "Specs/Services/\(name).yml")
            guard case .service(let service) = try #require(document) else { throw CancellationError() }
            services[name] = service
        }
        return services
    }

    /// The model of `yaml` with the project's `conventions` and `naming`, beside `services`.
    static func model(
        _ yaml: String, services names: [String] = ["UserService", "AnalyticsService"],
        conventions: Conventions = Conventions(), naming: Naming = Naming()
    ) throws -> SceneModel {
        let spec = try SceneModelBuilderTests.spec(yaml)
        return SceneModelBuilder(
            scenes: [spec.name.value: spec], services: try services(names), projectConventions: conventions,
            testsFolder: "SceneTests", naming: naming
        ).model(for: spec)
    }
}
