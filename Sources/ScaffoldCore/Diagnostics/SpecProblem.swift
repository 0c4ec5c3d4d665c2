/// Every kind of problem in a spec or the project config, each with the message the user reads.
///
/// Problems with templates are `TemplateProblem`s and problems with the disk `FileSystemProblem`s.
/// Messages say what is wrong and what to do; they are lower-case sentences without a final period,
/// in the style of swiftc's diagnostics.
public enum SpecProblem: Hashable, Sendable, CustomStringConvertible {
    // Reading files
    case fileTooLarge(bytes: Int, limit: Int)
    case notUTF8
    case noSpecsInFolder
    case missingFile

    // YAML
    case emptyDocument
    case tabIndentation
    case yamlSyntax(String)
    case yaml(YAMLSyntaxProblem)
    case multipleDocuments
    case duplicateKey(String)
    case aliasExpansionTooLarge(limit: Int)
    case expandedDocumentTooLarge(limit: Int)
    case tooManyNodes(limit: Int)
    case documentTooDeep(limit: Int)
    case tagNotSupported(String)

    // Shape
    case wrongKind(expected: String, found: String)
    case missingKey(String, in: String)
    /// `email String`: a parameter whose type follows its name without the colon.
    case parameterTypeWithoutColon(String, suggestion: String)
    /// `title:String`: a member and its type that YAML reads as one name, no space following the colon.
    case typeWithoutSpaceAfterColon(String, suggestion: String)
    case listItemIndentedUnderItem(item: String, continued: String)
    case unknownKey(String, allowed: [String], suggestion: String?)
    case invalidValue(String, for: String, allowed: [String])
    /// A value one typo away from an allowed one, for the choices that suggest it.
    case misspelledValue(String, for: String, suggestion: String)
    case oneKeyPerItem(found: Int)
    case emptyResult

    // Names
    case emptyName
    case invalidIdentifierCharacter(name: String, scalar: Unicode.Scalar)
    case identifierCannotStartWith(name: String, scalar: Unicode.Scalar)
    case invisibleCharacter(name: String, scalar: Unicode.Scalar)
    case identifierStartsWithDigit(String)
    case keyword(String)
    case notATypeName(String)
    case reservedMemberName(String)
    case memberNameCollision(name: String, kind: String, previousKind: String)
    case duplicateMember(String, kind: String)
    case duplicateCase(String, in: String)
    case duplicateParameter(String, in: String)
    case duplicateMethod(String)
    case duplicateRoute(String)
    case unusableServiceProperty(String, service: String)
    case methodNamedLikeMockProperty(String, owner: String, kind: String)
    case mockPropertyNamedLikeMethod(String, method: String, kind: String)
    case memberNamedLikeInputSubject(String, kind: String, input: String)
    case memberNamedLikeOutputRelay(String, kind: String, output: String)
    case memberNamedLikeDisposeBag(String, kind: String, output: String)
    case memberNamedLikeInputRouteMember(String, kind: String, input: String)
    case renamedFromItself(String, kind: String)
    case renamedFromAMemberName(String, kind: String)
    case renamedFromTwice(String)
    case renamedFromInSharedService(String)
    case fileNameTooLong(file: String, bytes: Int, limit: Int)
    case fileNamesDifferOnlyInCase(String, other: String)
    case servicePropertyTakenInTests(String, service: String, holder: String)
    case outputObserverTakenByAction(String, observer: String, action: String, report: String)
    case memberTestTakenByDayOneTest(String, kind: String, test: String, dayOneTest: String)

    // Properties, methods and parameter lists
    case propertyWithoutType(String)
    case parameterWithTooManyWords(String)
    case unusableArgumentLabel(String)
    case parameterWithoutName(label: String)
    case labelRepeatsParameterName(String)
    case inputParametersWithoutFunctionInputs(String)
    case inputWithTypeAndParameters(String)
    case memberNamedLikeTransformMethod(kind: String)

    // Types
    case invalidType(String)
    case completableReturnsValue(method: String)

    // Cross references
    case unknownOutput(String, suggestion: String?)
    case unknownInput(String, suggestion: String?)
    /// A route names a member that is neither an output nor an input.
    case unknownRouteTrigger(String, suggestion: String?)
    /// A route names both an input and an output (the transform convention keeps them apart) without `source:`.
    case ambiguousRouteSource(String, scene: String)
    /// A route names an action, whose runs start nothing.
    case routeFromAction(String)
    /// A result names an input or action, where it needs an output.
    case memberIsNotAnOutput(String, kind: String)
    case resultTypeMismatch(caseName: String, caseType: String, output: String, outputType: String)
    case routeTargetNotLoaded(String, suggestion: String?)
    case routeTargetHasNoCoordinator(String)
    case duplicateScene(String)
    case sceneNameDiffersOnlyInCase(String, other: String)
    case duplicateService(String)
    case duplicateGeneratedName(String)
    /// A service, or a type generated for it, named like the container scaffold writes for the shared services:
    /// `AppServices` (the generated typealias) or `AppDependencies` (the container skeleton).
    case serviceNamedLikeContainer(String, service: String, isAppProtocol: Bool)
    case unknownDependency(String, suggestion: String?)
    case dependencyIsAScene(String)
    case dependencyIsDeclaredInScene(String, scene: String)
    case duplicateDependency(String)
    case duplicateInitLabel(String, parameter: String, other: String)
    case labelOnServiceSetAfterInit(String)
    /// A dependency's `label` or `default` under `inject: container`, which has no parameter of its own.
    case containedDependencyKey(String, key: String, inject: InjectionConvention)
    case argumentNamedLikeDependencyStructParameter(String)
    case exposedServiceSetAfterInit(String)
    case unknownInitOrderName(String, parameters: [String], suggestion: String?)
    case initOrderNameRepeated(String, parameter: String)
    case initOrderMissesParameters([String])
    case initOrderListInConfig
    case outputValueInTransform(String, convention: ViewModelConvention, isArgument: Bool)
    case outputValueWithoutOutputs(String, isArgument: Bool)
    case stateValueInTransform(String, convention: ViewModelConvention, isArgument: Bool)
    case statePropertyIsStateOutput(String)
    case sceneAndServiceShareName(String)
    case serviceNameDiffersOnlyInCase(String, other: String)
    case externalSceneHasSpec(String)
    case appServiceHasSpec(String)
    case appServiceIsGenerated(String)
    /// Two shared services held in one property of the container and of the view models that take both.
    case servicesShareProperty(property: String, service: String, other: String)
    case implausibleSuperInit(String)
    case moduleSelectorNeedsNewerSwift(String)
    case typeDeclaredNowhere(String, suggestion: String)
    case viewModelBaseClassIsGenerated(String)
    case viewModelBaseClassIsAProtocol(String, module: String)
    case duplicateConformance(String, key: String = "conformsTo")
    case conformanceIsGenerated(String, key: String = "conformsTo")
    case conformanceIsBaseClass(String, key: String = "conformsTo")
    /// `protocolInherits` under a convention without a generated view model protocol.
    case inheritedProtocolsWithoutProtocol(String)
    case conformanceIsForeignGeneratedType(String)
    case memberNamedLikeBaseClassMember(String, baseClass: String)

