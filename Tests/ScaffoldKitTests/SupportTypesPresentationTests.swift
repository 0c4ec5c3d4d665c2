import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// What generated code names and which support files it gets when the app has its own support types
/// (`supportTypes`), and how a view model follows the app's declaration of its base class (`appCode`).
@Suite struct SupportTypesPresentationTests {
    private let appTypes = SupportTypesSpec(
        viewModelType: Located("AppViewModel", at: .startOf("scaffold.yml")),
        activityTracker: Located("ActivityIndicator", at: .startOf("scaffold.yml")),
        errorTracker: Located("AppErrorTracker", at: .startOf("scaffold.yml")))

    private func model(_ yaml: String, supportTypes: SupportTypesSpec, shape: AppBaseClassShape? = nil) throws
        -> SceneModel
    {
        var spec = try SceneModelBuilderTests.spec(yaml)
        if let shape { spec = spec.withAppBaseClassShape(from: [spec.viewModelBaseClass!.name.value: shape]) }
        let services = ["CatalogRepository"].reduce(into: [String: SharedServiceSpec]()) { services, name in
            var service = SharedServiceSpec(file: "scaffold.yml", name: Located(name, at: .startOf("scaffold.yml")))
            service.isAppProtocol = true
            services[name] = service
        }
        return SceneModelBuilder(
            scenes: [spec.name.value: spec], services: services, projectConventions: Conventions(),
            supportTypes: supportTypes
        ).model(for: spec)
    }

