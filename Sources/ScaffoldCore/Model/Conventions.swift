/// How inputs are exposed on the generated view model.
public enum InputConvention: String, CaseIterable, Hashable, Sendable {
    /// `PublishSubject<T>` properties that callers push into (the "ViewModel done right" layout).
    case subject
    /// `AnyObserver<T>` properties backed by private subjects (the MVVM-C coordinators layout).
    case observer
    /// Methods such as `func reload()` (Kickstarter's inputs/outputs layout).
    case function
    /// Observables the view model receives in `init(input:)`, as in RxSwift's GitHub sign-up example: the view
    /// controller builds them from its controls and makes the view model with a factory its coordinator gives it.
    case initializer = "init"
    /// `PublishRelay<T>` properties that callers `accept` into and that never end (TinyWeather's layout).
    case publishRelay
}

/// How the view model receives its services: the scene's own and its shared `dependencies`.
public enum InjectionConvention: String, CaseIterable, Hashable, Sendable {
    /// `init` parameters, which the coordinator passes.
    case initializer = "init"
    /// Implicitly unwrapped `var` properties that the coordinator (or a DI container such as Swinject) sets right
    /// after `init`; bindings made in `init` read them when an event arrives.
    case property
    /// One `dependencies: any Dependencies` parameter, the view model's `typealias Dependencies` composing the
    /// provider protocols (`HasUserService & HasAnalyticsService`) of its shared services, from which `init` takes
    /// each: the MateeDevs devstack shape, `init(dependencies: Dependencies)`.
    case container
    /// One `dependency: Dependency` parameter, a struct nested in the view model whose `let` fields are its shared
    /// services, from which `init` takes each: `struct Dependency { let userService: any UserServiceType }` and
    /// `init(dependency: Dependency)`, as apps write it without a DI framework.
    case dependencyStruct = "struct"

    /// Whether the view model takes its shared services in one parameter, `container` or `struct`.
    public var holdsServicesInOneParameter: Bool { self == .container || self == .dependencyStruct }
}

/// The RxSwift trait an output is exposed as.
public enum OutputTrait: String, CaseIterable, Hashable, Sendable {
    case observable
    case driver
    case signal
}

/// The project-wide or per-spec choices that change the shape of generated code.
public struct Conventions: Hashable, Sendable {
    public var viewModel: ViewModelConvention
    public var inputs: InputConvention
    public var outputs: OutputTrait
    /// When true the view model receives its coordinator in `init` and calls route methods on it;
    /// when false the coordinator observes the view model's outputs.
    public var coordinatorInViewModel: Bool
    /// With `coordinatorInViewModel: property`, the view model's coordinator is a `weak var` that the coordinator sets
    /// right after making it (`viewModel.coordinator = self`) instead of an `init` parameter, and the view model's
    /// protocol requires it `{ get set }`, as apps write it when a DI container or factory makes their view models.
    public var coordinatorSetAfterInit = false
    /// How a spec writes `coordinatorSetAfterInit`: `coordinatorInViewModel: property`.
    public static let coordinatorSetAfterInitSpelling = "property"
    /// With the transform convention, whether `transform` also takes the view controller's dispose bag:
    /// `transform(_ input: Input, disposeBag: DisposeBag) -> Output`.
    public var transformTakesDisposeBag: Bool
    /// With the transform convention, whether the view model is a `struct` rather than a `final class`
    /// (`transform: {struct: true}`), as sergdort's CleanArchitectureRxSwift writes it.
    public var transformStruct: Bool
    /// How the scenes a route starts appear when the route does not say; nil leaves it to each scene: presented
    /// in a navigation controller when it finishes with a result, pushed otherwise.
    public var present: RoutePresentation?
    /// How the view model receives its services.
    public var inject: InjectionConvention = .initializer
    /// Who starts the scene's routes: its coordinator (the default), its view controller through a router,
    /// RxFlow's flows, or one app-wide scene coordinator.
    public var navigation: NavigationConvention = .coordinator
    /// With the transform convention, the label of `transform`'s input (`transform: {label: _}`); nil for
    /// scaffold's, `input` alone and `_` before a dispose bag.
    public var transformInputLabel: String? = nil
    /// Which come first in the view model's `init`: the scene's arguments (the default) or the services it takes.
    public var initOrder: InitParameterOrder = .argumentsFirst
    /// Whether the scene's types and what other modules call are `public` (`access: public`) or internal.
    public var access: AccessLevel = .internal

