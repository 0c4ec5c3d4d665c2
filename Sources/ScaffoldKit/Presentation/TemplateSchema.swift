import Foundation

/// Every key the templates may use, by the object that has it, as `Documentation/TemplateContext.md` documents
/// them: the contract the presentation model's `templateValue`s fulfil, kept as a list so a template can be
/// checked before it renders. `objects` is generated with the `templateValue`s and the documentation's key tables
/// from the template objects' doc comments (`make contract`), so the three cannot drift apart; `TemplateSchemaTests`
/// holds it to the contexts the bundled specs produce.
public enum TemplateSchema {
    /// What a key holds, as the documentation types it.
    public indirect enum KeyType: Hashable, Sendable {
        /// `String`.
        case string
        /// `Bool`.
        case bool
        /// `[String]`.
        case strings
        /// One object, by the title of its section in the documentation.
        case object(String)
        /// A list of objects, by that title.
        case objects(String)
        /// `T?`: `null` when absent.
        case optional(KeyType)

        /// The object whose keys a section on this key sees, nil when it holds none (a string, a flag).
        public var object: String? {
            switch self {
            case .object(let name), .objects(let name): return name
            case .optional(let wrapped): return wrapped.object
            case .string, .bool, .strings: return nil
            }
        }
    }

    /// The object each template that writes a file is rendered with, by template name. `MockClass` is a partial:
    /// it sees the context of the tag that includes it.
    public static let roots: [String: String] = [
        "Scene.generated.swift": "scene", "ViewModel.swift": "scene", "Service.swift": "scene",
        "Coordinator.swift": "scene", "Assembler.swift": "scene", "ViewController.swift": "scene",
        "Mocks.generated.swift": "scene",
        "ViewModelTests.swift": "scene", "BaseCoordinator.generated.swift": "base coordinator",
        "SharedService.generated.swift": "shared service", "SharedService.swift": "shared service",
        "SharedServiceMock.generated.swift": "shared service", "ExtractedProtocol.generated.swift": "shared service",
        "AppServices.generated.swift": "container",
        "AppDependencies.swift": "container", "ViewModelType.generated.swift": "view model protocol",
        "ScenePresentation.generated.swift": "scene presentation", "ActivityTracking.generated.swift": "trackers",
        "NotImplemented.generated.swift": "not implemented", "OffMainThreadOutputs.generated.swift": "watcher",
        "Fixture.swift": "fixture", "SafariPageCoordinator.generated.swift": "safari page", "Flow.swift": "scene",
        "AppStep.generated.swift": "app steps", "SceneCoordinator.generated.swift": "scene coordinator",
        "SceneCoordinatorMock.generated.swift": "scene coordinator",
    ]

    /// The documentation's anchor for `object`'s section: `input function` is `#input-function`.
    public static func anchor(of object: String) -> String {
        object.replacingOccurrences(of: " ", with: "-")
    }
}
