import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// Arguments with a default, implicitly unwrapped or exposed, as the view model, the coordinator, the routes that
/// start the scene and its test skeleton write them.
@Suite struct ArgumentPresentationTests {
    private static let reviews = """
        scene: Reviews
        arguments:
          - product: Product!
          - pageSize: {type: Int, default: "20"}
          - heading: {type: String, default: '"Reviews"', expose: true, doc: The title.}
        coordinator:

        """

    private func model(_ yaml: String, others: [String] = []) throws -> SceneModel {
        try SceneModelBuilderTests.model(yaml, others: others, testsFolder: "SceneTests")
    }

    @Test func anExposedArgumentIsAReadOnlyRequirementAndTheOthersStayPrivate() throws {
        let model = try model(Self.reviews)
        #expect(
            model.arguments == [
                ArgumentModel(
                    name: "product", type: "Product!", docLines: [], declaration: "private let product: Product!",
                    requirement: nil, assignment: "self.product = product"),
                ArgumentModel(
                    name: "pageSize", type: "Int", docLines: [], declaration: "private let pageSize: Int",
                    requirement: nil, assignment: "self.pageSize = pageSize"),
                ArgumentModel(
                    name: "heading", type: "String", docLines: ["The title."], declaration: "let heading: String",
                    requirement: "var heading: String { get }", assignment: "self.heading = heading"),
            ])
        #expect(model.exposedArguments.map(\.name) == ["heading"])
    }

    @Test func theViewModelAndTheCoordinatorTakeTheDefaults() throws {
        let model = try model(Self.reviews)
        let parameters = "product: Product!, pageSize: Int = 20, heading: String = \"Reviews\""
        #expect(model.initParameters == parameters)
        #expect(
            model.coordinator?.initParameters
                == "rootViewController: UIViewController, presentation: ScenePresentation = .push, " + parameters)
    }

    @Test func theTestLeavesOutTheArgumentsWithADefault() throws {
        let model = try model(Self.reviews)
        #expect(model.tests?.viewModelConstruction == "ReviewsViewModel(product: try Product.fixture())")
    }

    @Test func theTestPassesLibraryStreamsAndRelaysItMakesItself() throws {
        let model = try model(
            """
            scene: Feed
            arguments:
              - refresh: Driver<Int>
              - selection: BehaviorRelay<Product>
              - done: Single<Product>
              - save: CocoaAction

            """)
        #expect(
            model.tests?.viewModelConstruction
                == "FeedViewModel(refresh: Driver<Int>.empty(), selection: try BehaviorRelay<Product>(value: "
                + "Product.fixture()), done: Single<Product>.never(), save: CocoaAction(workFactory: { _ in .empty() }))"
        )
    }

    @Test func aRouteLeavesOutTheArgumentsWithADefaultThatItDoesNotFill() throws {
        let home =
            "scene: Home\noutputs: [open: Product?]\ncoordinator:\n  routes:\n    - open: {scene: Reviews, argument: product}\n"
        let route = try #require(try model(home, others: [Self.reviews]).coordinator?.routes.first)
        #expect(
            route.calledStartLines.first
                == "let child = ReviewsCoordinator(rootViewController: presenter, product: value)")
    }

    @Test func anOutputThatCarriesNothingStartsASceneWithOnlyDefaults() throws {
        let guide = "scene: Guide\narguments:\n  - section: {type: String, default: '\"writing\"'}\ncoordinator:\n"
        let home = "scene: Home\noutputs: [open]\ncoordinator:\n  routes:\n    - open: Guide\n"
        let route = try #require(try model(home, others: [guide]).coordinator?.routes.first)
        #expect(route.calledStartLines == ["return coordinate(to: GuideCoordinator(rootViewController: presenter))"])
    }

    @Test func anOptionalArgumentWithoutADefaultIsStillPassedNil() {
        let route = RouteSpec(
            output: Located("open", at: .startOf("S.yml")), scene: Located("Detail", at: .startOf("S.yml")),
            argument: Located("id", at: .startOf("S.yml")))
        var note = MemberSpec(
            name: Located("note", at: .startOf("S.yml")),
            type: Located(.optional(.name("String")), at: .startOf("S.yml")))
        var id = MemberSpec(
            name: Located("id", at: .startOf("S.yml")), type: Located(.name("Int"), at: .startOf("S.yml")))
        id.isImplicitlyUnwrapped = true
        #expect(SceneModelBuilder.childArguments(route: route, arguments: [id, note]) == ["id: value", "note: nil"])
        note.defaultValue = Located("\"\"", at: .startOf("S.yml"))
        #expect(SceneModelBuilder.childArguments(route: route, arguments: [id, note]) == ["id: value"])
    }
}