    // Name patterns (`names:`)
    case unclosedNamePlaceholder(String)
    case unopenedNamePlaceholder(String)
    case unknownNamePlaceholder(String, allowed: [String], suggestion: String?)
    case namePlaceholderNotAllowed(String, key: String, allowed: [String])
    indirect case invalidNamePattern(String, key: String, problem: SpecProblem)
    case namePatternWithoutScene(String, key: String)
    case duplicatePatternedName(String, pattern: String)

    // Arguments
    case argumentWithoutType(String)
    case argumentNamedLikeCoordinatorMember(String)
    case argumentWithoutValue(String, type: String)
    case routeNamedLikeCoordinatorMember(String, source: RouteSource = .output)
    case routeToUnknownSceneNeedsDeclaration(String, scene: String)
    /// `- openHelp: {external: safari, scene: Help}`: a route that names two places to go.
    case routeWithSeveralDestinations(String, keys: String)
    /// `- openHelp: {external: safari}` from an output that carries no URL.
    case externalDestinationNeedsURL(route: String, destination: String, payload: String, source: RouteSource)
    /// `present:` or `argument:` on a route that starts no scene.
    case destinationRouteKeyNeedsScene(key: String, route: String)
    /// `handler: start`: a handler named like a member the coordinator already has.
    case handlerNamedLikeCoordinatorMember(String)
    /// `handler: value`: a handler named like the route's value, which hides the method where it is called.
    case handlerNamedLikeRouteValue(String)
    /// Two routes with `handler:` of one name, which would declare the method twice.
    case duplicateHandler(String)
    /// `external:` or `handler:` in a navigation style that starts scenes only (`navigation: rxflow`).
    case destinationRouteInNavigation(String, navigation: String)
    case routeCarriesNothingForArguments(route: String, scene: String, arguments: String, source: RouteSource = .output)
    case routePayloadUnlikeArgument(
        route: String, payload: String, scene: String, argument: String, source: RouteSource = .output)
    case routePayloadForSceneWithoutArguments(
        route: String, payload: String, scene: String, source: RouteSource = .output)
    case routeNeedsArgumentChoice(route: String, scene: String, arguments: String, source: RouteSource = .output)
    case routeTupleUnlikeArguments(
        route: String, element: String, scene: String, argument: String, arguments: String,
        source: RouteSource = .output)
    case unknownArgument(String, scene: String, suggestion: String?)
    case argumentLeftWithoutValue(String, route: String, scene: String, source: RouteSource = .output)
    case routeArgumentWithoutArguments(route: String, scene: String)
    case presentationOfHandWrittenScene(String)

    // The transform convention
    case transformOptionsWithoutTransform
    /// A spec's `transform: {label:}` that differs from the project's, whose one `ViewModelType` declares the label.
    case transformLabelDiffersFromProject(project: String)
    case transformDisposeBagDiffersFromProject(project: Bool)
    case inputTraitWithoutTransform(inputs: String?)
    case conventionUnusedByTransform(String)
    case coordinatorKeptOutOfTransformViewModel
    case typeShadowedByTransformStruct(String, viewModel: String)

    // The input/output convention
    /// `inputs: function` or `inputs: init` with `viewModel: inputOutput`, whose `Input` holds relays or subjects.
    case inputOutputInputs(String)
    /// A navigation other than coordinators with `viewModel: inputOutput`.
    case inputOutputNavigation(String)
    /// A member named like the `input` or `output` property of an input/output view model.
    case memberNamedLikeInputOutputProperty(String, kind: String)
    case coordinatorMethodClash(String, route: String, resultCase: String)
    case structViewModelWithBaseClass(String)
    case structViewModelWithRelayInput(String)
    case relayOutputHidesTransformInput
    /// Output `input` leads to a step or a scene, which `transform` makes as a constant that hides its parameter.
    case ledOutputHidesTransformInput(leadsTo: String)
    case relay(RelayProblem)
    case rxFlow(RxFlowProblem)
    case access(AccessProblem)
    case initInputs(InitInputsProblem)
    case navigation(NavigationProblem)
    case routeMethod(RouteMethodProblem)
    case codeRoute(CodeRouteProblem)
    case appCoordinator(AppCoordinatorProblem)
    case appStep(AppStepProblem)
    case sceneCoordinator(SceneCoordinatorProblem)
    case publishRelay(PublishRelayProblem)
    case controlTrait(ControlTraitProblem)
    case injectedPropertiesWith(String, reason: String)
    /// `coordinatorInViewModel: property` in a scene of shape `what`, where no generated code sets it after `init`.
    case coordinatorSetAfterInitWith(String, reason: String)
    /// An argument's `inject: property` in a scene of shape `what`, where no generated code sets it after `init`.
    case argumentSetAfterInitWith(argument: String, what: String, reason: String)
    /// An argument set after `init` that writes an `init` label.
    case argumentSetAfterInitWithLabel(argument: String)

    // Tracking
    case emptyTracking
    case unknownTrackedOutput(String, role: String, suggestion: String?)
    case trackedActivityNotBool(output: String, type: String)
    case trackedErrorsOfUnsupportedType(output: String, type: String)
    case trackedOutputTwice(String)
    case trackedOutputIsRelay(String)
    case memberNamedLikeTracker(String, kind: String)
    case typeNamedLikeTracker(String)
    case serviceDeclaresSupportType(String, type: String, role: String)
    /// Scene `SafariPage` in a project with a route to Safari: its coordinator is the generated one's namesake.
    case sceneDeclaresSupportType(String, type: String, role: String)
    case serviceDeclaresImportedType(String, type: String, module: String)
    case sceneDeclaresImportedType(String, type: String, module: String)

    // Scenes that are not screens
    case coordinatorOfNonScreen(kind: String)
    case routeTargetIsNotAScreen(String, kind: String, example: String)

