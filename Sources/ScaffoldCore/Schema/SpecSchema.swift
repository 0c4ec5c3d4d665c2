/// The JSON Schemas (draft 2020-12) of a spec and of `scaffold.yml`, for editors: completion, help on hover
/// and inline errors while typing.
///
/// Every object lists exactly the keys of its `SpecVocabulary` table, each described through a switch over the
/// table, so a new key cannot be added to the decoder without the schema describing it. Choices come from the
/// same `CaseIterable` enums the decoder reads, names from `SwiftIdentifier`'s ranges and keywords.
///
/// The schema checks what one file says; what needs several files or a type checker (a route to an unknown
/// output, two specs declaring one scene, a malformed type expression) is left to `scaffold validate`.
/// It keeps to keywords draft 7 has too (no `prefixItems`, `unevaluatedProperties` or `$dynamicRef`): YAML
/// language servers that validate as draft 7 then check the same things.
public enum SpecSchema {
    /// The schema of a spec: a scene spec or a service spec.
    public static var spec: JSONValue {
        document(
            title: "scaffold spec",
            description: "A scene spec ('scene: Name': a screen's view model, service and coordinator) or a service "
                + "spec ('service: Name': a service scenes share through 'dependencies'). See scaffold's Documentation/Specs.md.",
            body: [("oneOf", .array([ref("sceneSpec"), ref("serviceSpec")]))],
            definitions: [
                ("sceneSpec", sceneSpec), ("serviceSpec", serviceSpec),
                ("typeName", typeName), ("identifier", identifier), ("moduleName", moduleName),
                ("protocolName", protocolName), ("swiftType", swiftType), ("text", text), ("bool", bool),
                ("conventions", conventions(inSpec: true)),
                ("imports", imports), ("member", member), ("memberDetails", memberDetails),
                ("argument", argument), ("argumentDetails", argumentDetails), ("input", input),
                ("dependency", dependency), ("dependencyDetails", dependencyDetails),
                ("inputDetails", inputDetails), ("output", output), ("outputDetails", outputDetails),
                ("action", action), ("tracking", tracking),
                ("actionDetails", actionDetails), ("sceneService", sceneService), ("methods", methods),
                ("method", method), ("methodDetails", methodDetails), ("parameter", parameter),
                ("coordinator", coordinator), ("route", route), ("routeDetails", routeDetails),
                ("resultCase", resultCase), ("resultCaseDetails", resultCaseDetails),
                ("viewModelBaseClass", viewModelBaseClass),
                ("parameterKey", parameterKey), ("property", property), ("propertyDetails", propertyDetails),
                ("viewModelMethod", viewModelMethod), ("viewModelMethodDetails", viewModelMethodDetails),
                ("names", names(projectWide: false)),
            ])
    }

    /// The schema of `scaffold.yml`.
    public static var config: JSONValue {
        document(
            title: "scaffold.yml",
            description: "scaffold's project settings. Every key is optional; paths are relative to this file and "
                + "must stay inside its folder.",
            body: [("type", .array([.string("object"), .string("null")]))]
                + objectBody(SpecVocabulary.Config.self, property: configProperty),
            definitions: [
                ("typeName", typeName), ("identifier", identifier), ("swiftType", swiftType), ("bool", bool),
                ("path", path), ("conventions", conventions(inSpec: false)), ("tests", tests),
                ("externalScene", externalScene), ("baseCoordinator", baseCoordinator), ("naming", naming),
                ("names", names(projectWide: true)),
                ("text", text), ("externalArgument", externalArgument),
                ("externalArgumentDetails", externalArgumentDetails),
                ("viewModelBaseClass", viewModelBaseClass), ("appService", appService),
                ("appCodePattern", appCodePattern), ("supportTypes", supportTypes), ("xcode", xcode),
                ("imports", imports),
                ("moduleName", moduleName), ("methods", methods), ("method", method), ("methodDetails", methodDetails),
                ("parameter", parameter), ("parameterKey", parameterKey),
            ])
    }

    // MARK: - Specs

