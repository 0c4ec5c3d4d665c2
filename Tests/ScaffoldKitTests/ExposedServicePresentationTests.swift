import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `expose: true` on a dependency: the view model keeps the service in a `let` the screen can read, which its
/// protocol requires read-only; the other services stay private.
@Suite struct ExposedServicePresentationTests {
    private static let search = """
        scene: Search
        dependencies:
          - ThemeService: {expose: true}
          - UserService
        inputs: [refresh]
        outputs: [name: String]

        """

    private func model(_ yaml: String = Self.search) throws -> SceneModel {
        try SharedServicesScene.model(yaml, services: ["ThemeService", "UserService"])
    }

    @Test func theExposedServiceIsAReadOnlyRequirementAndTheOtherStaysPrivate() throws {
        let dependencies = try model().dependencies
        #expect(
            dependencies.map(\.declaration) == [
                "let themeService: any ThemeServiceType", "private let userService: any UserServiceType",
            ])
        #expect(dependencies.map(\.requirement) == ["var themeService: any ThemeServiceType { get }", nil])
    }

    @Test func aServiceInADependencyStructIsExposedToo() throws {
        let yaml = Self.search.replacingOccurrences(
            of: "scene: Search\n", with: "scene: Search\nconventions: {inject: struct}\n")
        let dependencies = try model(yaml).dependencies
        #expect(
            dependencies.map(\.declaration) == [
                "let themeService: any ThemeServiceType", "private let userService: any UserServiceType",
            ])
        #expect(
            dependencies.map(\.assignment) == [
                "self.themeService = dependency.themeService", "self.userService = dependency.userService",
            ])
    }

    @Test func aPublicViewModelExposesItPublicly() throws {
        var model = try model()
        SceneModelBuilder(scenes: [:], projectConventions: Conventions()).applyAccess(.public, to: &model)
        #expect(model.dependencies.first?.declaration == "public let themeService: any ThemeServiceType")
    }
}
