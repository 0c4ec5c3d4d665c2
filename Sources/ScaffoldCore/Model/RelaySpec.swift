/// What an input's or output's `trait:` may say: an RxSwift trait, or `relay` for state read and written by value.
public enum MemberTrait: String, CaseIterable, Hashable, Sendable {
    case observable
    case driver
    case signal
    /// A `BehaviorRelay<T>` with an initial value.
    case relay
    /// A transform view model's `Input` field that is a `PublishRelay<T>`, which the view controller makes and
    /// accepts into, or an `Output` field that `transform` makes and feeds.
    case publishRelay
    /// One input that is a `PublishSubject<T>` among the `PublishRelay`s of `inputs: publishRelay`, as view models
    /// whose inputs end on an error or completion write it; or an output of a protocols view model that its outputs
    /// protocol shows as the `PublishSubject<T>` itself.
    case publishSubject
    /// An output of a protocols view model that its outputs protocol shows as the `BehaviorRelay<T>` itself, which
    /// the screen may write too, where `relay` keeps it private and shows it read-only.
    case behaviorRelay
    /// A transform view model's `Input` field that is RxCocoa's `ControlEvent<T>`, which the view controller fills
    /// from a control's events (`button.rx.tap`).
    case controlEvent
    /// A transform view model's `Input` field that is RxCocoa's `ControlProperty<T>`, which the view controller
    /// fills from a control's property (`textField.rx.text`).
    case controlProperty

    /// Whether an output may say it: the control traits are `Input` fields the view controller fills.
    public var fitsOutputs: Bool { ControlTrait(rawValue: rawValue) == nil }
}

/// `trait: relay` and `initial:` as an input or output writes them; either may be present without the other,
/// which the validator reports.
public struct RelaySpec: Equatable, Sendable {
    /// Where `trait: relay` was written; nil when only `initial` was.
    public var trait: SourceLocation?
    /// The relay's first value: a Swift expression on one line, as written.
    public var initial: Located<String>?
    /// Where `trait: publishRelay` was written; nil when it was not.
    public var publishRelay: SourceLocation? = nil
    /// Where `trait: publishSubject` was written; nil when it was not.
    public var publishSubject: SourceLocation? = nil
    /// Where `trait: behaviorRelay` was written, a relay (`trait` holds the same place) that the outputs protocol
    /// shows as it is; nil when it was not.
    public var behaviorRelay: SourceLocation? = nil
    /// `trait: controlEvent` or `trait: controlProperty` and where it was written; nil when neither was.
    public var control: Located<ControlTrait>? = nil

    public init(trait: SourceLocation? = nil, initial: Located<String>? = nil) {
        self.trait = trait
        self.initial = initial
    }

    /// The expression the relay starts with: `initial`, or `nil` for an optional `type`; nil when there is none.
    public func initialExpression(for type: SwiftType?) -> String? {
        if let initial { return initial.value }
        return type?.isOptional == true ? "nil" : nil
    }
}

extension InputSpec {
    /// Whether the input is a `BehaviorRelay` (`trait: relay`).
    public var isRelay: Bool { relay?.trait != nil }
    /// Whether the input is a transform `Input` field of type `PublishRelay` (`trait: publishRelay`).
    public var isPublishRelayField: Bool { relay?.publishRelay != nil }
    /// Whether the input is a `PublishSubject` among the PublishRelays of `inputs: publishRelay`
    /// (`trait: publishSubject`).
    public var isPublishSubject: Bool { relay?.publishSubject != nil }
    /// The RxCocoa control trait of a transform `Input` field (`trait: controlEvent`, `trait: controlProperty`);
    /// nil for any other input.
    public var controlTrait: ControlTrait? { relay?.control?.value }

    /// The form this input takes in a view model whose inputs follow `convention`: a `trait: publishSubject` input
    /// of `inputs: publishRelay` is a PublishSubject, as with `inputs: subject`.
    public func form(under convention: InputConvention) -> InputConvention {
        convention == .publishRelay && isPublishSubject ? .subject : convention
    }
}

extension OutputSpec {
    /// Whether the output is a `BehaviorRelay` (`trait: relay`).
    public var isRelay: Bool { relay?.trait != nil }
    /// Whether the output is a transform `Output` field of type `PublishRelay` (`trait: publishRelay`), or a
    /// PublishRelay the outputs protocol of a protocols view model shows.
    public var isPublishRelayField: Bool { relay?.publishRelay != nil }
    /// Whether the output is a PublishSubject the outputs protocol shows (`trait: publishSubject`).
    public var isPublishSubject: Bool { relay?.publishSubject != nil }
    /// Whether the output is a BehaviorRelay the outputs protocol shows as it is (`trait: behaviorRelay`).
    public var isBehaviorRelay: Bool { relay?.behaviorRelay != nil }
    /// Where an output says `trait: controlEvent` or `trait: controlProperty`, which the validator refuses; nil when
    /// it does not.
    public var controlTrait: Located<ControlTrait>? { relay?.control }
}