    static var sceneSpec: JSONValue {
        var schema = object(
            SpecVocabulary.Scene.self, required: [.scene],
            description: "A scene: a view model with its inputs and outputs, a service and a coordinator."
        ) { key in
            switch key {
            case .scene:
                return ref(
                    "typeName",
                    "Required: the Swift type-name prefix of every type of the scene (XViewModel, "
                        + "XViewController, ...).")
            case .doc: return ref("text", "Documentation: '///' on the view model protocol and class.")
            case .renamedFrom:
                return ref(
                    "typeName",
                    "The scene's name before a rename: the next 'scaffold scene' renames its files, skeletons, tests "
                        + "and routes as 'scaffold rename' does; then it may be removed.")
            case .imports: return ref("imports", "Extra 'import' lines in every file of the scene.")
            case .conventions: return ref("conventions", "Overrides the project's conventions for this scene.")
            case .arguments:
                return list(
                    ref("argument"), unique: true,
                    "Values the scene is created with: init parameters of its view model and coordinator.")
            case .inputs:
                return list(
                    ref("input"), unique: true,
                    "What the screen sends its view model: requirements of XViewModelInputsType, or fields of "
                        + "XViewModel.Input with the transform convention.")
            case .outputs:
                return list(
                    ref("output"), unique: true,
                    "What the view model emits: requirements of XViewModelOutputsType.")
            case .actions:
                return list(
                    ref("action"), unique: true,
                    "Work run on request: Action<Input, Output> (CocoaAction when both are Void).")
            case .state:
                return list(
                    ref("member"), unique: true, "The cases of 'enum XState', which also adds an output 'state'.")
            case .service:
                return ref(
                    "sceneService", "The service only this scene uses: 'protocol <Name>Type' and a 'struct <Name>'.")
            case .dependencies:
                return list(
                    ref("dependency"), unique: true,
                    "Shared services (declared by service specs) the view model receives in its init.")
            case .coordinator:
                return ref(
                    "coordinator", "Where the outputs lead: routes to other scenes, and how this scene finishes.")
            case .kind:
                return choice(
                    SceneKind.self,
                    "What shows the view model: a screen (default: a view controller, and a coordinator if "
                        + "'coordinator' is given), a cell (a row of a list) or a component (a view that is not a "
                        + "screen). A cell or component gets no view controller and no coordinator.")
            case .tracking:
                return ref(
                    "tracking",
                    "Outputs fed by the work the view model tracks: 'activity' (a Bool output, true while "
                        + "tracked work runs) and 'errors' (an Error or String output with each failure).")
            case .conformsTo:
                return list(
                    ref("protocolName"), unique: true,
                    "Protocols of the app or of a module the spec imports that the view model conforms to besides "
                        + "the ones scaffold generates; the app's code meets their requirements.")
            case .protocolInherits:
                return list(
                    ref("protocolName"), unique: true,
                    "Protocols of the app or of a module the spec imports that the generated view model protocol "
                        + "inherits (viewModel: protocols), as 'protocol SearchViewModelType: ThemeProviding'.")
            case .viewModelBaseClass:
                return oneOf([
                    ref("viewModelBaseClass", "The class the view model subclasses; overrides the project's."),
                    .object([
                        (
                            "description",
                            .string("false: the view model subclasses nothing, whatever the project's do.")
                        ),
                        ("enum", .array([.bool(false)] + SpecVocabulary.noBaseClassSpellings.map(JSONValue.string))),
                    ]),
                ])
            case .properties:
                return list(
                    ref("property"), unique: true,
                    "Plain values the view model offers (var name: Type { get }), computed in its skeleton.")
            case .methods:
                return list(
                    ref("viewModelMethod"), unique: true,
                    "Synchronous methods of the view model, with labelled parameters and a return type.")
            case .names:
                return ref("names", "Patterns for this scene's generated names; override the project's 'names'.")
            }
        }
        // Mirrors SpecValidator: only a screen has a coordinator, so a cell's or component's is marked at its key.
        let kind = SpecVocabulary.Scene.kind.rawValue
        let notScreens = JSONValue.object([
            ("enum", .array(SceneKind.allCases.filter { !$0.isScreen }.map { .string($0.rawValue) }))
        ])
        schema.append(
            "if", .object([("required", .array([.string(kind)])), ("properties", .object([(kind, notScreens)]))]))
        schema.append(
            "then",
            .object([("properties", .object([(SpecVocabulary.Scene.coordinator.rawValue, .bool(false))]))]))
        return schema
    }

    static var serviceSpec: JSONValue {
        object(
            SpecVocabulary.SharedService.self, required: [.service],
            description: "A service that scenes share: each scene that needs it lists it under 'dependencies'."
        ) { key in
            switch key {
            case .service: return ref("typeName", "Required: the service's type name, e.g. UserService.")
            case .doc: return ref("text", "Documentation: '///' on the service protocol.")
            case .imports: return ref("imports", "Extra 'import' lines in the service's files.")
            case .methods: return ref("methods", "The service's methods.")
            }
        }
    }

    static var member: JSONValue {
        namedItem(
            value: oneOf([nullValue, ref("swiftType"), ref("memberDetails")]), bare: true,
            "A member: '- name' (carries nothing: Void, or a case without payload), '- name: Type', or "
                + "'- name: {type: Type, doc: text}'.")
    }

    static var memberDetails: JSONValue {
        object(SpecVocabulary.Member.self, description: "A member in long form.") { key in
            switch key {
            case .renamedFrom: return renamedFrom
            case .type: return memberType
            case .doc: return ref("text", "Documentation: the member's '///' comment.")
            }
        }
    }

    static var argument: JSONValue {
        .object([
            (
                "description",
                .string(
                    "An argument: '- name: Type' (User! for one set before use, implicitly unwrapped), "
                        + "'- label name: Type' for another label in the view model's init ('_ name: Type' for none), "
                        + "or '- name: {type: Type, default: expression, expose: true, doc: text}'.")
            ),
            ("type", .string("object")), ("minProperties", .integer(1)), ("maxProperties", .integer(1)),
            ("propertyNames", ref("parameterKey")),
            ("additionalProperties", oneOf([ref("swiftType"), ref("argumentDetails")])),
        ])
    }

    static var argumentDetails: JSONValue {
        object(SpecVocabulary.Argument.self, required: [.type], description: "An argument in long form.") { key in
            switch key {
            case .renamedFrom: return renamedFrom
            case .type: return ref("swiftType", "Required: the argument's Swift type; User! is implicitly unwrapped.")
            case .doc: return ref("text", "Documentation: the argument's '///' comment.")
            case .default: return argumentDefault
            case .expose:
                return oneOf(
                    [ref("bool"), .object([("enum", .array([.string("outputs"), .string("state")]))])],
                    "true: the view model's protocol shows the argument read-only (var name: Type { get }), where "
                        + "it keeps others private; outputs: the outputs protocol shows it, beside the streams; state: "
                        + "the state protocol (names.stateProtocol) shows it, beside the inputs and outputs.")
            case .inject:
                return choice(
                    ArgumentInjection.self,
                    "property: a var of the view model (Type? or Type!, or with its default) that whatever makes the "
                        + "view model sets after init, as a DI container or a flow sets an id; init (default): an "
                        + "init parameter.")
            }
        }
    }

    /// A scene's dependency: a service name, or the name with the instance the view model's `init` defaults to.
    static var dependency: JSONValue {
        oneOf(
            [
                ref("typeName"),
                .object([
                    ("type", .string("object")), ("minProperties", .integer(1)), ("maxProperties", .integer(1)),
                    ("propertyNames", ref("typeName")), ("additionalProperties", ref("dependencyDetails")),
                ]),
            ], "A shared service: '- UserService', or '- UserService: {default: \"UserService()\", label: _}'.")
    }

    static var dependencyDetails: JSONValue {
        object(SpecVocabulary.Dependency.self, description: "A dependency in long form.") { key in
            switch key {
            case .default:
                return .object([
                    (
                        "description",
                        .string(
                            "The Swift expression the view model's init parameter defaults to, so that the scene can "
                                + "be built without the app's container (previews, tests of the view controller).")
                    ),
                    ("type", .string("string")),
                ])
            case .label: return initLabel("The service's label in the view model's init ('_' for none).")
            case .expose:
                return ref(
                    "bool",
                    "true: the view model keeps the service in a read-only member its protocol shows (var name: "
                        + "Type { get }), where it keeps others private.")
            }
        }
    }

