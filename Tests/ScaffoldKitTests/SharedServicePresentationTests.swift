import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// Shared services reach the presentation model: the view model takes them, the coordinator hands them on,
/// and the tests build the view model with their mocks.
@Suite struct SharedServicePresentationTests {
    static let services = ["UserService", "AnalyticsService", "Tracker"]

    /// The builder of a project with `scenes` and a service spec for each of `services`.
    static func builder(_ scenes: [String], conventions: Conventions = Conventions()) throws -> SceneModelBuilder {
        var byName: [String: SceneSpec] = [:]
        for (index, yaml) in scenes.enumerated() {
            let (document, diagnostics) = SpecDecoder().decodeDocument(Data(yaml.utf8), file: "Specs/S\(index).yml")
            #expect(diagnostics == [])
            let scene = try #require(document?.scene)
            byName[scene.name.value] = scene
        }
        let services = Dictionary(
            uniqueKeysWithValues: Self.services.map {
                ($0, SharedServiceSpec(file: "Specs/Services/\($0).yml", name: Located($0, at: .startOf("x"))))
            })
        return SceneModelBuilder(
            scenes: byName, services: services, projectConventions: conventions, testsFolder: "SceneTests")
    }

    static func model(_ scene: String, in builder: SceneModelBuilder) throws -> SceneModel {
        builder.model(for: try #require(builder.scenes[scene]))
    }

    @Test func coordinatorHandsOutItsOwnDependenciesFirstThenThoseOfEveryReachableSceneSorted() throws {
        let builder = try Self.builder([
            "scene: A\ndependencies: [UserService]\ncoordinator:\n  routes: [{b: B}]\noutputs: [b]\n",
            "scene: B\ndependencies: [Tracker]\ncoordinator:\n  routes: [{c: C}, {a: A}]\noutputs: [c, a]\n",
            "scene: C\ndependencies: [AnalyticsService]\ncoordinator: {}\n",
        ])
        let model = try Self.model("A", in: builder)
        #expect(model.sharedDependencies?.typeName == "ADependencies")
        #expect(model.sharedDependencies?.providers == "HasUserService & HasAnalyticsService & HasTracker")
        #expect(model.coordinator?.dependenciesType == "ADependencies")
        #expect(model.coordinator?.routes.map(\.passesDependencies) == [true])
        // A and B start each other: the list both share holds A's own spec too.
        #expect(
            model.referencedSpecs == [
                "Specs/S0.yml", "Specs/S1.yml", "Specs/S2.yml", "Specs/Services/AnalyticsService.yml",
                "Specs/Services/Tracker.yml", "Specs/Services/UserService.yml",
            ])
        #expect(try Self.model("B", in: builder).referencedSpecs == model.referencedSpecs)
    }

