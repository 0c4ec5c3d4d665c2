import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `inject: container`: the view model takes its shared services in one `dependencies` parameter typed by its own
/// `typealias Dependencies` of provider protocols, and every caller hands it a value of it.
@Suite struct ContainerPresentationTests {
    private static let profile = """
        scene: Profile
        conventions: {inject: container}
        arguments: [userID: Int]
        dependencies: [UserService, AnalyticsService]
        inputs: [refresh]
        outputs: [name: String]
        service:
          methods:
            - load: String
        coordinator:

        """
    private func model(
        _ yaml: String = Self.profile, conventions: Conventions = Conventions(), naming: Naming = Naming()
    ) throws -> SceneModel {
        try SharedServicesScene.model(yaml, conventions: conventions, naming: naming)
    }

    @Test func theViewModelDeclaresItsDependenciesAsTheProvidersOfItsServices() throws {
        #expect(
            try model().dependenciesTypealias == "typealias Dependencies = HasUserService & HasAnalyticsService")
    }

    @Test func initTakesOneDependenciesParameterWhereTheServicesWereAndKeepsTheOwnService() throws {
        #expect(
            try model().initParameters
                == "userID: Int, dependencies: any Dependencies, profileService: any ProfileServiceType = "
                + "ProfileService()")
    }

    @Test func initKeepsEachServiceFromDependenciesInAPrivateLet() throws {
        let dependencies = try model().dependencies
        #expect(
            dependencies.map(\.declaration) == [
                "private let userService: any UserServiceType",
                "private let analyticsService: any AnalyticsServiceType",
                "private let profileService: any ProfileServiceType",
            ])
        #expect(
            dependencies.map(\.assignment) == [
                "self.userService = dependencies.userService",
                "self.analyticsService = dependencies.analyticsService", "self.profileService = profileService",
            ])
    }

    @Test func theDependenciesComeFirstWithDependenciesFirst() throws {
        var conventions = Conventions()
        conventions.initOrder = .dependenciesFirst
        #expect(
            try model(conventions: conventions).initParameters
                == "dependencies: any Dependencies, profileService: any ProfileServiceType = ProfileService(), "
                + "userID: Int")
    }

    @Test func anInitOrderListNamesTheParameterDependencies() throws {
        let yaml = Self.profile.replacingOccurrences(
            of: "{inject: container}", with: "{inject: container, initOrder: [profileService, dependencies, userID]}")
        #expect(
            try model(yaml).initParameters
                == "profileService: any ProfileServiceType = ProfileService(), dependencies: any Dependencies, "
                + "userID: Int")
    }

    @Test func theCoordinatorHandsOverItsOwnDependencies() throws {
        #expect(
            try model().coordinator?.viewModelConstruction
                == "ProfileViewModel(userID: userID, dependencies: dependencies)")
    }

    @Test func theAssemblerOfANavigatorHandsOverItsDependencies() throws {
        let assembler = try #require(try model(naming: Naming(coordinator: .navigator)).assembler)
        #expect(assembler.viewModelConstruction == "ProfileViewModel(userID: userID, dependencies: dependencies)")
    }

    @Test func theSceneCoordinatorsSceneHandsOverTheAppsDependencies() throws {
        var conventions = Conventions()
        conventions.navigation = .sceneCoordinator
        let sceneCase = try #require(try model(conventions: conventions).sceneCase)
        #expect(
            sceneCase.constructionLines.prefix(5) == [
                "let viewModel = ProfileViewModel(", "    userID: userID,", "    sceneCoordinator: sceneCoordinator,",
                "    dependencies: dependencies", ")",
            ])
    }

    @Test func theFactoryOfInputsThroughInitHandsOverTheCoordinatorsDependencies() throws {
        var conventions = Conventions()
        conventions.inputs = .initializer
        #expect(
            try model(conventions: conventions).coordinator?.viewModelFactoryLines == [
                "ProfileViewModel(input: input, userID: self.userID, dependencies: self.dependencies)"
            ])
    }

    @Test func theTestsHandItAStructOfTheMocks() throws {
        let tests = try #require(try model().tests)
        #expect(
            tests.containerMock
                == ContainerMockModel(
                    name: "ProfileDependenciesMock", conformance: "ProfileViewModel.Dependencies",
                    docLine: "The services `ProfileViewModel` takes from its `dependencies`, as the tests make them.",
                    propertyLines: [
                        "let userService: any UserServiceType", "let analyticsService: any AnalyticsServiceType",
                    ]))
        #expect(
            tests.viewModelArgumentLines == [
                "userID: 1,",
                "dependencies: ProfileDependenciesMock(userService: userService, analyticsService: analyticsService),",
                "profileService: profileService",
            ])
    }

    @Test func aServiceTheBaseClassTakesStaysAParameterOfItsOwn() throws {
        let yaml =
            Self.profile + """
                viewModelBaseClass: {name: AppViewModel, superInit: "super.init(user: userService)", dependencies: [UserService]}

                """
        let model = try model(yaml)
        #expect(model.dependenciesTypealias == "typealias Dependencies = HasAnalyticsService")
        #expect(
            model.initParameters
                == "userID: Int, userService: any UserServiceType, dependencies: any Dependencies, "
                + "profileService: any ProfileServiceType = ProfileService()")
    }

    @Test func aSceneWithoutSharedServicesTakesNoDependencies() throws {
        let model = try model(
            Self.profile.replacingOccurrences(of: "dependencies: [UserService, AnalyticsService]\n", with: ""))
        #expect(model.dependenciesTypealias == nil)
        #expect(model.initParameters == "userID: Int, profileService: any ProfileServiceType = ProfileService()")
        #expect(model.tests?.containerMock == nil)
    }

    @Test func injectingThroughInitDeclaresNoDependencies() throws {
        let model = try model(Self.profile.replacingOccurrences(of: "conventions: {inject: container}\n", with: ""))
        #expect(model.dependenciesTypealias == nil)
        #expect(model.tests?.containerMock == nil)
    }
}