    /// How `transform` is declared and called.
    public var transformShape: TransformShape {
        TransformShape(inputLabel: transformInputLabel, takesDisposeBag: transformTakesDisposeBag)
    }

    public init(
        viewModel: ViewModelConvention = .protocols, inputs: InputConvention = .subject,
        outputs: OutputTrait = .observable, coordinatorInViewModel: Bool = false,
        transformTakesDisposeBag: Bool = false, transformStruct: Bool = false,
        present: RoutePresentation? = nil
    ) {
        self.viewModel = viewModel
        self.inputs = inputs
        self.outputs = outputs
        self.coordinatorInViewModel = coordinatorInViewModel
        self.transformTakesDisposeBag = transformTakesDisposeBag
        self.transformStruct = transformStruct
        self.present = present
    }

    /// Whether the view model holds a coordinator that is set after `init` rather than passed to it.
    public var takesCoordinatorAfterInit: Bool {
        coordinatorInViewModel && coordinatorSetAfterInit
    }

    /// Whether `transform(_:disposeBag:)` lends the view model its dispose bag: only a transform view model has a
    /// `transform`, so an input/output one keeps a bag of its own whatever `transform: {disposeBag:}` says.
    public var transformLendsDisposeBag: Bool {
        viewModel == .transform && transformTakesDisposeBag
    }

    /// Whether the view model is a `struct`: a transform view model with `transform: {struct: true}`. A struct keeps
    /// no state of its own beyond what `init` stores, so it has no base class, no relay properties and no `deinit`.
    public var viewModelIsStruct: Bool {
        viewModel == .transform && transformStruct
    }

    /// Whether the view model takes its inputs in `init`, as an `Input` of observables (`inputs: init`); a
    /// transform view model takes its `Input` in `transform` instead, whatever `inputs` says.
    public var takesInputInInit: Bool {
        viewModel != .transform && inputs == .initializer
    }

    /// Whether a transform view model leaves its routes to its view controller (`navigation: viewController`): the
    /// view controller reads them from `transform`'s `Output` or from the `Input` it builds and calls its router, so
    /// the view model holds no coordinator.
    public var routesTransformInViewController: Bool {
        viewModel == .transform && navigation == .viewController
    }

    /// Whether the view controller hands the view model its inputs as observables, in `transform(input:)` or in
    /// `init`: its outputs then reach only the view controller, so the view model calls its coordinator itself, and
    /// its test feeds each input through a subject.
    public var receivesInputsAsObservables: Bool {
        viewModel == .transform || inputs == .initializer
    }

    /// Whether the view model calls its coordinator because its outputs reach only its view controller: a transform
    /// view model, one that takes its inputs in `init`, and an input/output view model, whose `Output` is the view
    /// controller's to bind.
    public var outputsReachOnlyViewController: Bool {
        receivesInputsAsObservables || viewModel == .inputOutput
    }

