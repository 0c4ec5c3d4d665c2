import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `inject: property`: the services a view model receives after `init`, as the view model keeps them and as the
/// coordinator and the tests set them.
@Suite struct InjectionPresentationTests {
    private static let profile = """
        scene: Profile
        conventions: {inject: property}
        dependencies: [UserService]
        inputs: [refresh]
        outputs: [name: String]
        service:
          methods:
            - load: String
        coordinator:

        """
    private static let userService = "service: UserService\nmethods:\n  - current: String\n"

    private func model(_ yaml: String = Self.profile) throws -> SceneModel {
        let spec = try SceneModelBuilderTests.spec(yaml)
        let (document, _) = SpecDecoder().decodeDocument(Data(Self.userService.utf8), file: "Specs/UserService.yml")
        guard case .service(let service) = try #require(document) else { throw CancellationError() }
        return SceneModelBuilder(
            scenes: [spec.name.value: spec], services: [service.name.value: service],
            projectConventions: Conventions(), testsFolder: "SceneTests"
        ).model(for: spec)
    }

    @Test func theServicesAreImplicitlyUnwrappedPropertiesThatInitDoesNotTake() throws {
        let model = try model()
        #expect(
            model.dependencies.map(\.declaration) == [
                "var userService: (any UserServiceType)!", "var profileService: (any ProfileServiceType)!",
            ])
        #expect(model.dependencies.map(\.assignment) == [nil, nil])
        #expect(model.initParameters == "")
    }

    /// Only a type that needs them is put in parentheses before the `!`: a concrete app service is not.
    @Test func aConcreteTypeIsImplicitlyUnwrappedWithoutParentheses() {
        #expect(
            [
                DependencyModel(name: "db", type: "Store", isInjected: true).declaration,
                DependencyModel(name: "db", type: "any Store", isInjected: true).declaration,
                DependencyModel(name: "handler", type: "() -> Void", isInjected: true).declaration,
            ] == ["var db: Store!", "var db: (any Store)!", "var handler: (() -> Void)!"])
    }

    @Test func theCoordinatorSetsThemAfterMakingTheViewModel() throws {
        let coordinator = try #require(try model().coordinator)
        #expect(coordinator.viewModelConstruction == "ProfileViewModel()")
        #expect(
            coordinator.injectionLines == [
                "viewModel.userService = dependencies.userService", "viewModel.profileService = ProfileService()",
            ])
    }

    @Test func theTestsSetThemToTheMocks() throws {
        let tests = try #require(try model().tests)
        #expect(tests.viewModelConstruction == "ProfileViewModel()")
        #expect(
            tests.injectionLines == [
                "viewModel.userService = userService", "viewModel.profileService = profileService",
            ])
    }

    @Test func initSaysWhereABindingThatCallsThemGoes() throws {
        #expect(
            try model().injectionTodoLines == [
                "TODO: `userService` and `profileService` are set after init: bind what calls them",
                "once every stored property is set, reading them when an event arrives:",
                "`refresh.flatMapLatest { [unowned self] _ in self.userService... }`.",
            ])
    }

    @Test func injectingThroughInitKeepsTheParameters() throws {
        let model = try model(Self.profile.replacingOccurrences(of: "conventions: {inject: property}\n", with: ""))
        #expect(
            model.initParameters
                == "userService: any UserServiceType, profileService: any ProfileServiceType = ProfileService()")
        #expect(model.coordinator?.injectionLines == [])
        #expect(model.injectionTodoLines == [])
    }

    @Test func aDependencyWithADefaultInstanceDefaultsItsParameter() throws {
        let model = try model(
            Self.profile.replacingOccurrences(of: "conventions: {inject: property}\n", with: "")
                .replacingOccurrences(
                    of: "dependencies: [UserService]\n",
                    with: "dependencies:\n  - UserService: {default: UserService()}\n"))
        #expect(
            model.initParameters
                == "userService: any UserServiceType = UserService(), profileService: any ProfileServiceType = "
                + "ProfileService()")
        #expect(model.coordinator?.viewModelConstruction == "ProfileViewModel(userService: dependencies.userService)")
    }

    @Test func anInjectedDependencyWithADefaultInstanceStartsWithIt() throws {
        let model = try model(
            Self.profile.replacingOccurrences(
                of: "dependencies: [UserService]\n", with: "dependencies:\n  - UserService: {default: UserService()}\n"
            ))
        #expect(model.dependencies.first?.declaration == "var userService: (any UserServiceType)! = UserService()")
    }
}
