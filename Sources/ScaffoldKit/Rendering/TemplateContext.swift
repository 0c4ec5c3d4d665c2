import ScaffoldCore

/// The object a scene template renders: the presentation model as a `TemplateValue` tree, and a JSON
/// form of the same tree for documentation and review.
///
/// Its keys are a public API once users edit templates; `Documentation/TemplateContext.md` lists them.
public enum TemplateContext {
    /// The root object every scene template gets for `model`.
    static func scene(_ model: SceneModel) -> TemplateValue {
        model.templateValue
    }

    /// The root object of `BaseCoordinator.generated.swift`: the class's `name`.
    static func baseCoordinator(named name: String, libraryNames: LibraryNames = LibraryNames()) -> TemplateValue {
        BaseCoordinatorModel(name: name, libraryNames: libraryNames).templateValue
    }

    /// The root object of `ScenePresentation.generated.swift`: the enum's `name`, and how to spell RxSwift's types.
    static func scenePresentation(named name: String, libraryNames: LibraryNames = LibraryNames()) -> TemplateValue {
        ScenePresentationModel(name: name, libraryNames: libraryNames).templateValue
    }

    /// What `ScenePresentation.generated.swift` sees, as JSON like `json(of:)`.
    public static func jsonOfScenePresentation() -> String {
        json(scenePresentation(named: SceneNames.scenePresentation))
    }

    /// The root object of `SafariPageCoordinator.generated.swift`: the class's `name`, the base class it subclasses
    /// and the presentation enum it shows the page with.
    static func safariPage(
        baseCoordinator: String, libraryNames: LibraryNames = LibraryNames()
    ) -> TemplateValue {
        SafariPageModel(
            name: SceneNames.safariPageCoordinator, baseCoordinator: baseCoordinator,
            scenePresentation: SceneNames.scenePresentation, libraryNames: libraryNames
        ).templateValue
    }

    /// What `SafariPageCoordinator.generated.swift` sees, as JSON like `json(of:)`.
    public static func jsonOfSafariPage() -> String {
        json(safariPage(baseCoordinator: "BaseCoordinator"))
    }

    /// The root object of `AppStep.generated.swift`: the project's step enum (`navigation: rxflow`).
    static func appSteps(_ model: AppStepModel) -> TemplateValue {
        model.templateValue
    }

    /// What `AppStep.generated.swift` sees for `model`, as JSON like `json(of:)`.
    public static func json(ofAppSteps model: AppStepModel) -> String {
        json(appSteps(model))
    }

    /// What `SceneCoordinator.generated.swift` and its mock see for `models` and the app's `container`, as JSON like
    /// `json(of:)`; nil when no scene among `models` navigates with the scene coordinator.
    public static func jsonOfSceneCoordinator(_ models: [SceneModel], container: ServiceContainerModel?) -> String? {
        SceneCoordinatorModel(models: models, container: container).map { json($0.templateValue) }
    }

    /// The root object of `NotImplemented.generated.swift`: the error type's `name`.
    static func notImplemented(named name: String) -> TemplateValue {
        NotImplementedModel(name: name).templateValue
    }

    /// What `NotImplemented.generated.swift` sees, as JSON like `json(of:)`.
    public static func jsonOfNotImplemented() -> String {
        json(notImplemented(named: SceneNames.notImplemented))
    }

    /// The root object of `OffMainThreadOutputs.generated.swift`: the watcher class's `name`.
    static func offMainThreadWatcher(libraryNames: LibraryNames = LibraryNames()) -> TemplateValue {
        OffMainThreadWatcherModel(name: SceneNames.offMainThreadWatcher, libraryNames: libraryNames).templateValue
    }

    /// The root object of `Fixture.swift`: one app type's fixture.
    static func fixture(_ model: FixtureModel) -> TemplateValue {
        model.templateValue
    }

    /// What `Fixture.swift` sees for `model`, as JSON like `json(of:)`.
    public static func json(ofFixture model: FixtureModel) -> String {
        json(fixture(model))
    }

