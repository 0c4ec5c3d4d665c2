/// A generated name that `names:` in `scaffold.yml` or in a spec may spell with a pattern, so that scaffold follows
/// the names an app already uses.
public enum NamePatternKey: String, CaseIterable, Hashable, Sendable {
    case viewModel
    case viewModelProtocol
    case inputsProtocol
    case outputsProtocol
    case actionsProtocol
    /// The protocol of plain values the view controller reads now, beside the inputs and outputs (`expose: state`).
    case stateProtocol
    case inputsProperty
    case outputsProperty
    case actionsProperty
    /// The view model's property that shows it as its state protocol.
    case stateProperty
    case viewController
    case viewModelTests
    case state
    case service
    case coordinator
    case coordinatorProtocol
    case coordinatorMock
    case coordinatorProperty
    /// The router protocol the view controller calls with `navigation: viewController`.
    case router
    case coordinationResult
    case dependencies
    case assembler
    /// The step enum a scene's view model emits and its flow answers with `navigation: rxflow`.
    case steps
    /// The case of a step enum that shows a scene.
    case entryStep
    /// The case of a step enum with which a scene ends.
    case resultStep

    /// Whether the name is a type's (upper-case first, one per scene) rather than a view model member's.
    public var namesAType: Bool {
        switch self {
        case .inputsProperty, .outputsProperty, .actionsProperty, .stateProperty, .coordinatorProperty, .entryStep,
            .resultStep:
            return false
        default: return true
        }
    }

    /// The placeholders the key's pattern may write: a member's none; a type's the scene, and the type its default
    /// name is made from; the result step's also a case of the result, which gives each case a step.
    public var placeholders: [NamePlaceholder] {
        switch self {
        case .inputsProperty, .outputsProperty, .actionsProperty, .stateProperty, .coordinatorProperty:
            return []
        case .viewModel, .viewController, .state, .service, .coordinator, .coordinationResult, .dependencies,
            .assembler, .router, .steps, .entryStep:
            return [.scene]
        case .resultStep:
            return [.scene, .resultCase]
        case .viewModelProtocol, .inputsProtocol, .outputsProtocol, .actionsProtocol, .stateProtocol, .viewModelTests:
            return [.scene, .viewModel]
        case .coordinatorProtocol, .coordinatorMock:
            return [.scene, .coordinator]
        }
    }

    /// The pattern scaffold spells the name with when `names:` does not, under the project's `naming:`.
    public func defaultPattern(naming: Naming) -> NamePattern {
        switch self {
        case .viewModel: return NamePattern([.placeholder(.scene), .text("ViewModel")])
        case .viewModelProtocol: return NamePattern([.placeholder(.viewModel), .text("Type")])
        case .inputsProtocol: return NamePattern([.placeholder(.viewModel), .text("InputsType")])
        case .outputsProtocol: return NamePattern([.placeholder(.viewModel), .text("OutputsType")])
        case .actionsProtocol: return NamePattern([.placeholder(.viewModel), .text("ActionsType")])
        case .inputsProperty: return NamePattern([.text("inputs")])
        case .outputsProperty: return NamePattern([.text("outputs")])
        case .actionsProperty: return NamePattern([.text("actions")])
        case .stateProtocol: return NamePattern([.placeholder(.viewModel), .text("StateType")])
        case .stateProperty: return NamePattern([.text("state")])
        case .viewController: return NamePattern([.placeholder(.scene), .text("ViewController")])
        case .viewModelTests: return NamePattern([.placeholder(.viewModel), .text("Tests")])
        case .state: return NamePattern([.placeholder(.scene), .text("State")])
        case .service:
            return NamePattern([.placeholder(.scene), .text(naming.service == .useCase ? "UseCase" : "Service")])
        case .coordinator:
            return NamePattern([
                .placeholder(.scene), .text(naming.coordinator == .navigator ? "Navigator" : "Coordinator"),
            ])
        case .coordinatorProtocol: return NamePattern([.placeholder(.coordinator), .text("Type")])
        case .coordinatorMock: return NamePattern([.placeholder(.coordinator), .text("Mock")])
        case .coordinatorProperty:
            return NamePattern([.text(naming.coordinator == .navigator ? "navigator" : "coordinator")])
        case .coordinationResult: return NamePattern([.placeholder(.scene), .text("CoordinationResult")])
        case .dependencies: return NamePattern([.placeholder(.scene), .text("Dependencies")])
        case .assembler: return NamePattern([.placeholder(.scene), .text("Assembler")])
        case .router: return NamePattern([.placeholder(.scene), .text("Routing")])
        case .steps: return NamePattern([.text("AppStep")])
        case .entryStep: return NamePattern([.placeholder(.scene)])
        case .resultStep: return NamePattern([.placeholder(.scene), .text("Finished")])
        }
    }

    /// Whether `scaffold.yml` may spell the name without a placeholder: the step enum every scene shares, as the
    /// project's one `AppStep`, and a step case each scene's own enum declares (`popIsRequired`).
    public var mayBeShared: Bool { self == .steps || namesAStepCase }

    /// Whether the name is an enum case, spelled with its first letter (or leading acronym) lowered: `{scene}` in
    /// `"{scene}IsRequired"` writes the scene's name as it is, and the case is `recruitmentDetailIsRequired`.
    public var namesAStepCase: Bool { self == .entryStep || self == .resultStep }
}
