import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `inject: struct`: the view model takes its shared services in one `dependency` parameter, a `Dependency` struct
/// nested in it in the generated file, and every caller builds that struct from what it would pass for each service.
@Suite struct DependencyStructPresentationTests {
    private static let profile = """
        scene: Profile
        conventions: {inject: struct}
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

    @Test func theGeneratedFileNestsAStructOfTheSharedServicesInTheViewModel() throws {
        let model = try model()
        #expect(
            model.dependencyStruct
                == DependencyStructModel(
                    viewModel: "ProfileViewModel", name: "Dependency",
                    docLine: "The shared services `ProfileViewModel` takes in its `init`, in one value.",
                    fieldLines: [
                        "let userService: any UserServiceType", "let analyticsService: any AnalyticsServiceType",
                    ]))
        #expect(model.dependenciesTypealias == nil)
    }

    @Test func initTakesOneDependencyParameterWhereTheServicesWereAndKeepsTheOwnService() throws {
        #expect(
            try model().initParameters
                == "userID: Int, dependency: Dependency, profileService: any ProfileServiceType = ProfileService()")
    }

    @Test func initKeepsEachServiceFromTheStructInAPrivateLet() throws {
        let dependencies = try model().dependencies
        #expect(
            dependencies.map(\.assignment) == [
                "self.userService = dependency.userService", "self.analyticsService = dependency.analyticsService",
                "self.profileService = profileService",
            ])
    }

    @Test func anInitOrderListNamesTheParameterDependency() throws {
        let yaml = Self.profile.replacingOccurrences(
            of: "{inject: struct}", with: "{inject: struct, initOrder: [dependency, userID, profileService]}")
        #expect(
            try model(yaml).initParameters
                == "dependency: Dependency, userID: Int, profileService: any ProfileServiceType = ProfileService()")
    }

    @Test func theCoordinatorBuildsTheStructFromItsOwnDependencies() throws {
        #expect(
            try model().coordinator?.viewModelConstruction
                == "ProfileViewModel(userID: userID, dependency: .init(userService: dependencies.userService, "
                + "analyticsService: dependencies.analyticsService))")
    }

    @Test func theAssemblerOfANavigatorBuildsTheStructFromItsDependencies() throws {
        let assembler = try #require(try model(naming: Naming(coordinator: .navigator)).assembler)
        #expect(
            assembler.viewModelConstruction
                == "ProfileViewModel(userID: userID, dependency: .init(userService: dependencies.userService, "
                + "analyticsService: dependencies.analyticsService))")
    }

    @Test func theFactoryOfInputsThroughInitBuildsTheStructFromTheCoordinatorsDependencies() throws {
        var conventions = Conventions()
        conventions.inputs = .initializer
        #expect(
            try model(conventions: conventions).coordinator?.viewModelFactoryLines == [
                "ProfileViewModel(",
                "    input: input,",
                "    userID: self.userID,",
                "    dependency: .init(",
                "        userService: self.dependencies.userService,",
                "        analyticsService: self.dependencies.analyticsService",
                "    )",
                ")",
            ])
    }

    @Test func theTestsBuildTheStructFromTheMocksAndGetNoMockStruct() throws {
        let tests = try #require(try model().tests)
        #expect(tests.containerMock == nil)
        #expect(
            tests.viewModelArgumentLines == [
                "userID: 1,", "dependency: .init(userService: userService, analyticsService: analyticsService),",
                "profileService: profileService",
            ])
    }

    @Test func aServiceTheBaseClassTakesStaysOutOfTheStruct() throws {
        let yaml =
            Self.profile + """
                viewModelBaseClass: {name: AppViewModel, superInit: "super.init(user: userService)", dependencies: [UserService]}

                """
        let model = try model(yaml)
        #expect(model.dependencyStruct?.fieldLines == ["let analyticsService: any AnalyticsServiceType"])
        #expect(
            model.initParameters
                == "userID: Int, userService: any UserServiceType, dependency: Dependency, "
                + "profileService: any ProfileServiceType = ProfileService()")
    }

    @Test func aSceneWithoutSharedServicesHasNoStruct() throws {
        let model = try model(
            Self.profile.replacingOccurrences(of: "dependencies: [UserService, AnalyticsService]\n", with: ""))
        #expect(model.dependencyStruct == nil)
        #expect(model.initParameters == "userID: Int, profileService: any ProfileServiceType = ProfileService()")
    }
}
