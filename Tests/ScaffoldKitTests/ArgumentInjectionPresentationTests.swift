import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// Arguments set after the view model's `init` (`inject: property`), as a DI container or a flow sets an id: the
/// view model's `var`, its `init` without them, and the statements every maker of the view model adds.
@Suite struct ArgumentInjectionPresentationTests {
    /// A scene with an id set after `init` (implicitly unwrapped), an optional one, one with a default, and one
    /// passed to `init`.
    static let company = """
        scene: Company
        arguments:
          - companyID: {type: Int, inject: property}
          - recruitmentID: {type: Int?, inject: property}
          - tab: {type: Int, default: "0", inject: property}
          - title: String
        outputs:
          - name: String
        coordinator:
        """

    private func model(_ yaml: String = company, conventions: Conventions = Conventions()) throws -> SceneModel {
        let (document, diagnostics) = SpecDecoder().decodeDocument(Data(yaml.utf8), file: "Specs/Company.yml")
        #expect(diagnostics == [])
        let spec = try #require(document?.scene)
        return SceneModelBuilder(
            scenes: ["Company": spec], projectConventions: conventions, testsFolder: "SceneTests"
        ).model(for: spec)
    }

    @Test func theViewModelKeepsThemInVarsItDoesNotSetInInit() throws {
        let arguments = try model().arguments
        #expect(
            arguments.map { [$0.declaration, $0.assignment ?? "-"] } == [
                ["var companyID: Int!", "-"], ["var recruitmentID: Int?", "-"], ["var tab: Int = 0", "-"],
                ["private let title: String", "self.title = title"],
            ])
    }

    @Test func anExposedOneIsRequiredWithTheTypeItIsKeptIn() throws {
        let yaml = Self.company.replacingOccurrences(
            of: "{type: Int, inject: property}", with: "{type: Int, inject: property, expose: true}"
        )
        .replacingOccurrences(
            of: "{type: Int?, inject: property}", with: "{type: Int?, inject: property, expose: true}")
        let arguments = try model(yaml).arguments
        #expect(
            arguments.map(\.requirement) == [
                "var companyID: Int! { get }", "var recruitmentID: Int? { get }", nil, nil,
            ])
    }

    @Test func anOptionalWrittenOutStartsAsNilAsTheSugaredOneDoes() throws {
        let yaml = Self.company.replacingOccurrences(
            of: "{type: Int?, inject: property}", with: "{type: Optional<Int>, inject: property}")
        #expect(try model(yaml).arguments[1].declaration == "var recruitmentID: Optional<Int> = nil")
    }

    @Test func theInitTakesOnlyTheOthers() throws {
        #expect(try model().initParameters == "title: String")
    }

    @Test func theCoordinatorSetsThemAfterMakingTheViewModel() throws {
        let coordinator = try #require(try model().coordinator)
        #expect(coordinator.viewModelConstruction == "CompanyViewModel(title: title)")
        #expect(
            coordinator.injectionLines == [
                "viewModel.companyID = companyID", "viewModel.recruitmentID = recruitmentID", "viewModel.tab = tab",
            ])
    }

    @Test func anArgumentCalledViewModelIsReadFromTheCoordinatorPastTheLocalThatHidesIt() throws {
        let yaml = Self.company.replacingOccurrences(of: "  - tab: {", with: "  - viewModel: {")
        #expect(
            try #require(try model(yaml).coordinator).injectionLines == [
                "viewModel.companyID = companyID", "viewModel.recruitmentID = recruitmentID",
                "viewModel.viewModel = self.viewModel",
            ])
    }

    @Test func theTestSetsThoseWithoutADefaultThatDoNotStartAsNil() throws {
        let tests = try #require(try model().tests)
        #expect(tests.viewModelConstruction == "CompanyViewModel(title: \"text\")")
        #expect(tests.injectionLines == ["viewModel.companyID = 1"])
    }

    @Test func theSceneCoordinatorsSceneEnumSetsThemAfterMakingTheViewModel() throws {
        var project = Conventions()
        project.navigation = .sceneCoordinator
        let model = try model(Self.company.replacingOccurrences(of: "coordinator:\n", with: ""), conventions: project)
        #expect(
            model.sceneCase?.constructionLines == [
                "let viewModel = CompanyViewModel(title: title, sceneCoordinator: sceneCoordinator)",
                "viewModel.companyID = companyID", "viewModel.recruitmentID = recruitmentID", "viewModel.tab = tab",
                "return CompanyViewController(viewModel: viewModel)",
            ])
    }

    @Test func aPublicViewModelMakesThemPublic() throws {
        var project = Conventions()
        project.viewModel = .transform
        project.navigation = .rxflow
        project.access = .public
        #expect(
            try model(conventions: project).arguments.map(\.declaration) == [
                "public var companyID: Int!", "public var recruitmentID: Int?", "public var tab: Int = 0",
                "private let title: String",
            ])
    }
}