    /// What `OffMainThreadOutputs.generated.swift` sees, as JSON like `json(of:)`.
    public static func jsonOfOffMainThreadWatcher() -> String {
        json(offMainThreadWatcher())
    }

    /// The root object of `ActivityTracking.generated.swift`: the names of the two tracker classes, and which of
    /// them the file declares (those the app does not have of its own, `supportTypes`).
    static func tracking(
        supportTypes: SupportTypesSpec = SupportTypesSpec(), libraryNames: LibraryNames = LibraryNames()
    ) -> TemplateValue {
        TrackersModel(
            activityTracker: supportTypes.activityTrackerName, errorTracker: supportTypes.errorTrackerName,
            declaresActivityTracker: supportTypes.activityTracker == nil,
            declaresErrorTracker: supportTypes.errorTracker == nil, libraryNames: libraryNames
        ).templateValue
    }

    /// What `ActivityTracking.generated.swift` sees, as JSON like `json(of:)`.
    public static func jsonOfTracking() -> String {
        json(tracking())
    }

    /// The root object of `ViewModelType.generated.swift`: the protocol's `name`, the `signature` of its
    /// `transform` requirement, and whether that takes a dispose bag (`takesDisposeBag`).
    static func transformViewModelProtocol(_ transform: TransformModel) -> TemplateValue {
        ViewModelProtocolModel(
            name: transform.protocolName, signature: transform.signature, takesDisposeBag: transform.takesDisposeBag,
            properties: transform.inputOutput.map { _ in
                [
                    "var \(SceneNames.inputOutputProperties.input): Input { get }",
                    "var \(SceneNames.inputOutputProperties.output): Output { get }",
                ]
            } ?? []
        ).templateValue
    }

    /// What every scene template sees for `model`, as JSON: keys sorted, two-space indentation, a nil
    /// optional as `null`, one trailing newline. The same model always gives the same bytes.
    public static func json(of model: SceneModel) -> String {
        json(scene(model))
    }

    /// What the templates of a shared service see for `model`, as JSON like `json(of:)`.
    public static func json(of model: SharedServiceModel) -> String {
        json(model.templateValue)
    }

    /// What the templates of the app's container see for `model`, as JSON like `json(of:)`.
    public static func json(of model: ServiceContainerModel) -> String {
        json(model.templateValue)
    }

    /// What `BaseCoordinator.generated.swift` sees for the base class called `name`, as JSON like `json(of:)`.
    public static func jsonOfBaseCoordinator(named name: String) -> String {
        json(baseCoordinator(named: name))
    }

    /// What `ViewModelType.generated.swift` sees for the transform scenes' `transform`, as JSON like `json(of:)`.
    public static func jsonOfTransformViewModelProtocol(_ transform: TransformModel) -> String {
        json(transformViewModelProtocol(transform))
    }

    private static func json(_ value: TemplateValue) -> String {
        var text = ""
        write(value, indentation: "", into: &text)
        return text + "\n"
    }

    private static func write(_ value: TemplateValue, indentation: String, into text: inout String) {
        let inner = indentation + "  "
        switch value {
        case .object(let object):
            guard !object.values.isEmpty else {
                text += "{}"
                return
            }
            text += "{\n"
            let members = zip(object.layout.names, object.values).sorted { $0.0 < $1.0 }
            for (index, (key, member)) in members.enumerated() {
                text += inner + quoted(key) + ": "
                write(member, indentation: inner, into: &text)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indentation + "}"
        case .list(let array):
            guard !array.isEmpty else {
                text += "[]"
                return
            }
            text += "[\n"
            for (index, element) in array.enumerated() {
                text += inner
                write(element, indentation: inner, into: &text)
                text += index == array.count - 1 ? "\n" : ",\n"
            }
            text += indentation + "]"
        case .string(let string):
            text += quoted(string)
        case .bool(let bool):
            text += bool ? "true" : "false"
        case .int(let int):
            text += String(int)
        case .null:
            text += "null"
        }
    }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