    /// These conventions with every value set in `overrides` replaced.
    ///
    /// Choosing the transform or the inputOutput convention makes `Driver` the outputs' trait unless the same
    /// overrides name another: such a scene returns Drivers whatever the project's other scenes expose. Choosing
    /// inputOutput likewise makes its inputs PublishRelays unless the same overrides name their kind. The view model
    /// of a transform scene calls its coordinator, since its outputs go to the view controller alone, unless the
    /// view controller starts the routes (`navigation: viewController`) or it emits steps its flow follows
    /// (`navigation: rxflow`); so does one that takes its inputs in `init`, which its view controller makes after its
    /// coordinator has started.
    public func applying(_ overrides: ConventionOverrides) -> Conventions {
        let choosesStructs = overrides.viewModel?.value.nestsInputAndOutput == true
        let choosesInputOutput = overrides.viewModel?.value == .inputOutput
        var resolved = Conventions(
            viewModel: overrides.viewModel?.value ?? viewModel,
            inputs: overrides.inputs?.value ?? (choosesInputOutput ? .publishRelay : inputs),
            outputs: overrides.outputs?.value ?? (choosesStructs ? .driver : outputs),
            coordinatorInViewModel: overrides.coordinatorInViewModel?.value ?? coordinatorInViewModel,
            transformTakesDisposeBag: overrides.transformDisposeBag?.value ?? transformTakesDisposeBag,
            transformStruct: overrides.transformStruct?.value ?? transformStruct,
            present: overrides.present?.value ?? present
        )
        resolved.inject = overrides.inject?.value ?? inject
        resolved.navigation = overrides.navigation?.value ?? navigation
        resolved.transformInputLabel = overrides.transformLabel?.value ?? transformInputLabel
        resolved.initOrder = overrides.initOrder?.value ?? initOrder
        resolved.access = overrides.access?.value ?? access
        // A spec's `coordinatorInViewModel: true` or `false` replaces a project's `property` as a whole.
        resolved.coordinatorSetAfterInit =
            overrides.coordinatorInViewModel == nil
            ? coordinatorSetAfterInit : overrides.coordinatorSetAfterInit?.value == true
        // Under RxFlow the view model emits steps its flow follows and holds no coordinator, whatever its inputs;
        // under a router the view controller starts the routes.
        resolved.coordinatorInViewModel =
            resolved.coordinatorInViewModel
            || resolved.outputsReachOnlyViewController && !resolved.routesTransformInViewController
                && resolved.navigation != .rxflow
        return resolved
    }
}

/// Conventions as written in a config or spec: each one optional, with where it was written.
public struct ConventionOverrides: Equatable, Sendable {
    public var viewModel: Located<ViewModelConvention>?
    public var inputs: Located<InputConvention>?
    public var outputs: Located<OutputTrait>?
    public var coordinatorInViewModel: Located<Bool>?
    /// `coordinatorInViewModel: property`: where `property` is written; `coordinatorInViewModel` is then true there.
    public var coordinatorSetAfterInit: Located<Bool>? = nil
    /// `transform: {disposeBag: true}`.
    public var transformDisposeBag: Located<Bool>?
    /// `transform: {struct: true}`.
    public var transformStruct: Located<Bool>?
    /// `transform: {label: _}`: the label of `transform`'s input.
    public var transformLabel: Located<String>? = nil
    public var present: Located<RoutePresentation>?
    /// `inject: property` or `inject: init`.
    public var inject: Located<InjectionConvention>? = nil
    /// `navigation: coordinator`, `viewController`, `rxflow`, or `sceneCoordinator` (a project choice, an error in
    /// a spec).
    public var navigation: Located<NavigationConvention>? = nil
    /// `initOrder: argumentsFirst` or `dependenciesFirst`.
    public var initOrder: Located<InitParameterOrder>? = nil
    /// `access: public` or `access: internal`.
    public var access: Located<AccessLevel>? = nil
    /// `initOrder: [apiService, theme, router]`: the view model's `init` parameters by name (or label, or a
    /// dependency's service), in the order the spec writes them; a spec's own, where `initOrder` is a list.
    public var initOrderNames: Located<[Located<String>]>? = nil

    public init(
        viewModel: Located<ViewModelConvention>? = nil, inputs: Located<InputConvention>? = nil,
        outputs: Located<OutputTrait>? = nil, coordinatorInViewModel: Located<Bool>? = nil,
        transformDisposeBag: Located<Bool>? = nil, transformStruct: Located<Bool>? = nil,
        present: Located<RoutePresentation>? = nil
    ) {
        self.present = present
        self.viewModel = viewModel
        self.inputs = inputs
        self.outputs = outputs
        self.coordinatorInViewModel = coordinatorInViewModel
        self.transformDisposeBag = transformDisposeBag
        self.transformStruct = transformStruct
    }
}
