import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// A view model with a base class subclasses it and ends its `init` with the base class's `super.init` call.
@Suite struct ViewModelBaseClassPresentationTests {
    private static func viewModelFile(_ yaml: String) throws -> String {
        let spec = try SceneModelBuilderTests.spec(yaml)
        let model = SceneModelBuilder(scenes: [spec.name.value: spec], projectConventions: Conventions())
            .model(for: spec)
        let renderer = SceneRenderer(templates: try TemplateSet(entries: TemplateSet.builtIn), outputRoot: "Scenes")
        let file = try #require(renderer.files(for: model).first { $0.path.hasSuffix("ViewModel.swift") })
        return file.contents
    }

    private static func initKeyword(_ yaml: String) throws -> String {
        let spec = try SceneModelBuilderTests.spec(yaml)
        return SceneModelBuilder(scenes: [spec.name.value: spec], projectConventions: Conventions())
            .model(for: spec).initKeyword
    }

    /// The base class's `init(prices:)` is the view model's own signature when `superInit` hands each parameter
    /// on under its label: Swift refuses the view model's `init` without `override` then.
    @Test func anInitThatPassesEveryParameterOnUnderItsLabelOverrides() throws {
        let keyword = try Self.initKeyword(
            "scene: Quote\narguments:\n  - prices: Int\n  - _ code: String\n"
                + "viewModelBaseClass: {name: AppViewModel, superInit: \"super.init(prices: prices, code)\"}\n")
        #expect(keyword == "override init")
    }

    @Test func anInitThatPassesOtherValuesOnDoesNotOverride() throws {
        let keyword = try Self.initKeyword(
            "scene: Quote\narguments:\n  - prices: Int\n"
                + "viewModelBaseClass: {name: AppViewModel, superInit: \"super.init(prices: prices, title: \\\"Q\\\")\"}\n"
        )
        #expect(keyword == "init")
    }

    @Test func aViewModelWithoutParametersOverridesInitAndCallsSuperLast() throws {
        let text = try Self.viewModelFile("scene: Badge\nviewModelBaseClass: NSObject\noutputs:\n  - count: Int\n")
        #expect(
            text == """
                // Created by scaffold from Specs/Test.yml. Yours to edit: scaffold only merges spec changes into it.

                import Foundation
                import RxSwift

                /// Turns the Badge screen's inputs into the outputs it shows.
                final class BadgeViewModel: NSObject {
                    var outputs: any BadgeViewModelOutputsType { self }

                    // MARK: - Outputs

                    let count: Observable<Int>

                    // MARK: - Init

                    override init() {
                        // TODO: derive every output from the inputs; all bindings live here.
                        self.count = .empty()

                        super.init()
                    }
                }

                // MARK: - Conformances

                extension BadgeViewModel:
                    BadgeViewModelType,
                    BadgeViewModelOutputsType
                {}

                """)
    }

    @Test func aTransformViewModelPutsTheSuperclassFirstAndCallsTheConfiguredInit() throws {
        let text = try Self.viewModelFile(
            """
            scene: Feed
            conventions: {viewModel: transform}
            arguments: [page: Int]
            viewModelBaseClass: {name: ViewModel, superInit: "super.init(title: \\"Feed\\")"}
            """)
        let classLine = text.split(separator: "\n").first { $0.hasPrefix("final class") }
        #expect(classLine == "final class FeedViewModel: ViewModel, ViewModelType {")
        #expect(text.contains("        self.page = page\n        super.init(title: \"Feed\")\n    }\n"))
    }

    @Test func aTransformViewModelWithoutParametersInheritsAPlainInit() throws {
        let spec = try SceneModelBuilderTests.spec(
            "scene: Feed\nconventions: {viewModel: transform}\nviewModelBaseClass: NSObject\n")
        let model = SceneModelBuilder(scenes: ["Feed": spec], projectConventions: Conventions()).model(for: spec)
        #expect(!model.hasInit)
    }
}