    // Project
    case pathEscapesProject(String)
    case emptySpecsList
    /// A route or result still names an output (or, for a route, an input) by the name it had before `renamedFrom`.
    case outputRenamed(from: String, to: String, kind: String = "output")
    case xcodeFileListExtension(String)
    case xcodeFileListsShareAFile(String)
    case xcodeProjectFolderIsAbsolute(String)
    case xcodeProjectFolderMissing(String)
    case xcodeFileListNotScaffolds(String)
    case damagedLock(String)
    case lockPathOutsideProject(String)
    case lockBaseTooLarge(path: String, bytes: Int, limit: Int)

    // The app's own Swift
    case appCode(AppCodeProblem)

    /// `'expose: outputs' shows 'title' in the outputs protocol, which a transform view model does not have; …`: an
    /// `expose:` that puts a member in a protocol the view model's convention has none of.
    private static func exposedWithoutProtocol(
        _ name: String, exposure: String, place: String, convention: ViewModelConvention, why: String,
        isArgument: Bool
    ) -> String {
        let shape = convention == .inputOutput ? "an input/output" : "a transform"
        // An argument is private unless exposed; a property is a member the screen reads anyway.
        let fix =
            isArgument
            ? "write 'expose: true' instead, which keeps '\(name)' in a read-only member of the view model that the "
                + "view controller reads as 'viewModel.\(name)'"
            : "remove it: '\(name)' is a member of the view model, which the view controller reads as "
                + "'viewModel.\(name)'"
        return "'expose: \(exposure)' shows '\(name)' in \(place), which \(shape) view model does not have\(why); "
            + fix
    }