    /// A hand-written scene's argument: its coordinator declares what it takes and its defaults.
    static var externalArgument: JSONValue {
        namedItem(
            value: oneOf([ref("swiftType"), ref("externalArgumentDetails")]), bare: false,
            "An argument: '- name: Type' or '- name: {type: Type, default: expression}'.")
    }

    static var externalArgumentDetails: JSONValue {
        object(SpecVocabulary.ExternalArgument.self, required: [.type], description: "An argument in long form.") {
            key in
            switch key {
            case .type: return ref("swiftType", "Required: the argument's Swift type; User! is implicitly unwrapped.")
            case .doc: return ref("text", "Documentation: the argument.")
            case .default: return argumentDefault
            }
        }
    }

    /// `default:` of an argument.
    static var argumentDefault: JSONValue {
        .object([
            (
                "description",
                .string(
                    "The Swift expression the init parameters default to (limit: Int = 20), one line; a route and "
                        + "the test skeleton may then leave the argument out.")
            ),
            ("type", .array(["string", "number", "boolean"].map(JSONValue.string))),
        ])
    }

    static var input: JSONValue {
        namedItem(
            value: oneOf([nullValue, ref("swiftType"), ref("inputDetails")]), bare: true,
            "An input: '- name' (a Void event), '- name: Type', or '- name: {type: Type, doc: text}'.")
    }

    static var inputDetails: JSONValue {
        object(SpecVocabulary.Input.self, description: "An input in long form.") { key in
            switch key {
            case .renamedFrom: return renamedFrom
            case .type: return memberType
            case .doc: return ref("text", "Documentation: the input's '///' comment.")
            case .trait:
                // An input relay is shown as it is already: behaviorRelay is an output's.
                return .object([
                    (
                        "description",
                        .string(
                            "relay: a BehaviorRelay read and written by value, in any convention but inputs: init. "
                                + "With viewModel: transform, the trait of this Input field (default: driver), or "
                                + "publishRelay: a PublishRelay the view controller makes and accepts into, or "
                                + "controlEvent, controlProperty: RxCocoa's ControlEvent or ControlProperty the view "
                                + "controller fills from a control (button.rx.tap, textField.rx.text); with "
                                + "inputs: init, likewise (default: observable) but publishRelay; with inputs: "
                                + "publishRelay, publishSubject: one PublishSubject among the PublishRelays; other "
                                + "conventions refuse the other traits.")
                    ),
                    ("enum", .array(MemberTrait.allCases.filter { $0 != .behaviorRelay }.map { .string($0.rawValue) })),
                ])
            case .initial: return relayInitial
            case .params:
                return list(
                    ref("parameter"), unique: true,
                    "With inputs: function, the input method's parameters instead of 'type' "
                        + "(func select(at index: Int)); several send a tuple.")
            }
        }
    }

    static var output: JSONValue {
        namedItem(
            value: oneOf([nullValue, ref("swiftType"), ref("outputDetails")]), bare: true,
            "An output: '- name', '- name: Type', or '- name: {type: Type, trait: driver, doc: text}'.")
    }

    static var outputDetails: JSONValue {
        object(SpecVocabulary.Output.self, description: "An output in long form.") { key in
            switch key {
            case .renamedFrom: return renamedFrom
            case .type: return memberType
            case .doc: return ref("text", "Documentation: the output's '///' comment.")
            case .trait:
                return choice(
                    MemberTrait.allCases.filter(\.fitsOutputs),
                    "The RxSwift trait of this output, instead of the conventions' one; relay: a BehaviorRelay read "
                        + "and written by value, which an outputs protocol shows read-only; with viewModel: transform, "
                        + "publishRelay: a PublishRelay field of Output that transform makes and feeds; with viewModel: "
                        + "protocols, publishSubject, publishRelay or behaviorRelay: the subject or relay the outputs "
                        + "protocol shows as it is.")
            case .initial: return relayInitial
            }
        }
    }

    /// `initial:` of a relay member.
    /// `renamedFrom:` on a member, an action or a method.
    static var renamedFrom: JSONValue {
        ref(
            "identifier",
            "The name this had before a rename; the next 'scaffold scene' renames it in the skeletons you edited "
                + "(the view model, its view controller, coordinator, service and tests), then it may be removed.")
    }

    static var relayInitial: JSONValue {
        .object([
            (
                "description",
                .string(
                    "With trait: relay, the relay's first value: one Swift expression on one line, such as \"\", 0 "
                        + "or []. Required unless the type is optional (then nil).")
            ),
            ("type", .array([.string("string"), .string("number"), .string("boolean")])),
        ])
    }

    static var action: JSONValue {
        namedItem(
            value: oneOf([nullValue, ref("actionDetails")]), bare: true,
            "An action: '- name' (CocoaAction) or '- name: {input: T, output: U, doc: text}' (Action<T, U>).")
    }

    static var actionDetails: JSONValue {
        object(SpecVocabulary.Action.self, description: "An action's types; each defaults to Void.") { key in
            switch key {
            case .renamedFrom: return renamedFrom
            case .input: return ref("swiftType", "What the action is started with (default Void).")
            case .output: return ref("swiftType", "What the action produces (default Void).")
            case .doc: return ref("text", "Documentation: the action's '///' comment.")
            }
        }
    }

    static var sceneService: JSONValue {
        object(
            SpecVocabulary.SceneService.self,
            description: "The scene's own service: 'protocol <Name>Type' and a 'struct <Name>' skeleton."
        ) { key in
            switch key {
            case .name: return ref("typeName", "The service's type name (default: <Scene>Service).")
            case .methods: return ref("methods", "The service's methods.")
            case .label: return initLabel("The service's label in the view model's init ('_' for none).")
            }
        }
    }