    @Test func theTrackersAreTheAppsAndItsErrorsAreMadeObservableBeforeTheyAreMapped() throws {
        let model = try model(
            """
            scene: Uploads
            outputs: [busy: Bool, message: String]
            tracking: {activity: busy, errors: message}
            """, supportTypes: appTypes)
        #expect(
            model.tracking?.declarations == [
                "private let activityTracker = ActivityIndicator()", "private let errorTracker = AppErrorTracker()",
            ])
        #expect(
            model.outputs.map(\.source) == [
                "activityTracker.asObservable()", "errorTracker.asObservable().map(\\.localizedDescription)",
            ])
    }

    @Test func transformViewModelsConformToTheAppsProtocol() throws {
        let model = try model(
            "scene: Posts\nconventions: {viewModel: transform}\noutputs: [title: String]\n", supportTypes: appTypes)
        #expect(model.transform?.protocolName == "AppViewModel")
    }

    @Test func noSupportFileIsWrittenForATypeTheAppHas() throws {
        let model = try model(
            """
            scene: Posts
            conventions: {viewModel: transform}
            outputs: [busy: Bool]
            tracking: {activity: busy}
            """, supportTypes: appTypes)
        let renderer = SceneRenderer(
            templates: try TemplateSet(entries: TemplateSet.builtIn), outputRoot: "Scenes", supportTypes: appTypes)
        #expect(renderer.supportFiles(for: [model]).map(\.path) == [])
        let generated = SceneRenderer(templates: try TemplateSet(entries: TemplateSet.builtIn), outputRoot: "Scenes")
        #expect(
            generated.supportFiles(for: [model]).map(\.path) == [
                "Scenes/Support/ViewModelType.generated.swift", "Scenes/Support/ActivityTracking.generated.swift",
            ])
    }

    @Test func theTrackersFileDeclaresOnlyTheTrackerTheAppLacks() throws {
        let onlyActivity = SupportTypesSpec(activityTracker: appTypes.activityTracker)
        let model = try model(
            "scene: Posts\noutputs: [busy: Bool, message: String]\ntracking: {activity: busy, errors: message}\n",
            supportTypes: onlyActivity)
        let file = try #require(
            SceneRenderer(
                templates: try TemplateSet(entries: TemplateSet.builtIn), outputRoot: "Scenes",
                supportTypes: onlyActivity
            )
            .supportFiles(for: [model]).first)
        #expect(file.path == "Scenes/Support/ActivityTracking.generated.swift")
        #expect(!file.contents.contains("class ActivityIndicator"))
        #expect(!file.contents.contains("func trackActivity"))
        #expect(file.contents.contains("final class ErrorTracker: ObservableType"))
        #expect(file.contents.contains("func trackError(_ tracker: ErrorTracker)"))
    }

    @Test func servicesTheAppsBaseClassTakesArePassedToItAndNotStoredAgain() throws {
        let shape = AppBaseClassShape(
            holdsDisposeBag: true,
            initializers: [
                AppBaseClassShape.Initializer(
                    parameters: [
                        AppMember.Parameter(
                            label: "repository", name: "repository",
                            type: Located("any CatalogRepository", at: .startOf("App/Base.swift")),
                            location: .startOf("App/Base.swift"))
                    ], location: .startOf("App/Base.swift"))
            ])
        let model = try model(
            """
            scene: Catalog
            viewModelBaseClass: BaseViewModel
            outputs: [titles: "[String]"]
            dependencies: [CatalogRepository]
            """, supportTypes: SupportTypesSpec(), shape: shape)
        #expect(model.superInitCall == "super.init(repository: catalogRepository)")
        #expect(model.dependencies == [])
        #expect(model.hasDependencies == false)
        #expect(model.initParameters == "catalogRepository: any CatalogRepository")
    }

    @Test func anExplicitSuperInitWinsOverTheAppsDeclaration() throws {
        let shape = AppBaseClassShape(initializers: [.init(parameters: [], location: .startOf("App/Base.swift"))])
        let model = try model(
            """
            scene: Catalog
            viewModelBaseClass: {name: BaseViewModel, superInit: "super.init(title: \\"\\")"}
            outputs: [titles: "[String]"]
            dependencies: [CatalogRepository]
            """, supportTypes: SupportTypesSpec(), shape: shape)
        #expect(model.superInitCall == "super.init(title: \"\")")
        #expect(model.dependencies.map(\.name) == ["catalogRepository"])
    }

    /// A base class that holds the service in a property of the name the view model would give it keeps it: the
    /// view model passes it on through `superInit` and declares no property Swift would refuse as an override.
    @Test func aServiceTheBaseClassHoldsByTheSameNameIsNotStoredAgain() throws {
        let shape = AppBaseClassShape(properties: ["catalogRepository"])
        let model = try model(
            """
            scene: Catalog
            viewModelBaseClass: {name: BaseViewModel, superInit: "super.init(catalogRepository: catalogRepository)"}
            outputs: [titles: "[String]"]
            dependencies: [CatalogRepository, ImageCache]
            """, supportTypes: SupportTypesSpec(), shape: shape)
        #expect(model.dependencies.map(\.name) == ["imageCache"])
        #expect(model.initParameters == "catalogRepository: any CatalogRepository, imageCache: any ImageCacheType")
    }

    @Test func aTransformViewModelIsToldToUseTheBagItsBaseClassHolds() throws {
        let model = try model(
            """
            scene: Catalog
            conventions: {viewModel: transform}
            viewModelBaseClass: BaseViewModel
            outputs: [titles: "[String]"]
            """, supportTypes: SupportTypesSpec(), shape: AppBaseClassShape(holdsDisposeBag: true))
        #expect(
            model.transform?.todoLines.suffix(2) == [
                "Side effects that no output carries are subscribed here with `.disposed(by: disposeBag)`,",
                "the bag `BaseViewModel` holds.",
            ])
    }

    /// The app's protocol requires the bag: a view model that would otherwise keep none declares it, and is told to
    /// subscribe its side effects with it.
    @Test func aTransformViewModelDeclaresTheBagTheAppsProtocolRequires() throws {
        var types = appTypes
        types.requiredDisposeBag = .gettable
        let model = try model(
            "scene: Catalog\nconventions: {viewModel: transform}\noutputs: [titles: \"[String]\"]\n",
            supportTypes: types)
        #expect(
            [model.disposeBag, model.disposeBagDocLine] == [
                "let disposeBag = DisposeBag()",
                "The bag `AppViewModel` requires; it keeps what the view model subscribes alive.",
            ])
        #expect(
            model.transform?.todoLines.suffix(2) == [
                "Side effects that no output carries are subscribed here with `.disposed(by: disposeBag)`,",
                "the bag `AppViewModel` requires.",
            ])
    }

    /// A base class that holds a `disposeBag` satisfies the protocol's requirement: no second bag overrides it.
    @Test func aBaseClassBagSatisfiesTheAppsProtocol() throws {
        var types = appTypes
        types.requiredDisposeBag = .settable
        let model = try model(
            """
            scene: Catalog
            conventions: {viewModel: transform}
            viewModelBaseClass: BaseViewModel
            outputs: [titles: "[String]"]
            """, supportTypes: types, shape: AppBaseClassShape(holdsDisposeBag: true))
        #expect(model.disposeBag == nil)
    }
}