    public var description: String {
        switch self {
        case .fileTooLarge(let bytes, let limit):
            return "spec is \(bytes) bytes, more than the limit of \(limit) bytes; split it into one spec per scene"
        case .notUTF8:
            return "file is not valid UTF-8; save it as UTF-8"
        case .noSpecsInFolder:
            return "folder has no specs (*.yml or *.yaml files)"
        case .missingFile:
            return "no such file or folder"
        case .emptyDocument:
            return "spec is empty; a spec needs at least 'scene: Name'"
        case .tabIndentation:
            return "tab character in indentation; YAML indents with spaces only"
        case .yamlSyntax(let problem):
            return "invalid YAML: \(problem)"
        case .yaml(let problem):
            return "invalid YAML: \(problem)"
        case .multipleDocuments:
            return "spec has more than one YAML document; put each scene in its own file"
        case .duplicateKey(let key):
            return "key '\(key)' appears more than once in this mapping; keep one"
        case .aliasExpansionTooLarge(let limit):
            return "YAML aliases expand to more than \(limit) nodes; remove the aliases (a spec needs none)"
        case .tooManyNodes(let limit):
            return "spec has more than \(limit) YAML nodes; split it into one spec per scene"
        case .expandedDocumentTooLarge(let limit):
            return "YAML aliases expand to more than \(limit) bytes of text; remove the aliases (a spec needs none)"
        case .documentTooDeep(let limit):
            return "YAML nests more than \(limit) levels deep, aliases expanded; a spec needs a few levels"
        case .tagNotSupported(let tag):
            return "YAML tag '\(DisplayText.escaped(tag))' is not supported; remove it (spec values are read as text)"
        case .wrongKind(let expected, let found):
            return "expected \(expected), found \(found)"
        case .missingKey(let key, let context):
            return "missing '\(key)' in \(context)"
        case .parameterTypeWithoutColon(let written, let suggestion):
            return "parameter '\(written)' has no type: a type follows a ':'; did you mean '\(suggestion)'?"
        case .listItemIndentedUnderItem(let item, let continued):
            return "'\(DisplayText.escaped(continued))' is indented deeper than the item above it, so YAML reads it as "
                + "more text of '\(DisplayText.escaped(item))'; indent it exactly as far as that item"
        case .typeWithoutSpaceAfterColon(let written, let suggestion):
            return "'\(DisplayText.escaped(written))' is not a valid Swift identifier: ':' is not allowed; "
                + "YAML reads a ':' without a space after it as part of the name; "
                + "did you mean '\(DisplayText.escaped(suggestion))'?"
        case .unknownKey(let key, let allowed, let suggestion):
            if let suggestion {
                return "unknown key '\(key)'; did you mean '\(suggestion)'?"
            }
            return "unknown key '\(key)'; expected one of: \(allowed.joined(separator: ", "))"
        case .invalidValue(let value, let field, let allowed):
            return "'\(value)' is not a valid \(field); use one of: \(allowed.joined(separator: ", "))"
        case .misspelledValue(let value, let field, let suggestion):
            return "'\(value)' is not a valid \(field); did you mean '\(suggestion)'?"
        case .oneKeyPerItem(let found):
            return "a list item names one member, found a mapping with \(found) keys; "
                + "write each member as its own '- name: ...' item"
        case .emptyResult:
            return "'result' has no cases; omit 'result' for a scene that never finishes"
        case .emptyName:
            return "name is empty"
        case .invalidIdentifierCharacter(let name, let scalar):
            return "'\(DisplayText.escaped(name))' is not a valid Swift identifier: "
                + "'\(DisplayText.scalar(scalar))' is not allowed"
        case .identifierCannotStartWith(let name, let scalar):
            return "'\(DisplayText.escaped(name))' is not a valid Swift identifier: \(DisplayText.codePoint(scalar)) "
                + "cannot start an identifier, only follow another character"
        case .invisibleCharacter(let name, let scalar):
            return "'\(DisplayText.escaped(name))' contains the invisible or text-direction character "
                + "\(DisplayText.codePoint(scalar)); remove it"
        case .identifierStartsWithDigit(let name):
            return "'\(name)' is not a valid Swift identifier: it starts with a digit"
        case .keyword(let name):
            return "'\(name)' is a Swift keyword; choose another name"
        case .notATypeName(let name):
            let suggestion =
                name.first?.isLowercase == true ? ": '\(name.prefix(1).uppercased() + name.dropFirst())'" : ""
            return "'\(name)' is not a type name; start it with an uppercase letter\(suggestion)"
        case .reservedMemberName(let name):
            return "'\(name)' is reserved by the generated view model; choose another name"
        case .memberNameCollision(let name, let kind, let previousKind):
            return "\(kind) '\(name)' has the same name as \(previousKind) '\(name)'; "
                + "names must be unique within a view model"
        case .duplicateMember(let name, let kind):
            return "duplicate \(kind) '\(name)'"
        case .duplicateCase(let name, let context):
            return "duplicate case '\(name)' in \(context)"
        case .duplicateParameter(let name, let method):
            return "duplicate parameter '\(name)' in method '\(method)'"
        case .duplicateMethod(let name):
            return "duplicate service method '\(name)'"
        case .duplicateRoute(let name):
            return "output '\(name)' is routed more than once"
        case .unusableServiceProperty(let property, let service):
            return "the view model would store service '\(service)' in a property named '\(property)', "
                + "a name it cannot use; rename the service"
        case .methodNamedLikeMockProperty(let name, let owner, let kind):
            return "\(kind) '\(name)' has the same name as the mock property '\(name)' generated for \(kind) "
                + "'\(owner)'; rename one of them"
        case .mockPropertyNamedLikeMethod(let property, let method, let kind):
            return "the mock property '\(property)' generated for \(kind) '\(method)' has the same name as "
                + "\(kind) '\(property)'; rename one of them"
        case .memberNamedLikeInputSubject(let name, let kind, let input):
            return "\(kind) '\(name)' has the same name as the private subject that stores the events of "
                + "input '\(input)'; rename one of them"
        case .memberNamedLikeOutputRelay(let name, let kind, let output):
            return "\(kind) '\(name)' has the same name as the private relay that holds the value of relay output "
                + "'\(output)'; rename one of them"
        case .memberNamedLikeDisposeBag(let name, let kind, let output):
            return "\(kind) '\(name)' has the same name as the view model's dispose bag, which keeps the bindings into "
                + "the relay of output '\(output)'; rename the \(kind)"
        case .memberNamedLikeInputRouteMember(let name, let kind, let input):
            return "\(kind) '\(name)' has the same name as the view model member that leads input '\(input)' to "
                + "its route; rename the \(kind)"
        case .renamedFromItself(let name, let kind):
            return "\(kind) '\(name)' is renamed from its own name; remove 'renamedFrom', or write the name it had"
        case .renamedFromAMemberName(let name, let kind):
            return "'renamedFrom: \(name)' names \(kind) '\(name)', which the spec still declares, and renaming would "
                + "reach its uses too; rename that \(kind) first, or remove 'renamedFrom'"
        case .renamedFromTwice(let name):
            return "two members are renamed from '\(name)'; only one of them had that name, so remove the other's "
                + "'renamedFrom'"
        case .renamedFromInSharedService(let method):
            return "'renamedFrom' on method '\(method)' of a shared service is not merged as a rename, since every "
                + "scene that calls it would change; remove it, and rename the calls in the scenes' skeletons"
        case .fileNameTooLong(let file, let bytes, let limit):
            return "the generated file name '\(file)' is \(bytes) bytes long, more than the limit of \(limit) "
                + "(file systems allow 255 bytes, less scaffold's temporary suffix); choose a shorter name"
        case .invalidType(let problem):
            return "invalid type: \(problem)"
        case .completableReturnsValue(let method):
            return "method '\(method)' is completable, so it cannot return a value; remove 'returns' or use kind single"
        case .memberIsNotAnOutput(let name, let kind):
            return "'\(name)' is an \(kind), not an output; a result starts from what the view model emits, "
                + "so declare an output (e.g. '\(name)Done') that the view model emits for '\(name)', and name it here"
        case .outputRenamed(let old, let new, let kind):
            return "\(kind) '\(old)' is now called '\(new)' (its 'renamedFrom:'); write '\(new)' here too"
        case .unknownOutput(let name, let suggestion):
            if let suggestion {
                return "no output named '\(name)'; did you mean '\(suggestion)'?"
            }
            return "no output named '\(name)'; declare it under 'outputs'"
        case .unknownInput(let name, let suggestion):
            if let suggestion {
                return "no input named '\(name)'; did you mean '\(suggestion)'?"
            }
            return "no input named '\(name)'; declare it under 'inputs', or remove 'source: input'"
        case .unknownRouteTrigger(let name, let suggestion):
            if let suggestion {
                return "no output or input named '\(name)'; did you mean '\(suggestion)'?"
            }
            return "no output or input named '\(name)'; declare the input (a tap) or the output that starts the route"
        case .ambiguousRouteSource(let name, let scene):
            return "'\(name)' is both an input and an output, so either could start the route; write "
                + "'\(name): {scene: \(scene), source: input}' (or 'source: output'), or rename one of them"
        case .routeFromAction(let name):
            return "'\(name)' is an action, which starts no route; route from the input that runs it, or from an "
                + "output the view model emits when it succeeds"
        case .resultTypeMismatch(let caseName, let caseType, let output, let outputType):
            return "result case '\(caseName)' carries \(caseType) but output '\(output)' emits \(outputType)"
        case .routeTargetNotLoaded(let scene, let suggestion):
            if let suggestion {
                return
                    "scene '\(scene)' is not among the loaded specs or 'externalScenes'; did you mean '\(suggestion)'?"
            }
            return "scene '\(scene)' is not among the loaded specs; if it is written by hand, declare it under "
                + "'externalScenes' in scaffold.yml"
        case .routeTargetHasNoCoordinator(let scene):
            return "scene '\(scene)' has no coordinator to start; add 'coordinator:' to its spec"
        case .duplicateScene(let scene):
            return "scene '\(scene)' is declared by more than one spec"
        case .servicePropertyTakenInTests(let property, let service, let holder):
            return "the generated test would store service '\(service)' in a property named '\(property)', which "
                + "it uses for \(holder); rename the service"
        case .outputObserverTakenByAction(let output, let observer, let action, let report):
            return "the generated test would record output '\(output)' in '\(observer)', the property that records "
                + "the '\(report)' of action '\(action)'; rename the output"
        case .memberTestTakenByDayOneTest(let name, let kind, let test, let dayOneTest):
            return "the generated test of \(kind) '\(name)' would be named '\(test)', like \(dayOneTest); rename the "
                + kind
        case .propertyWithoutType(let name):
            return "property '\(name)' needs a type; write '\(name): Type'"
        case .parameterWithTooManyWords(let written):
            return "'\(written)' is not a parameter; write 'name: Type', or 'label name: Type' for an argument label "
                + "other than the name ('_ name: Type' for none)"
        case .unusableArgumentLabel(let label):
            return "'\(label)' cannot be an argument label; choose another label, or write '_' for none"
        case .parameterWithoutName(let label):
            return "a parameter needs a name after its label: '\(label) name: Type'; only the label may be '_'"
        case .labelRepeatsParameterName(let name):
            return "the label repeats the parameter name '\(name)', which Swift warns about; write '\(name): Type'"
        case .inputParametersWithoutFunctionInputs(let input):
            return "input '\(input)' lists 'params', which only an input method has; add 'conventions: {inputs: "
                + "function}', or give the input a 'type'"
        case .inputWithTypeAndParameters(let input):
            return "input '\(input)' has both 'type' and 'params'; keep one: the type of its value, or the parameters "
                + "of its method"
        case .memberNamedLikeTransformMethod(let kind):
            return "a \(kind) named 'transform' would clash with the transform convention's 'transform' method; "
                + "choose another name"
        case .fileNamesDifferOnlyInCase(let file, let other):
            return "the service file '\(file)' differs from the scene's file '\(other)' only in case, so one would "
                + "overwrite the other on case-insensitive file systems (macOS, Windows); rename the service"
        case .sceneNameDiffersOnlyInCase(let scene, let other):
            return "scene '\(scene)' differs from scene '\(other)' only in case, so their files would overwrite "
                + "each other on case-insensitive file systems (macOS, Windows); rename one of them"
        case .duplicateService(let service):
            return "service '\(service)' is declared by more than one spec; declare it once in a service spec "
                + "('scaffold new --service \(service)') and list it under 'dependencies' in each scene that uses it"
        case .unknownDependency(let service, let suggestion):
            if let suggestion {
                return "no service spec or 'appServices' entry declares '\(service)'; did you mean '\(suggestion)'?"
            }
            return "no service spec declares '\(service)'; add one with 'scaffold new --service \(service)', or "
                + "declare the app's own protocol under 'appServices' in scaffold.yml"
        case .dependencyIsAScene(let name):
            return "'\(name)' is a scene, not a service; 'dependencies' lists services declared by service specs"
        case .dependencyIsDeclaredInScene(let service, let scene):
            return "service '\(service)' is declared inside scene '\(scene)', so no other scene can use it; move it "
                + "into a service spec of its own ('scaffold new --service \(service)') and list it in both scenes"
        case .duplicateDependency(let service):
            return "dependency '\(service)' is listed more than once; list it once"
        case .duplicateInitLabel(let label, let parameter, let other):
            return "label '\(label)' of '\(parameter)' is also the label of '\(other)' in the view model's init, which "
                + "makes its calls hard to read; choose another label, or '_' for none"
        case .containedDependencyKey(let service, let key, let inject):
            let provider = inject == .container ? "the app's container" : "the caller"
            let instead =
                key == "label"
                ? "remove 'label'" : "remove 'default' and let \(provider) (and the tests' mock) provide it"
            let parameter = SceneSpec.servicesParameter(under: inject) ?? "dependencies"
            return "'\(service)' reaches the view model through its '\(parameter)' ('inject: \(inject.rawValue)'), so "
                + "no init parameter of its own takes its '\(key)'; \(instead), or take the service in init "
                + "('inject: init')"
        case .argumentNamedLikeDependencyStructParameter(let name):
            return "the view model's init takes its services in one parameter '\(name)' ('inject: struct'), so no "
                + "argument can be called or labelled '\(name)'; rename the argument, or give it another 'label'"
        case .exposedServiceSetAfterInit(let service):
            return "'\(service)' is set after init ('inject: property'), so the view model keeps it in an implicitly "
                + "unwrapped var, which no read-only requirement of its type accepts; remove 'expose', or take the "
                + "service in init ('inject: init')"
        case .labelOnServiceSetAfterInit(let service):
            return "'\(service)' is set after init ('inject: property'), so no init parameter takes the label; remove "
                + "'label', or take the service in init ('inject: init')"
        case .unknownInitOrderName(let word, let parameters, let suggestion):
            let start = "'\(word)' in 'initOrder' is not a parameter of the view model's init"
            if let suggestion { return start + "; did you mean '\(suggestion)'?" }
            guard !parameters.isEmpty else { return start + ", which takes none; remove 'initOrder'" }
            return start + "; list its parameters by name: " + parameters.map { "'\($0)'" }.joined(separator: ", ")
        case .initOrderNameRepeated(let word, let parameter):
            let again = word == parameter ? "'\(parameter)' again" : "'\(parameter)' again as '\(word)'"
            return "'initOrder' lists \(again); list each parameter once"
        case .initOrderMissesParameters(let missing):
            let list = missing.map { "'\($0)'" }.joined(separator: ", ")
            return "'initOrder' leaves out \(list) of the view model's init; list every argument and service, in the "
                + "order the init takes them"
        case .outputValueInTransform(let name, let convention, let isArgument):
            return Self.exposedWithoutProtocol(
                name, exposure: "outputs", place: "the outputs protocol", convention: convention,
                why: " (its Output holds streams)", isArgument: isArgument)
        case .stateValueInTransform(let name, let convention, let isArgument):
            return Self.exposedWithoutProtocol(
                name, exposure: "state", place: "a state protocol beside the inputs and outputs protocols",
                convention: convention, why: "", isArgument: isArgument)
        case .statePropertyIsStateOutput(let name):
            return "the state property '\(name)', which shows the values 'expose: state' puts in the state protocol, "
                + "has the name of the output the state machine adds; name it otherwise in 'names' "
                + "(stateProperty: data)"
        case .outputValueWithoutOutputs(let name, let isArgument):
            return "'expose: outputs' shows '\(name)' beside the outputs, but the scene has none; "
                + (isArgument
                    ? "write 'expose: true' to show it in the view model's protocol"
                    : "remove it: a property is shown in the view model's protocol")
        case .initOrderListInConfig:
            return "an 'initOrder' list names one scene's init parameters, so it belongs in that scene's spec; in "
                + "scaffold.yml write 'argumentsFirst' or 'dependenciesFirst'"
        case .sceneAndServiceShareName(let name):
            return "'\(name)' names both a scene and a service; rename one of them"
        case .serviceNameDiffersOnlyInCase(let service, let other):
            return "service '\(service)' differs from service '\(other)' only in case, so their files would "
                + "overwrite each other on case-insensitive file systems (macOS, Windows); rename one of them"
        case .duplicateGeneratedName(let name):
            return "generated type '\(name)' would be declared twice; rename the scene or the service"
        case .serviceNamedLikeContainer(let name, let service, let isAppProtocol):
            let container =
                name == ServiceNames.containerProtocol
                ? "the typealias scaffold generates for the shared services in '\(ServiceNames.containerProtocolFile)' "
                    + "(their provider protocols together, which the app's container conforms to)"
                : "the app's container that scaffold writes for the shared services in '\(ServiceNames.containerFile)'"
            return (service == name ? "'\(name)' is named like " : "'\(service)' makes a type '\(name)', named like ")
                + "\(container); "
                + (isAppProtocol
                    ? "rename the app's protocol, in its Swift and under 'appServices'"
                    : "rename the service")
        case .moduleSelectorNeedsNewerSwift(let name):
            return "app type '\(name)' hides the Action library's '\(name)' in the app's module, so generated code "
                + "writes the library's as 'Action::\(name)', a module selector that needs \(SwiftToolchain.moduleSelectors); "
                + "everything else builds with \(SwiftToolchain.minimum), so rename the app's type to build with that"
        case .typeDeclaredNowhere(let name, let suggestion):
            return "type '\(name)' is declared neither by the app's Swift (appCode) nor by a library scaffold knows; "
                + "did you mean '\(suggestion)'?"
        case .implausibleSuperInit(let call):
            return "'\(DisplayText.escaped(call))' is not a call of the base class's initializer; write one call on "
                + "one line that starts with 'super.init(' and ends with ')', such as 'super.init(provider: provider)'"
        case .viewModelBaseClassIsAProtocol(let name, let module):
            return "'\(name)' is a protocol of \(module), which a view model conforms to and cannot subclass; remove "
                + "'viewModelBaseClass' and write 'conformsTo: [\(name)]'"
        case .duplicateConformance(let name, let key):
            return "protocol '\(name)' is listed more than once in '\(key)'; list it once"
        case .conformanceIsGenerated(let name, let key):
            return "'\(name)' is a protocol scaffold generates for this view model and conforms it to; remove it "
                + "from '\(key)'"
        case .conformanceIsBaseClass(let name, let key):
            return "'\(name)' is the view model's base class, which it subclasses; remove it from '\(key)'"
        case .inheritedProtocolsWithoutProtocol(let convention):
            return "'protocolInherits' needs the view model protocol of 'viewModel: protocols', which "
                + "'viewModel: \(convention)' does not generate; list the protocols under 'conformsTo' instead"
        case .conformanceIsForeignGeneratedType(let name):
            return "'\(name)' is a type scaffold generates for another spec, whose requirements this view model "
                + "does not meet; name a protocol of the app or of a module the spec imports"
        case .unclosedNamePlaceholder(let pattern):
            return "'{' in '\(DisplayText.escaped(pattern))' has no '}'; write a placeholder as '{scene}'"
        case .unopenedNamePlaceholder(let pattern):
            return "'}' in '\(DisplayText.escaped(pattern))' closes no '{'; write a placeholder as '{scene}'"
        case .unknownNamePlaceholder(let word, let allowed, let suggestion):
            let known = allowed.map { "{\($0)}" }.joined(separator: ", ")
            if let suggestion {
                return "unknown placeholder '{\(DisplayText.escaped(word))}'; did you mean '{\(suggestion)}'?"
            }
            return "unknown placeholder '{\(DisplayText.escaped(word))}'; a name pattern may write \(known)"
        case .namePlaceholderNotAllowed(let placeholder, let key, let allowed):
            guard !allowed.isEmpty else {
                return "'\(key)' is a member name, the same in every scene; write it without placeholders"
            }
            return "'\(key)' cannot write '{\(placeholder)}'; it may write "
                + allowed.map { "{\($0)}" }.joined(separator: ", ")
        case .invalidNamePattern(let pattern, let key, let problem):
            return "'\(DisplayText.escaped(pattern))' does not spell a name for '\(key)': \(problem.description)"
        case .duplicatePatternedName(let name, let pattern):
            return
                "generated type '\(name)' would be declared twice; it is spelled by '\(DisplayText.escaped(pattern))' in "
                + "'names': change the pattern or rename the scene"
        case .namePatternWithoutScene(let pattern, let key):
            return "every scene would declare '\(DisplayText.escaped(pattern))': write '{scene}' in '\(key)' here, or "
                + "set this name in one spec's own 'names:'"
        case .memberNamedLikeBaseClassMember(let name, let baseClass):
            return "'\(name)' is a member of '\(baseClass)', the view model's base class, which a view model member "
                + "of that name would override; choose another name"
        case .viewModelBaseClassIsGenerated(let name):
            return "view model base class '\(name)' is a type scaffold generates; name a class of the app, such as "
                + "'NSObject' or its own 'ViewModel'"
        case .appServiceHasSpec(let service):
            return "service '\(service)' is listed in 'appServices' but has a service spec; remove it from "
                + "'appServices' or delete its spec"
        case .servicesShareProperty(let property, let service, let other):
            return "'\(service)' would be held in '\(property)', which already holds '\(other)'; give one of them "
                + "another 'property:' under 'appServices'"
        case .appServiceIsGenerated(let service):
            return "'\(service)' is listed in 'appServices' as the app's protocol, but scaffold generates a type of "
                + "that name; rename the protocol or what generates the type"
        case .externalSceneHasSpec(let scene):
            return "scene '\(scene)' is listed in 'externalScenes' but has a spec; remove it from 'externalScenes' "
                + "or delete its spec"
        case .argumentWithoutType(let name):
            return "argument '\(name)' needs a type; write '\(name): Type'"
        case .argumentNamedLikeCoordinatorMember(let name):
            return "argument '\(name)' has a name the generated coordinator already uses for its own; choose "
                + "another name"
        case .argumentWithoutValue(let name, let type):
            return "argument '\(name)' has the type '\(type)', which holds no value to create the scene with; give it "
                + "a type that does, or remove it"
        case .routeNamedLikeCoordinatorMember(let name, let source):
            return "route '\(name)' becomes a method of the coordinator, which already has a member '\(name)'; rename "
                + "the \(source)"
        case .routeWithSeveralDestinations(let route, let keys):
            return "route '\(route)' names \(keys); a route leads to one place: keep one of them"
        case .externalDestinationNeedsURL(let route, let destination, let payload, let source):
            let carries = payload == "Void" ? "carries no value" : "carries '\(payload)'"
            if source == .code {
                return "route '\(route)' hands its value to 'external: \(destination)', which needs a 'URL', but it "
                    + "\(carries); write 'type: URL', or lead it to a 'handler:' method"
            }
            return "route '\(route)' hands its value to 'external: \(destination)', which needs a 'URL', but the "
                + "\(source) \(carries); make the \(source) a 'URL', or lead it to a 'handler:' method"
        case .destinationRouteKeyNeedsScene(let key, let route):
            return "'\(key)' applies to a route that starts a scene, and route '\(route)' starts none; remove it"
        case .handlerNamedLikeRouteValue(let name):
            return "handler '\(name)' is called where the route's value is named '\(name)', which hides the method; "
                + "choose another name"
        case .handlerNamedLikeCoordinatorMember(let name):
            return "handler '\(name)' becomes a method of the coordinator, which already has a member '\(name)'; "
                + "choose another name"
        case .destinationRouteInNavigation(let route, let navigation):
            return "route '\(route)' leads to no scene, which 'navigation: \(navigation)' cannot start; route it to a "
                + "scene, or open it from the view controller"
        case .duplicateHandler(let name):
            return "handler '\(name)' is named by more than one route; give each route its own handler"
        case .routeToUnknownSceneNeedsDeclaration(let route, let scene):
            return
                "route '\(route)' hands scene '\(scene)' a value or a choice, but no spec says what '\(scene)' takes; "
                + "load its spec, or declare it under 'externalScenes' with its 'arguments'"
        case .routeCarriesNothingForArguments(let route, let scene, let arguments, let source):
            return "scene '\(scene)' is created with \(arguments), but \(source) '\(route)' carries nothing to create "
                + "it with; give the \(source) a type its arguments can be made from, or each argument a 'default'"
        case .routePayloadUnlikeArgument(let route, let payload, let scene, let argument, let source):
            return "\(source) '\(route)' carries '\(payload)', but scene '\(scene)' takes '\(argument)'; make the two "
                + "agree, the \(source)'s type or the argument's"
        case .routePayloadForSceneWithoutArguments(let route, let payload, let scene, let source):
            return "\(source) '\(route)' carries '\(payload)', which scene '\(scene)' has no argument to take; add "
                + "'arguments: [name: \(YAMLScalar.written(payload))]' to its spec, or make the \(source) carry nothing"
        case .routeNeedsArgumentChoice(let route, let scene, let arguments, let source):
            return "scene '\(scene)' takes \(arguments); write which one \(source) '\(route)' fills "
                + "('{scene: \(scene), argument: name}'), or carry a tuple labelled like all of them"
        case .routeTupleUnlikeArguments(let route, let element, let scene, let argument, let arguments, let source):
            return
                "\(source) '\(route)' carries a tuple with \(element) where scene '\(scene)' takes \(argument); label "
                + "and type its elements like the \(arguments), in that order"
        case .unknownArgument(let name, let scene, let suggestion):
            return "scene '\(scene)' has no argument '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .argumentLeftWithoutValue(let argument, let route, let scene, let source):
            return "argument '\(argument)' of scene '\(scene)' gets no value from \(source) '\(route)'; give it a "
                + "'default', make it optional (it is then passed nil), or carry a tuple labelled like all of the "
                + "scene's arguments"
        case .routeArgumentWithoutArguments(let route, let scene):
            return "route '\(route)' names an argument, but scene '\(scene)' takes none; remove 'argument'"
        case .presentationOfHandWrittenScene(let scene):
            return "scene '\(scene)' is written by hand and shows itself; remove 'present', and choose how it "
                + "appears in its own coordinator"
        case .transformOptionsWithoutTransform:
            return "'transform' options apply only to the transform convention; add 'viewModel: transform' to these "
                + "conventions, or remove them"
        case .transformLabelDiffersFromProject(let project):
            return "every transform scene conforms to the project's one 'ViewModelType', whose 'transform' labels its "
                + "input '\(project)'; set 'conventions: {transform: {label: ...}}' in scaffold.yml to change it for "
                + "every scene"
        case .transformDisposeBagDiffersFromProject(let project):
            return "every transform scene conforms to the project's one 'ViewModelType', whose 'transform' "
                + (project ? "takes" : "takes no") + " dispose bag; set 'conventions: {transform: {disposeBag: "
                + (project ? "false" : "true") + "}}' in scaffold.yml to change it for every scene"
        case .inputTraitWithoutTransform(let inputs?):
            return "an input's 'trait' applies only where inputs are fields of 'Input': with 'inputs: init' or the "
                + "transform convention; remove it (the scene's 'inputs: \(inputs)' decides the form of every input), "
                + "or write 'inputs: init'"
        case .inputTraitWithoutTransform(nil):
            return "an input's 'trait' applies only where inputs are fields of 'Input': with 'inputs: init' or the "
                + "transform convention; remove it, or add 'conventions: {inputs: init}' or "
                + "'conventions: {viewModel: transform}'"
        case .conventionUnusedByTransform(let key):
            return "'\(key)' has no effect with 'viewModel: transform', whose inputs are fields of 'Input'; remove it, "
                + "and give an input its own 'trait' to make it other than a Driver"
        case .coordinatorKeptOutOfTransformViewModel:
            return "a transform view model's outputs reach only its view controller, so it calls its coordinator to "
                + "navigate; remove 'coordinatorInViewModel: false'"
        case .inputOutputInputs(let inputs):
            return "'inputs: \(inputs)' does not fit 'viewModel: inputOutput', whose Input holds what the view "
                + "controller writes into; choose 'inputs: publishRelay' (the default), 'subject' or 'observer'"
        case .inputOutputNavigation(let navigation):
            return "'navigation: \(navigation)' does not fit 'viewModel: inputOutput', whose view model calls its "
                + "coordinator; use 'navigation: coordinator', or 'viewModel: transform' for this navigation"
        case .memberNamedLikeInputOutputProperty(let name, let kind):
            return "\(kind) '\(name)' is named like the view model's own '\(name)' property of "
                + "'viewModel: inputOutput'; rename it"
        case .typeShadowedByTransformStruct(let name, let viewModel):
            return "inside '\(viewModel)', '\(name)' names its own '\(name)' struct; write the type with its module "
                + "('App.\(name)'), or rename it"
        case .coordinatorMethodClash(let method, let route, let resultCase):
            return "route '\(route)' and result case '\(resultCase)' both make the coordinator method '\(method)'; "
                + "rename one of them"
        case .structViewModelWithBaseClass(let baseClass):
            return "a struct view model cannot subclass '\(baseClass)'; add 'viewModelBaseClass: false' to the spec "
                + "(and list what the class held under 'dependencies'), or keep a class with "
                + "'conventions: {transform: {struct: false}}'"
        case .relayOutputHidesTransformInput:
            return "'transform' makes relay output 'input' as a constant of that name, which would hide its parameter "
                + "'input'; rename the output"
        case .ledOutputHidesTransformInput(let leadsTo):
            return "'transform' makes output 'input' as a constant of that name and leads it to \(leadsTo), which "
                + "would hide its parameter 'input'; rename the output"
        case .structViewModelWithRelayInput(let input):
            return "input '\(input)' is a relay the view controller writes, state that a struct view model does not "
                + "keep; remove 'trait: relay' and 'initial' to make it a field of 'Input' (read its latest value "
                + "with 'withLatestFrom' in 'transform'), or keep a class with 'conventions: {transform: {struct: "
                + "false}}'"
        case .emptyTracking:
            return "'tracking' names no output; write 'tracking: {activity: isLoading, errors: errorMessage}' with "
                + "outputs of this scene, or remove it"
        case .unknownTrackedOutput(let name, let role, let suggestion):
            let fix = suggestion.map { "did you mean '\($0)'?" } ?? "declare it under 'outputs'"
            return "'tracking.\(role)' names '\(name)', which is not an output of this scene; \(fix)"
        case .trackedActivityNotBool(let output, let type):
            return "output '\(output)' shows tracked activity, which is true while work runs, but emits \(type); "
                + "declare it as '\(output): Bool'"
        case .trackedErrorsOfUnsupportedType(let output, let type):
            return "output '\(output)' shows tracked errors but emits \(type); declare it as '\(output): Error' for "
                + "the errors themselves or '\(output): String' for their localized descriptions ('Error?' and "
                + "'String?' for a binding that takes optionals)"
        case .trackedOutputTwice(let output):
            return "output '\(output)' cannot show both activity and errors; name a Bool output for 'activity' and "
                + "another for 'errors'"
        case .trackedOutputIsRelay(let output):
            return "output '\(output)' is a relay, which holds the values the view model accepts into it, so a tracker "
                + "cannot feed it; remove its 'trait: relay', or track another output"
        case .memberNamedLikeTracker(let name, let kind):
            return "\(kind) '\(name)' has the name of the property that holds the view model's tracker; choose "
                + "another name"
        case .typeNamedLikeTracker(let name):
            return "'\(name)' is the tracker class scaffold generates for 'tracking'; rename this type"
        case .serviceDeclaresSupportType(let service, let type, let role):
            let clash = service == type ? "has the name of" : "would declare '\(type)', the name of"
            return "service '\(service)' \(clash) \(role), which scaffold writes once for the project; rename the "
                + "service"
        case .sceneDeclaresSupportType(let scene, let type, let role):
            return "scene '\(scene)' would declare '\(type)', the name of \(role), which scaffold writes once for the "
                + "project; rename the scene"
        case .sceneDeclaresImportedType(let scene, let type, let module):
            return "scene '\(scene)' would declare '\(type)', the name of a type of \(module) that generated code "
                + "uses, which it would shadow; rename the scene"
        case .serviceDeclaresImportedType(let service, let type, let module):
            let clash = service == type ? "has the name of" : "would declare '\(type)', the name of"
            return "service '\(service)' \(clash) a type of \(module) that generated code uses, which it would "
                + "shadow; rename the service, e.g. '\(service)Service'"
        case .coordinatorOfNonScreen(let kind):
            return "a \(kind) has no coordinator: the view model of the screen that shows it makes it; remove "
                + "'coordinator:' and lead its outputs through that view model, or remove 'kind: \(kind)' to make it "
                + "a screen"
        case .routeTargetIsNotAScreen(let scene, let kind, let example):
            return "scene '\(scene)' is a \(kind), which has no coordinator to start; route to a screen, and show "
                + "the \(kind) through an output of a view model type such as '\(example)'"
        case .pathEscapesProject(let path):
            return "path '\(path)' is outside the project folder; use a path inside it"
        case .damagedLock(let problem):
            return "scaffold.lock is damaged (\(problem)); restore it from version control, "
                + "or delete it and run 'scaffold scene --adopt'"
        case .lockPathOutsideProject(let path):
            return "scaffold.lock names '\(path)', which is not a path scaffold writes: it must lie inside the "
                + "project folder (or an output folder outside it) without '.', '..' or empty parts; the lock was "
                + "edited by hand, so restore it from version control"
        case .lockBaseTooLarge(let path, let bytes, let limit):
            return "scaffold.lock holds a base of \(bytes) bytes for '\(path)', more than the \(limit) a skeleton "
                + "may have; the lock was edited by hand, so restore it from version control"
        case .emptySpecsList:
            return "'specs' is empty; list at least one spec file or folder"
        case .xcodeFileListExtension(let path):
            return "'\(path)' is not an Xcode file list: its name must end in '.xcfilelist', which is what Xcode's "
                + "Run Script phase takes under Input File Lists and Output File Lists"
        case .xcodeProjectFolderIsAbsolute(let path):
            return "'\(path)' is an absolute path, which holds on one machine only; write the folder of the .xcodeproj "
                + "relative to scaffold.yml, such as '..'"
        case .xcodeProjectFolderMissing(let path):
            return "there is no folder '\(path)'; write the folder that holds the .xcodeproj, relative to scaffold.yml"
        case .xcodeFileListNotScaffolds(let path):
            return "'\(path)' exists and scaffold did not write it (its first line is not scaffold's); name another "
                + "file for the list, or delete that one"
        case .xcodeFileListsShareAFile(let path):
            return "the input and output file lists are both '\(path)'; give the output list a name of its own, "
                + "such as 'scaffold-outputs.xcfilelist'"
        case .relay(let problem):
            return problem.description
        case .navigation(let problem):
            return problem.description
        case .routeMethod(let problem):
            return problem.description
        case .codeRoute(let problem):
            return problem.description
        case .appCoordinator(let problem):
            return problem.description
        case .appStep(let problem):
            return problem.description
        case .rxFlow(let problem):
            return problem.description
        case .access(let problem):
            return problem.description
        case .initInputs(let problem):
            return problem.description
        case .sceneCoordinator(let problem):
            return problem.description
        case .publishRelay(let problem):
            return problem.description
        case .controlTrait(let problem):
            return problem.description
        case .injectedPropertiesWith(let what, let reason):
            return "'inject: property' cannot be used with \(what) yet: \(reason); use 'inject: init' for this scene"
        case .coordinatorSetAfterInitWith(let what, let reason):
            return "'coordinatorInViewModel: property' cannot be used with \(what) yet: \(reason); write "
                + "'coordinatorInViewModel: true' in this spec, so that init takes the coordinator"
        case .argumentSetAfterInitWith(let argument, let what, let reason):
            return "argument '\(argument)' cannot be set after init with \(what): \(reason); remove 'inject: "
                + "property' to pass it to init"
        case .argumentSetAfterInitWithLabel(let argument):
            return "argument '\(argument)' is set after init ('inject: property'), so it is no parameter an init "
                + "label could name; remove the label, or 'inject: property'"
        case .appCode(let problem):
            return problem.description
        }
    }
}
