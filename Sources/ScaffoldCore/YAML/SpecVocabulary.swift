/// The words a spec and `scaffold.yml` may use: the keys of each of their mappings, and how a boolean may be
/// spelled. The decoders accept exactly these keys and `SpecSchema` lists exactly these, so the JSON Schema an
/// editor checks a spec against cannot drift from what `scaffold` reads. A key added here must be read by its
/// decoder (a test probes every key) and described by `SpecSchema` (its switches are exhaustive).
///
/// The closed choices (`ViewModelConvention`, `InputConvention`, `OutputTrait`, `ServiceMethodKind`,
/// `ServiceNaming`, `CoordinatorNaming`) are their own tables: both the decoder and the schema take their values
/// from `allCases`.
enum SpecVocabulary {
    /// A scene spec.
    enum Scene: String, KeyTable {
        case scene, doc, imports, conventions, arguments, inputs, outputs, actions, state, service, dependencies
        case coordinator
        case kind
        case tracking
        case viewModelBaseClass
        case conformsTo
        case protocolInherits
        case properties
        case methods
        case renamedFrom
        case names
    }

    /// A scene's `tracking:` mapping: the outputs the tracked work feeds.
    enum Tracking: String, KeyTable {
        case activity, errors
    }

    /// A service spec: `service: Name` with its methods, shared by the scenes that list it.
    enum SharedService: String, KeyTable {
        case service, doc, imports, methods
    }

    /// The long form of a state case: `- name: {type:, doc:}`.
    enum Member: String, KeyTable {
        case type, doc, renamedFrom
    }

    /// The long form of a scene's property: `expose: outputs` shows it in the outputs protocol, `expose: state` in
    /// the state protocol.
    enum Property: String, KeyTable {
        case type, doc, renamedFrom
        case expose
    }

    /// The long form of a scene's argument: `default` is the Swift expression its `init` parameters default to,
    /// `expose: true` shows it in the view model's protocol.
    enum Argument: String, KeyTable {
        case type, doc
        case `default`
        case expose
        case renamedFrom
        case inject
    }

    /// The long form of a hand-written scene's argument, under `externalScenes`: its coordinator declares the
    /// default, which lets a route leave the argument out.
    enum ExternalArgument: String, KeyTable {
        case type, doc
        case `default`
    }

    /// The long form of a scene's dependency: `- AnalyticsService: {default: "AnalyticsService()"}`.
    enum Dependency: String, KeyTable {
        case `default`
        case label
        case expose
    }

    /// The long form of an input; `trait` only with the transform convention, but for `trait: relay` and its
    /// `initial` value.
    enum Input: String, KeyTable {
        case type, doc, trait, initial
        case params
        case renamedFrom
    }

    /// The long form of an output.
    enum Output: String, KeyTable {
        case type, doc, trait, initial
        case renamedFrom
    }

    /// The long form of a result case.
    enum ResultCase: String, KeyTable {
        case type, doc, from
        case renamedFrom
        case step
    }

    /// The long form of an action.
    enum Action: String, KeyTable {
        case input, output, doc
        case renamedFrom
    }

    /// A scene's own `service:` mapping.
    enum SceneService: String, KeyTable {
        case name, methods
        case label
    }

    /// The long form of a service method.
    enum Method: String, KeyTable {
        case params, returns, kind, doc
        case renamedFrom
    }

    /// The long form of a view model's synchronous method: a service method without `kind`.
    enum ViewModelMethod: String, KeyTable {
        case params, returns, doc
        case renamedFrom
    }

    /// A scene's `coordinator:` mapping.
    enum Coordinator: String, KeyTable {
        case routes, result
        case type
        case hold
    }

    /// The long form of a route.
    enum Route: String, KeyTable {
        case scene, doc, argument, present, source
        case external, handler
        case method
        case step
        case type
    }

    /// A `conventions:` mapping, in a spec or in `scaffold.yml`.
    enum Conventions: String, KeyTable {
        case viewModel, inputs, outputs, coordinatorInViewModel, transform, present
        case inject
        case navigation
        case initOrder
        case access
    }

    /// The `transform:` options of the conventions.
    enum Transform: String, KeyTable {
        case disposeBag
        case `struct`
        case label
    }

    /// `scaffold.yml`.
    enum Config: String, KeyTable {
        case specs, output, services, templates, tests, conventions, externalScenes, baseCoordinator, naming
        case viewModelBaseClass
        case appServices
        case appCode
        case supportTypes
        case xcode
        case names
    }

    /// The config's `xcode:`: the Xcode file lists every run keeps current.
    enum Xcode: String, KeyTable {
        case inputFileList, outputFileList, projectFolder
    }

    /// The config's `supportTypes:`: the app's own types that replace scaffold's support types.
    enum SupportTypes: String, KeyTable {
        case viewModelType, activityTracker, errorTracker
        case steps
    }

    /// One protocol under the config's `appServices:`, keyed by its name.
    enum AppService: String, KeyTable {
        case imports, methods, property, concrete
    }

    /// The long form of the config's `tests:`.
    enum Tests: String, KeyTable {
        case folder, testableImport
    }

    /// One scene under the config's `externalScenes:`.
    enum ExternalScene: String, KeyTable {
        case coordinator, result, arguments
    }

    /// The long form of the config's `baseCoordinator:`.
    enum BaseCoordinator: String, KeyTable {
        case name, generate
    }

    /// The long form of `viewModelBaseClass:`, in a spec or in the config.
    enum ViewModelBaseClass: String, KeyTable {
        case name, superInit, dependencies
    }

    /// The config's `naming:`.
    enum Naming: String, KeyTable {
        case service, coordinator
    }

    /// How `true` may be written for a setting such as `coordinatorInViewModel`.
    static let trueSpellings = ["true", "True", "TRUE", "yes"]
    /// How `false` may be written.
    static let falseSpellings = ["false", "False", "FALSE", "no"]
    /// The spellings of `false` that `viewModelBaseClass` takes for "no base class": those that cannot be a type
    /// name, which starts with an upper-case letter.
    static let noBaseClassSpellings = ["false", "no"]
}