    /// A scene no cycle includes does not list its own spec.
    @Test func aSceneOutsideACycleListsTheSpecsItReachesWithoutItsOwn() throws {
        let builder = try Self.builder([
            "scene: A\ndependencies: [UserService]\ncoordinator:\n  routes: [{b: B}]\noutputs: [b]\n",
            "scene: B\ndependencies: [Tracker]\ncoordinator: {}\n",
        ])
        #expect(
            try Self.model("A", in: builder).referencedSpecs == [
                "Specs/S1.yml", "Specs/Services/Tracker.yml", "Specs/Services/UserService.yml",
            ])
    }

    /// Reach in a ring of routes: every scene hands out the services of all, worked out once for the ring.
    @Test func stronglyConnectedComponentsListEachComponentAfterThoseItLeadsTo() {
        // 0 → 1 → 2 → 0 is a ring that leads to 3; 3 → 4; 5 stands alone.
        let components = SharedServiceReach.stronglyConnectedComponents([[1], [2], [0, 3], [4], [], []])
        #expect(components == [[4], [3], [0, 1, 2], [5]])
    }

    @Test func aSceneThatReachesNoSharedServiceTakesNoDependencies() throws {
        let builder = try Self.builder([
            "scene: A\ncoordinator:\n  routes: [{b: B}]\noutputs: [b]\n", "scene: B\ncoordinator: {}\n",
        ])
        let model = try Self.model("A", in: builder)
        #expect(model.sharedDependencies == nil)
        #expect(model.coordinator?.dependenciesType == nil)
        #expect(model.coordinator?.routes.map(\.passesDependencies) == [false])
        #expect(model.coordinator?.viewModelConstruction == "AViewModel()")
    }

    @Test func viewModelTakesTheCoordinatorThenSharedServicesThenItsOwnServiceWithItsDefault() throws {
        let builder = try Self.builder(
            [
                "scene: A\ndependencies: [UserService, Tracker]\nservice: {}\noutputs: [open]\ncoordinator: {routes: [open: A]}\n"
            ],
            conventions: Conventions(coordinatorInViewModel: true))
        let model = try Self.model("A", in: builder)
        #expect(
            model.initParameters
                == "coordinator: any ACoordinatorType, userService: any UserServiceType, tracker: any TrackerType, "
                + "aService: any AServiceType = AService()")
        #expect(model.wrapsInitParameters)
        #expect(
            model.coordinator?.viewModelConstruction
                == "AViewModel(coordinator: self, userService: dependencies.userService, tracker: dependencies.tracker)"
        )
        #expect(
            model.tests?.mockProperties.map(\.type) == [
                "ACoordinatorMock", "UserServiceMock", "TrackerMock", "AServiceMock",
            ])
        #expect(
            model.tests?.viewModelConstruction
                == "AViewModel(coordinator: coordinator, userService: userService, tracker: tracker, aService: aService)"
        )
    }

    @Test func longParameterListsGoOnePerLine() throws {
        let builder = try Self.builder(
            [
                "scene: ARatherLongSceneName\ndependencies: [UserService, AnalyticsService, Tracker]\noutputs: [open]\n"
                    + "coordinator: {routes: [open: ARatherLongSceneName]}\n"
            ],
            conventions: Conventions(coordinatorInViewModel: true))
        let model = try Self.model("ARatherLongSceneName", in: builder)
        #expect(model.wrapsInitParameters)
        #expect(
            model.initParameterLines == [
                "coordinator: any ARatherLongSceneNameCoordinatorType,", "userService: any UserServiceType,",
                "analyticsService: any AnalyticsServiceType,",
                "tracker: any TrackerType",
            ])
        #expect(model.coordinator?.wrapsViewModelConstruction == true)
        #expect(
            model.coordinator?.viewModelArgumentLines == [
                "coordinator: self,", "userService: dependencies.userService,",
                "analyticsService: dependencies.analyticsService,",
                "tracker: dependencies.tracker",
            ])
    }

    @Test func theServicesAPublicSceneHandsOutArePublicAndTheOthersInternal() throws {
        let builder = try Self.builder([
            "scene: A\nconventions: {viewModel: transform, navigation: rxflow, access: public}\n"
                + "dependencies: [UserService]\ncoordinator:\n  routes: [{b: B}]\noutputs: [b: Int]\n",
            "scene: B\nconventions: {viewModel: transform, navigation: rxflow}\narguments: [id: Int]\n"
                + "dependencies: [Tracker]\n",
            "scene: C\ndependencies: [AnalyticsService]\n",
        ])
        let services = Self.services.sorted().map { name in
            builder.serviceModel(for: builder.services[name]!).access
        }
        let container = try #require(builder.containerModel(services: Array(builder.services.values)))
        // `AppServices` composes an internal provider too, so it stays internal.
        #expect(
            [services, container.services.map(\.access), [container.access]]
                == [["", "public ", "public "], ["", "public ", "public "], [""]])
    }

    @Test func appServicesIsPublicWhenPublicScenesHandOutEveryService() throws {
        let builder = try Self.builder([
            "scene: A\nconventions: {viewModel: transform, navigation: rxflow, access: public}\n"
                + "dependencies: [UserService, AnalyticsService, Tracker]\ncoordinator:\n"
        ])
        let container = try #require(builder.containerModel(services: Array(builder.services.values)))
        #expect(container.access == "public ")
    }

    @Test func aProjectWithoutPublicScenesKeepsAppServicesInternal() throws {
        let builder = try Self.builder(["scene: A\ndependencies: [UserService]\n"])
        let container = try #require(builder.containerModel(services: Array(builder.services.values)))
        #expect([container.access] + container.services.map(\.access) == ["", "", "", ""])
    }

    @Test func theContainerHoldsEveryServiceSortedOnce() throws {
        let builder = try Self.builder([])
        let specs = Self.services.map { SharedServiceSpec(file: "S/\($0).yml", name: Located($0, at: .startOf("x"))) }
        let container = try #require(builder.containerModel(services: specs))
        #expect(container.services.map(\.property) == ["analyticsService", "tracker", "userService"])
        #expect(container.providers == "HasAnalyticsService & HasTracker & HasUserService")
        #expect(builder.containerModel(services: []) == nil)
    }
}