    /// An argument label in the view model's `init`: `_`, or a word Swift takes as a label.
    static func initLabel(_ description: String) -> JSONValue {
        .object([
            ("description", .string(description + " Default: the property's name.")),
            ("type", .string("string")), ("pattern", .string(#"^(_|[A-Za-z_][A-Za-z0-9_]*)$"#)),
            ("not", .object([("enum", .array([.string("inout"), .string("var"), .string("let")]))])),
        ])
    }

    static var methods: JSONValue {
        list(ref("method"), unique: true, "One protocol method per item.")
    }

    static var method: JSONValue {
        namedItem(
            value: oneOf([nullValue, ref("swiftType"), ref("methodDetails")]), bare: true,
            "A method: '- name', '- name: ReturnType', or "
                + "'- name: {params: [label name: Type], returns: Type, kind: single, doc: text}'.")
    }

    static var methodDetails: JSONValue {
        var schema = object(SpecVocabulary.Method.self, description: "A method in long form.") { key in
            switch key {
            case .renamedFrom: return renamedFrom
            case .params: return list(ref("parameter"), unique: true, "The parameters, in order.")
            case .returns:
                return oneOf(
                    [nullValue, ref("swiftType")], "The type of the values the method emits (nothing: Void).")
            case .kind:
                return choice(
                    ServiceMethodKind.self,
                    "The RxSwift type returned: single (default), observable, completable or maybe; sync returns "
                        + "the value itself.")
            case .doc: return ref("text", "Documentation: the method's '///' comment.")
            }
        }
        // Mirrors SpecValidator: a completable method emits no value, so it may not declare one.
        let kind = SpecVocabulary.Method.kind.rawValue
        let returns = SpecVocabulary.Method.returns.rawValue
        let completable = JSONValue.object([("const", .string(ServiceMethodKind.completable.rawValue))])
        let void = JSONValue.object([
            ("type", .string("string")), ("pattern", .string("^\\s*(?:Void|\\(\\s*\\))\\s*$")),
        ])
        let returnsNothing = oneOf([nullValue, void], "A completable method returns no value: remove 'returns'.")
        schema.append(
            "if", .object([("required", .array([.string(kind)])), ("properties", .object([(kind, completable)]))]))
        schema.append("then", .object([("properties", .object([(returns, returnsNothing)]))]))
        return schema
    }

    static var parameter: JSONValue {
        .object([
            ("description", .string("A parameter: 'name: Type', or 'label name: Type' ('_ name: Type' for no label).")),
            ("type", .string("object")), ("minProperties", .integer(1)), ("maxProperties", .integer(1)),
            ("propertyNames", ref("parameterKey")), ("additionalProperties", ref("swiftType")),
        ])
    }

    static var parameterKey: JSONValue {
        .object([
            ("description", .string("A parameter's name, after its argument label when callers write another.")),
            ("type", .string("string")), ("pattern", .string(IdentifierPattern.parameter)),
        ])
    }

    static var property: JSONValue {
        namedItem(
            value: oneOf([ref("swiftType"), ref("propertyDetails")]), bare: false,
            "A property: '- name: Type' or '- name: {type: Type, doc: text}'.")
    }

    static var propertyDetails: JSONValue {
        object(SpecVocabulary.Property.self, required: [.type], description: "A property in long form.") { key in
            switch key {
            case .renamedFrom: return renamedFrom
            case .type: return ref("swiftType", "Required: the property's Swift type.")
            case .doc: return ref("text", "Documentation: the property's '///' comment.")
            case .expose:
                return .object([
                    (
                        "description",
                        .string(
                            "outputs: the outputs protocol shows the property beside the streams, where the view "
                                + "model's protocol shows others; state: the state protocol (names.stateProtocol), "
                                + "which the view model shows as names.stateProperty, beside the inputs and outputs.")
                    ), ("enum", .array([.string("outputs"), .string("state")])),
                ])
            }
        }
    }

    static var viewModelMethod: JSONValue {
        namedItem(
            value: oneOf([nullValue, ref("swiftType"), ref("viewModelMethodDetails")]), bare: true,
            "A view model method: '- name', '- name: ReturnType', or "
                + "'- name: {params: [label name: Type], returns: Type, doc: text}'.")
    }

    static var viewModelMethodDetails: JSONValue {
        object(SpecVocabulary.ViewModelMethod.self, description: "A view model method in long form.") { key in
            switch key {
            case .renamedFrom: return renamedFrom
            case .params: return list(ref("parameter"), unique: true, "The parameters, in order.")
            case .returns: return oneOf([nullValue, ref("swiftType")], "What the method returns (nothing: Void).")
            case .doc: return ref("text", "Documentation: the method's '///' comment.")
            }
        }
    }

    static var tracking: JSONValue {
        var schema = object(
            SpecVocabulary.Tracking.self,
            description: "The outputs that ActivityTracker and ErrorTracker feed; each names an output of the scene."
        ) { key in
            switch key {
            case .activity:
                return ref(
                    "identifier", "A Bool output: true while any request sent through trackActivity(_:) runs.")
            case .errors:
                return ref(
                    "identifier",
                    "An output of Error (each failure) or String (its localizedDescription) from trackError(_:).")
            }
        }
        schema.append("minProperties", .integer(1))
        return schema
    }

    static var coordinator: JSONValue {
        object(
            SpecVocabulary.Coordinator.self, nullable: true,
            description: "The scene's coordinator; without routes or result it only shows the scene."
        ) { key in
            switch key {
            case .routes:
                return list(ref("route"), unique: true, "Each route starts another scene when an output fires.")
            case .result:
                return .object([
                    (
                        "description",
                        .string(
                            "enum XCoordinationResult: how the scene finishes; omit it for a scene "
                                + "that never does.")
                    ),
                    ("type", .string("array")), ("items", ref("resultCase")), ("minItems", .integer(1)),
                    ("uniqueItems", .bool(true)),
                ])
            case .type:
                return ref(
                    "typeName",
                    "The app's own coordinator class, which the view model calls (with coordinatorInViewModel); "
                        + "scaffold writes a protocol of the routes' methods that the class conforms to, and no "
                        + "coordinator.")
            case .hold:
                return choice(
                    CoordinatorHold.self,
                    "With 'type', how the view model keeps the app's class: weak (the default) when something else "
                        + "keeps it, strong when only its view models do.")
            }
        }
    }

    static var route: JSONValue {
        namedItem(
            value: oneOf([ref("typeName"), ref("routeDetails")]), bare: false,
            "A route: '- member: Scene' or '- member: {scene: Scene, doc: text}': the output, or the input (a "
                + "tap), of that name starts SceneCoordinator.")
    }

    static var routeDetails: JSONValue {
        var schema = object(
            SpecVocabulary.Route.self,
            description: "A route in long form: to a scene ('scene'), or to a destination that is not a scene "
                + "('external' or 'handler')."
        ) { key in
            switch key {
            case .scene: return ref("typeName", "The scene the route starts; or 'external' or 'handler' instead.")
            case .external:
                return choice(
                    ExternalDestination.self,
                    "Instead of a scene: hand the route's URL to Safari's view controller (safari), presented over "
                        + "the screen, or to the system to open (open). The output or input must carry a URL.")
            case .handler:
                return ref(
                    "identifier",
                    "Instead of a scene: the name of a method the coordinator's skeleton gets, which you fill in "
                        + "(an alert, a share sheet).")
            case .doc: return ref("text", "Documentation: the route's '///' comment.")
            case .argument:
                return ref(
                    "identifier", "The scene's argument the route's value becomes, when the scene takes several.")
            case .present:
                return choice(
                    RoutePresentation.self,
                    "How the scene's screen appears: push (popped when it finishes), modal, modalInNavigation "
                        + "(dismissed), or custom (a marked method in this coordinator).")
            case .method:
                return .object([
                    (
                        "description",
                        .string(
                            "The name of the route's method where the view model calls its coordinator or the view "
                                + "controller its router, as Swift writes it: 'showProduct', 'showProduct(id:)', "
                                + "'showProduct(_:)', or 'close()' for a route that carries nothing.")
                    ),
                    ("type", .string("string")), ("pattern", .string(IdentifierPattern.methodName)),
                ])
            case .step:
                return stepCase(
                    "With 'navigation: rxflow' and 'supportTypes: {steps:}', the case of the app's step enum the "
                        + "route emits, as Swift writes it: 'taskListIsRequired', 'movieIsPicked(withId:)' (the "
                        + "route's value, labelled), 'show(month:year:)' (a tuple's elements).")
            case .source:
                return choice(
                    RouteSource.self,
                    "Whether the output or the input of the route's name starts it, needed only when the spec has "
                        + "both; or 'code': no member starts it, the view model's or view controller's own code "
                        + "calls its method (only where routes are methods), with the value 'type' says.")
            case .type:
                return ref(
                    "swiftType", "With 'source: code', the type of the value the route's method takes (default Void).")
            }
        }
        schema.append(
            "oneOf",
            .array(
                ["scene", "external", "handler"].map { key in
                    .object([("required", .array([.string(key)]))])
                }))
        return schema
    }

    static var resultCase: JSONValue {
        namedItem(
            value: oneOf([nullValue, ref("swiftType"), ref("resultCaseDetails")]), bare: true,
            "A result case: '- name', '- name: Type', or '- name: {type: Type, from: output}'.")
    }

    static var resultCaseDetails: JSONValue {
        object(SpecVocabulary.ResultCase.self, description: "A result case in long form.") { key in
            switch key {
            case .renamedFrom: return renamedFrom
            case .type: return memberType
            case .doc: return ref("text", "Documentation: the case's '///' comment.")
            case .from:
                return ref("identifier", "The output whose events finish the scene with this case.")
            case .step:
                return stepCase(
                    "With 'navigation: rxflow' and 'supportTypes: {steps:}', the case of the app's step enum the "
                        + "scene ends with as this case: 'userIsLoggedIn', or 'userIsLoggedIn(_:)' with its value.")
            }
        }
    }

    /// `step:` on a route or a result case: a case name with its labels, written as a method name is.
    private static func stepCase(_ description: String) -> JSONValue {
        .object([
            ("description", .string(description)), ("type", .string("string")),
            ("pattern", .string(IdentifierPattern.methodName)),
        ])
    }

    private static var memberType: JSONValue {
        oneOf([nullValue, ref("swiftType")], "The Swift type it carries (nothing: Void).")
    }

    // MARK: - Config

    private static func configProperty(_ key: SpecVocabulary.Config) -> JSONValue {
        switch key {
        case .specs:
            return oneOf(
                [
                    ref("path"),
                    .object([("type", .string("array")), ("items", ref("path")), ("minItems", .integer(1))]),
                ],
                "A spec file or folder, or a list of them (default: Specs).")
        case .output: return ref("path", "Where scenes are written (default: Scenes).")
        case .services:
            return ref("path", "Where shared services and the app's container go (default: Services).")
        case .templates:
            return ref("path", "A folder of *.mustache files that replace built-in templates of the same name.")
        case .tests: return ref("tests", "Where view model tests and mocks go (default: SceneTests).")
        case .conventions: return ref("conventions", "How generated code looks; a spec may override these.")
        case .externalScenes:
            return .object([
                ("description", .string("Scenes written by hand, without a spec, that routes may start.")),
                ("type", .string("object")), ("propertyNames", ref("typeName")),
                ("additionalProperties", oneOf([nullValue, ref("externalScene")])),
            ])
        case .baseCoordinator:
            return ref(
                "baseCoordinator", "The class every generated coordinator subclasses (default: BaseCoordinator).")
        case .naming:
            return ref("naming", "What scenes' own services and coordinators are called, in every scene.")
        case .viewModelBaseClass:
            return ref("viewModelBaseClass", "The class every view model subclasses unless its spec says otherwise.")
        case .appServices:
            return .object([
                (
                    "description",
                    .string(
                        "Protocols the app already has, which scenes may list under 'dependencies': scaffold writes "
                            + "their mocks and their place in AppDependencies, never the protocols.")
                ),
                ("type", .array([.string("object"), .string("null")])), ("propertyNames", ref("typeName")),
                ("additionalProperties", oneOf([nullValue, ref("appService")])),
            ])
        case .appCode:
            return oneOf(
                [
                    nullValue, ref("appCodePattern"),
                    .object([("type", .string("array")), ("items", ref("appCodePattern"))]),
                ],
                "The app's own Swift: folders, files or glob patterns ('App', 'App/**/*.swift'), relative to this "
                    + "file. An app protocol under 'appServices' without 'methods' is read from them.")
        case .supportTypes:
            return ref(
                "supportTypes",
                "The app's own types that generated code uses instead of the support types scaffold writes.")
        case .names:
            return ref("names", "Patterns for every scene's generated names, to follow the names an app already uses.")
        case .xcode:
            return ref(
                "xcode",
                "The Xcode file lists (.xcfilelist) every run keeps current, for a Run Script phase that runs "
                    + "scaffold only when something it reads has changed.")
        }
    }

    static var xcode: JSONValue {
        let fileList = JSONValue.object([("type", .string("string")), ("pattern", .string(#"\.xcfilelist$"#))])
        func described(_ text: String) -> JSONValue {
            guard case .object(let pairs) = fileList else { return fileList }
            return .object([("description", .string(text))] + pairs)
        }
        return object(SpecVocabulary.Xcode.self, description: "The Xcode file lists scaffold writes.") { key in
            switch key {
            case .inputFileList:
                return described("The input file list: the config, the specs and their folders, templates, app code.")
            case .outputFileList:
                return described("The output file list: every file a run writes, and scaffold.lock.")
            case .projectFolder:
                return ref(
                    "path", "The folder of the .xcodeproj (Xcode's SRCROOT), relative to this file (default: .).")
            }
        }
    }

    static var supportTypes: JSONValue {
        object(
            SpecVocabulary.SupportTypes.self, nullable: true,
            description: "The app's own support types; scaffold writes no file for a type named here."
        ) { key in
            switch key {
            case .viewModelType:
                return ref("typeName", "The protocol transform view models conform to (default: ViewModelType).")
            case .activityTracker:
                return ref("typeName", "The class 'tracking: {activity:}' counts work with (default: ActivityTracker).")
            case .errorTracker:
                return ref("typeName", "The class 'tracking: {errors:}' collects errors with (default: ErrorTracker).")
            case .steps:
                return ref(
                    "typeName",
                    "With 'navigation: rxflow', the app's own step enum that every flow scene emits (default: the "
                        + "generated AppStep); routes and result cases name its cases with 'step:'.")
            }
        }
    }

    /// A project-relative folder, file or pattern: not absolute, never through `..`.
    static var appCodePattern: JSONValue {
        .object([
            ("type", .array(["string", "number", "boolean"].map(JSONValue.string))),
            ("pattern", .string(#"^(?!/)(?!(.*/)?\.\.(/|$)).+$"#)),
        ])
    }

    static var appService: JSONValue {
        object(SpecVocabulary.AppService.self, description: "A protocol the app already has.") { key in
            switch key {
            case .imports: return ref("imports", "Extra 'import' lines in its mock.")
            case .methods: return ref("methods", "Its methods, as the app declares them: the mock implements these.")
            case .property:
                return ref(
                    "identifier",
                    "The property that holds it in view models, tests and the container (default: its name in lower "
                        + "camel case, without a final 'Type' or 'Protocol').")
            case .concrete:
                return ref(
                    "bool",
                    "Whether view models hold this app class or struct as it is, without 'any' (default: false): "
                        + "no protocol is extracted and no mock written; tests make it with init().")
            }
        }
    }

    static var tests: JSONValue {
        oneOf(
            [
                ref("path", "The tests folder, or 'none' for no tests."),
                object(SpecVocabulary.Tests.self, description: "The tests folder and import.") {
                    key in
                    switch key {
                    case .folder: return ref("path", "The tests folder, or 'none' for no tests.")
                    case .testableImport:
                        return ref("identifier", "The app module the tests '@testable import'.")
                    }
                },
            ])
    }

    static var externalScene: JSONValue {
        object(SpecVocabulary.ExternalScene.self, description: "A scene written by hand.") { key in
            switch key {
            case .coordinator: return ref("typeName", "Its coordinator class (default: <Scene>Coordinator).")
            case .result: return ref("swiftType", "The type its coordinator finishes with (default: Void).")
            case .arguments:
                return list(
                    ref("externalArgument"), unique: true,
                    "What its coordinator's init takes after rootViewController.")
            }
        }
    }

    static var baseCoordinator: JSONValue {
        oneOf([
            ref("typeName", "The base class's name; scaffold generates it."),
            object(SpecVocabulary.BaseCoordinator.self, description: "The base class.") { key in
                switch key {
                case .name: return ref("typeName", "The base class's name (default: BaseCoordinator).")
                case .generate:
                    return ref("bool", "Whether scaffold writes Support/<name>.generated.swift (default: true).")
                }
            },
        ])
    }

    static var viewModelBaseClass: JSONValue {
        oneOf([
            ref("typeName", "The class's name, such as NSObject; its init() is called."),
            object(
                SpecVocabulary.ViewModelBaseClass.self, required: [.name], description: "The class and its init call."
            ) { key in
                switch key {
                case .name: return ref("typeName", "The class's name, such as ViewModel.")
                case .superInit:
                    return .object([
                        (
                            "description",
                            .string("The call that ends every view model's init (default: super.init()).")
                        ),
                        ("type", .string("string")), ("pattern", .string(#"^super\.init\(.*\)$"#)),
                    ])
                case .dependencies:
                    return list(
                        ref("typeName"), unique: true,
                        "Services every view model takes in its init for superInit to pass on, as if listed under "
                            + "'dependencies'.")
                }
            },
        ])
    }

    static var naming: JSONValue {
        object(SpecVocabulary.Naming.self, description: "The names of the scenes' own services and coordinators.") {
            key in
            switch key {
            case .service:
                return choice(
                    ServiceNaming.self,
                    "service (default): a scene's service without 'name' is <Scene>Service; useCase: <Scene>UseCase.")
            case .coordinator:
                return choice(
                    CoordinatorNaming.self,
                    "coordinator (default): <Scene>Coordinator builds the scene; navigator: <Scene>Navigator shows "
                        + "what <Scene>Assembler builds, and the view model calls it as 'navigator'.")
            }
        }
    }

    /// `names:`; in `scaffold.yml` (`projectWide`) a type's pattern must write a placeholder, or every scene would
    /// declare the same type.
    static func names(projectWide: Bool) -> JSONValue {
        object(
            NamePatternKey.self,
            description: "Generated names, each a pattern of text and placeholders in braces: "
                + "'inputsProtocol: \"{viewModel}Input\"'."
        ) { key in
            let written = key.defaultPattern(naming: Naming()).description
            let placeholders =
                key.placeholders.isEmpty
                ? "no placeholders"
                : "placeholders " + key.placeholders.map { "{\($0.rawValue)}" }.joined(separator: ", ")
            let placeholder = "\\{(" + key.placeholders.map(\.rawValue).joined(separator: "|") + ")\\}"
            let pattern: String
            if key.placeholders.isEmpty {
                pattern = IdentifierPattern.identifier
            } else if projectWide && !key.mayBeShared {
                pattern = "^([A-Za-z0-9_]|\(placeholder))*\(placeholder)([A-Za-z0-9_]|\(placeholder))*$"
            } else {
                pattern = "^([A-Za-z0-9_]|\(placeholder))+$"
            }
            return .object([
                ("description", .string("Default: '\(written)'; \(placeholders).")),
                ("type", .string("string")), ("pattern", .string(pattern)),
            ])
        }
    }

    // MARK: - Shared

    /// The conventions a spec (`inSpec`) or `scaffold.yml` sets; an `initOrder` list is a spec's alone.
    static func conventions(inSpec: Bool) -> JSONValue {
        object(SpecVocabulary.Conventions.self, description: "The shape of generated code.") {
            key in
            switch key {
            case .viewModel:
                return choice(
                    ViewModelConvention.self,
                    "protocols (default): inputs, outputs and actions protocols bound in init; transform: "
                        + "struct Input and struct Output and func transform(input:) -> Output; inputOutput: "
                        + "struct Input of relays or subjects and struct Output, held in let input and let output "
                        + "and bound in init (inputs: publishRelay and outputs: driver by default).")
            case .present:
                return choice(
                    RoutePresentation.self,
                    "How the scenes routes start appear when a route does not say (default: modalInNavigation for a "
                        + "scene with a result, push otherwise).")
            case .navigation:
                return choice(
                    NavigationConvention.self,
                    "Who starts the routes: coordinator (default) a coordinator per scene; viewController: the view "
                        + "controller through a router protocol; rxflow: the view model is an RxFlow Stepper of the "
                        + "project's AppStep and a Flow per scene navigates; sceneCoordinator (scaffold.yml only): one "
                        + "app-wide SceneCoordinator and a Scene enum the view models call.")
            case .initOrder:
                let groups = choice(
                    InitParameterOrder.self,
                    "argumentsFirst (default): the scene's arguments, then its coordinator and services; "
                        + "dependenciesFirst: the coordinator and services first.")
                guard inSpec else { return groups }
                return oneOf(
                    [
                        groups,
                        .object([
                            (
                                "description",
                                .string(
                                    "Every argument and service of the view model's init, by name (or label, or a "
                                        + "dependency's service name), in the order the init takes them.")
                            ),
                            ("type", .string("array")), ("items", ref("identifier")), ("uniqueItems", .bool(true)),
                        ]),
                    ], "The order of the view model's init parameters.")
            case .access:
                return choice(
                    AccessLevel.self,
                    "The access level of what other modules use: internal (default); public: the view model, its "
                        + "Input and Output, transform, steps and init, the service, the result and step enums, the "
                        + "flow and the view controller are public (viewModel: transform with navigation: rxflow).")
            case .inject:
                return choice(
                    InjectionConvention.self,
                    "How the view model receives its services: init (default) as init parameters; property as "
                        + "implicitly unwrapped var properties set after init, as DI containers such as Swinject do; "
                        + "container as one init(dependencies:) parameter whose type composes the shared services' "
                        + "provider protocols (typealias Dependencies = HasUserService & HasAnalyticsService); "
                        + "struct as one init(dependency:) parameter of a struct Dependency nested in the view model, "
                        + "whose fields are the shared services.")
            case .transform:
                return object(SpecVocabulary.Transform.self, description: "Options of viewModel: transform.") {
                    key in
                    switch key {
                    case .disposeBag:
                        return ref(
                            "bool",
                            "false (default): transform(input:) -> Output; true: transform(_:disposeBag:) -> Output. "
                                + "One value for the whole project.")
                    case .struct:
                        return ref(
                            "bool",
                            "false (default): the view model is a final class; true: a struct, which keeps no relay "
                                + "and has no base class.")
                    case .label:
                        return .object([
                            ("type", .string("string")),
                            ("pattern", .string(#"^(_|[A-Za-z_][A-Za-z0-9_]*)$"#)),
                            (
                                "description",
                                .string(
                                    "The label of transform's input: 'input' (default without a dispose bag) makes "
                                        + "transform(input:), '_' (default with one) transform(_:). One value for "
                                        + "the whole project."
                                )
                            ),
                        ])
                    }
                }
            case .inputs:
                return choice(
                    InputConvention.self,
                    "subject (default): PublishSubject<T> properties; observer: AnyObserver<T> properties; "
                        + "function: methods such as func reload(); publishRelay: PublishRelay<T> properties.")
            case .outputs:
                return choice(
                    OutputTrait.self, "The trait of outputs without their own: observable (default), driver, signal.")
            case .coordinatorInViewModel:
                return oneOf(
                    [ref("bool"), .object([("enum", .array([.string("property")]))])],
                    "false (default): the coordinator observes the view model's outputs; true: the view "
                        + "model receives its coordinator in init and calls route methods on it; property: the same, "
                        + "the coordinator set after init (weak var coordinator, { get set } in the view model's "
                        + "protocol).")
            }
        }
    }

    static var typeName: JSONValue {
        name(
            pattern: IdentifierPattern.typeName,
            "A Swift type name: an identifier that starts with an uppercase letter.")
    }

    static var identifier: JSONValue {
        name(pattern: IdentifierPattern.identifier, "A Swift identifier that is not a keyword.")
    }

    static var protocolName: JSONValue {
        .object([
            ("description", .string("A protocol name; 'Module.Protocol' names one of another module.")),
            ("type", .string("string")), ("pattern", .string(IdentifierPattern.protocolName)),
        ])
    }

    static var moduleName: JSONValue {
        .object([
            ("description", .string("A module name; 'Module.Submodule' imports a submodule.")),
            ("type", .string("string")), ("pattern", .string(IdentifierPattern.moduleName)),
        ])
    }

    static var imports: JSONValue {
        .object([("type", .string("array")), ("items", ref("moduleName"))])
    }

    static var swiftType: JSONValue {
        .object([
            (
                "description",
                .string(
                    "A Swift type: String, \"[String: Int]\", Result<User, Error>, User?, "
                        + "(String) -> Void. Quote types that start with [ or {.")
            ),
            ("type", .string("string")), ("minLength", .integer(1)),
        ])
    }

    /// Free text: YAML reads `doc: 42` or `doc: true` as a number or a boolean, and scaffold as the text written.
    static var text: JSONValue {
        .object([("type", .array(["string", "number", "boolean", "null"].map(JSONValue.string)))])
    }

    /// A path: any scalar, which scaffold reads as the text written.
    static var path: JSONValue {
        .object([("type", .array(["string", "number", "boolean"].map(JSONValue.string)))])
    }

    static var bool: JSONValue {
        oneOf([
            .object([("type", .string("boolean"))]),
            .object([
                (
                    "enum",
                    .array((SpecVocabulary.trueSpellings + SpecVocabulary.falseSpellings).map(JSONValue.string))
                )
            ]),
        ])
    }

    // MARK: - Building blocks

    private static let nullValue = JSONValue.object([("type", .string("null"))])

    private static func document(
        title: String, description: String, body: [(key: String, value: JSONValue)],
        definitions: [(key: String, value: JSONValue)]
    ) -> JSONValue {
        .object(
            [
                ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
                ("title", .string(title)), ("description", .string(description)),
            ] + body + [("$defs", .object(definitions))])
    }

    private static func ref(_ definition: String, _ description: String? = nil) -> JSONValue {
        .object([("$ref", .string("#/$defs/\(definition)"))] + described(description))
    }

    private static func described(_ description: String?) -> [(key: String, value: JSONValue)] {
        description.map { [("description", .string($0))] } ?? []
    }

    private static func oneOf(_ schemas: [JSONValue], _ description: String? = nil) -> JSONValue {
        .object(described(description) + [("oneOf", .array(schemas))])
    }

    private static func choice<Choice: CaseIterable & RawRepresentable<String>>(
        _: Choice.Type, _ description: String
    ) -> JSONValue {
        choice(Array(Choice.allCases), description)
    }

    /// A string that is one of `choices`.
    private static func choice<Choice: RawRepresentable<String>>(_ choices: [Choice], _ description: String)
        -> JSONValue
    {
        .object([("description", .string(description)), ("enum", .array(choices.map { .string($0.rawValue) }))])
    }

    /// A list; YAML's empty value (`inputs:`) counts as an empty list.
    private static func list(_ items: JSONValue, unique: Bool, _ description: String) -> JSONValue {
        // Two equal items are always an error (a duplicate member, case, method, route or dependency).
        .object(
            [
                ("description", .string(description)),
                ("type", .array([.string("array"), .string("null")])), ("items", items),
            ] + (unique ? [("uniqueItems", .bool(true))] : []))
    }

    private static func name(pattern: String, _ description: String) -> JSONValue {
        .object([
            ("description", .string(description)), ("type", .string("string")), ("pattern", .string(pattern)),
            ("not", .object([("enum", .array(SwiftIdentifier.keywords.sorted().map(JSONValue.string)))])),
        ])
    }

    /// A list item naming one thing: `- name` (when `bare`), or `- name: value`.
    private static func namedItem(value: JSONValue, bare: Bool, _ description: String) -> JSONValue {
        let keyed = JSONValue.object([
            ("type", .string("object")), ("minProperties", .integer(1)), ("maxProperties", .integer(1)),
            ("propertyNames", ref("identifier")), ("additionalProperties", value),
        ])
        return bare ? oneOf([ref("identifier"), keyed], description) : keyed.prepending("description", description)
    }

    /// A mapping of `Keys`, each described by `property`; `nullable` lets YAML's empty value stand for `{}`.
    private static func object<Keys: KeyTable>(
        _: Keys.Type, required: [Keys] = [], nullable: Bool = false, description: String,
        property: (Keys) -> JSONValue
    ) -> JSONValue {
        let type: JSONValue = nullable ? .array([.string("object"), .string("null")]) : .string("object")
        return .object(
            [("description", .string(description)), ("type", type)]
                + objectBody(Keys.self, property: property)
                + (required.isEmpty ? [] : [("required", .array(required.map { .string($0.rawValue) }))]))
    }

    private static func objectBody<Keys: KeyTable>(
        _: Keys.Type, property: (Keys) -> JSONValue
    ) -> [(key: String, value: JSONValue)] {
        [
            ("properties", .object(Keys.allCases.map { ($0.rawValue, property($0)) })),
            ("additionalProperties", .bool(false)),
        ]
    }
}

extension JSONValue {
    /// Adds `key` at the end of an object.
    fileprivate mutating func append(_ key: String, _ value: JSONValue) {
        guard case .object(let members) = self else { return }
        self = .object(members + [(key, value)])
    }

    /// The object with `key` first.
    fileprivate func prepending(_ key: String, _ value: String) -> JSONValue {
        guard case .object(let members) = self else { return self }
        return .object([(key, .string(value))] + members)
    }
}
