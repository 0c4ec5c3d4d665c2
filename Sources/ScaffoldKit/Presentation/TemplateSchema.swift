import Foundation

/// Every key the templates may use, by the object that has it, as `Documentation/TemplateContext.md` documents
/// them: the contract the presentation model's `templateValue`s fulfil, kept as a list so a template can be
/// checked before it renders. `TemplateSchemaTests` holds it to the documentation and to the contexts the
/// bundled specs produce, so the three cannot drift apart.
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
        "SharedServiceMock.generated.swift": "shared service", "AppServices.generated.swift": "container",
        "AppDependencies.swift": "container", "ViewModelType.generated.swift": "view model protocol",
        "ScenePresentation.generated.swift": "scene presentation", "ActivityTracking.generated.swift": "trackers",
        "NotImplemented.generated.swift": "not implemented", "OffMainThreadOutputs.generated.swift": "watcher",
    ]

    /// The keys of each object, by the title of its section in the documentation.
    public static let objects: [String: [String: KeyType]] = [
        "scene": [
            "specPath": .string,
            "scene": .string,
            "names": .object("names"),
            "docLines": .strings,
            "generatedImports": .strings,
            "viewModelImports": .strings,
            "serviceImports": .strings,
            "coordinatorImports": .strings,
            "viewControllerImports": .strings,
            "assemblerImports": .strings,
            "inputs": .objects("input"),
            "outputs": .objects("output"),
            "actions": .objects("action"),
            "state": .optional(.object("state")),
            "service": .optional(.object("service")),
            "coordinator": .optional(.object("coordinator")),
            "assembler": .optional(.object("assembler")),
            "wording": .object("wording"),
            "sharedDependencies": .optional(.object("shared dependencies")),
            "hasInputs": .bool,
            "hasOutputs": .bool,
            "hasActions": .bool,
            "arguments": .objects("argument"),
            "hasArguments": .bool,
            "dependencies": .objects("dependency"),
            "hasDependencies": .bool,
            "hasInitParameters": .bool,
            "hasInputSetup": .bool,
            "initParameters": .string,
            "wrapsInitParameters": .bool,
            "initParameterLines": .strings,
            "hasInputFunctions": .bool,
            "navigationNotes": .strings,
            "inputBindingHints": .strings,
            "transform": .optional(.object("transform")),
            "viewModelReference": .string,
            "tests": .optional(.object("tests")),
            "viewNoun": .string,
            "conformanceLines": .strings,
            "hasInitSetup": .bool,
            "tracking": .optional(.object("tracking")),
            "rx": .object("library names"),
            "viewModelSuperclass": .optional(.string),
            "superInitCall": .optional(.string),
            "separatesSuperInit": .bool,
            "initKeyword": .string,
            "hasInit": .bool,
            "initInput": .optional(.object("init input")),
            "properties": .objects("property"),
            "hasProperties": .bool,
            "methods": .objects("service method"),
            "hasMethods": .bool,
        ],
        "names": [
            "inputsProtocol": .string,
            "outputsProtocol": .string,
            "actionsProtocol": .string,
            "viewModelProtocol": .string,
            "viewModel": .string,
            "viewController": .string,
            "viewModelTests": .string,
            "state": .optional(.string),
            "service": .optional(.string),
            "serviceProtocol": .optional(.string),
            "serviceMock": .optional(.string),
            "serviceProperty": .optional(.string),
            "coordinator": .optional(.string),
            "coordinationResult": .optional(.string),
            "coordinatorProtocol": .optional(.string),
            "coordinatorMock": .optional(.string),
            "coordinatorProperty": .optional(.string),
            "assembler": .optional(.string),
        ],
        "input": [
            "name": .string,
            "docLines": .strings,
            "requirement": .string,
            "declarationDocLines": .strings,
            "declaration": .string,
            "observerSubject": .optional(.string),
            "function": .optional(.object("input function")),
            "typeName": .string,
        ],
        "input function": [
            "docLines": .strings,
            "signature": .string,
            "body": .string,
        ],
        "output": [
            "name": .string,
            "docLines": .strings,
            "requirement": .string,
            "declaration": .string,
            "binding": .optional(.object("binding")),
            "typeName": .string,
            "isVoid": .bool,
            "source": .string,
            "isRelay": .bool,
        ],
        "binding": [
            "isFirst": .bool,
            "observesOnMainScheduler": .bool,
            "method": .string,
            "rendersState": .bool,
            "expression": .string,
            "startsNavigation": .bool,
        ],
        "action": [
            "name": .string,
            "docLines": .strings,
            "requirement": .string,
            "declaration": .string,
            "expression": .string,
            "isFirstBinding": .bool,
        ],
        "state": [
            "cases": .objects("case")
        ],
        "case": [
            "name": .string,
            "docLines": .strings,
            "declaration": .string,
            "pattern": .string,
            "payloadName": .optional(.string),
            "payloadType": .optional(.string),
        ],
        "service": [
            "methods": .objects("service method"),
            "docLine": .string,
        ],
        "wording": [
            "service": .string,
            "serviceSection": .string,
            "coordinator": .string,
            "coordinatorSection": .string,
        ],
        "service method": [
            "name": .string,
            "docLines": .strings,
            "signature": .string,
            "placeholder": .optional(.string),
            "isFirst": .bool,
        ],
        "property": [
            "name": .string,
            "docLines": .strings,
            "requirement": .string,
            "declaration": .string,
            "placeholder": .string,
        ],
        "member test": [
            "name": .string,
            "testName": .string,
            "call": .string,
            "skipMessage": .string,
        ],
        "argument": [
            "name": .string,
            "type": .string,
            "docLines": .strings,
        ],
        "dependency": [
            "name": .string,
            "type": .string,
            "declaration": .string,
        ],
        "shared dependencies": [
            "typeName": .string,
            "providers": .string,
            "wrapsProviders": .bool,
            "providerLines": .strings,
        ],
        "coordinator": [
            "docLine": .string,
            "baseType": .string,
            "resultEnum": .optional(.object("result enum")),
            "dependenciesType": .optional(.string),
            "keepsDependencies": .bool,
            "initParameters": .string,
            "wrapsInitParameters": .bool,
            "initParameterLines": .strings,
            "viewModelConstruction": .string,
            "wrapsViewModelConstruction": .bool,
            "viewModelArgumentLines": .strings,
            "finishes": .bool,
            "routes": .objects("route"),
            "resultMappings": .objects("result mapping"),
            "hasResultMappings": .bool,
            "mergedResults": .string,
            "unmappedCases": .optional(.string),
            "hasProtocol": .bool,
            "observesRoutes": .bool,
            "finishMethods": .objects("finish method"),
            "finishesThroughMethods": .bool,
            "defaultPresentation": .string,
            "customPresentations": .objects("custom presentation"),
            "hasCustomPresentations": .bool,
            "viewModelFactoryLines": .strings,
            "hasViewModelFactory": .bool,
        ],
        "custom presentation": [
            "method": .string,
            "target": .string,
        ],
        "assembler": [
            "dependenciesType": .optional(.string),
            "hasStoredProperties": .bool,
            "construction": .string,
            "viewModelFactory": .optional(.string),
            "viewControllerFactory": .string,
            "viewModelConstruction": .string,
            "wrapsViewModelConstruction": .bool,
            "viewModelArgumentLines": .strings,
            "viewModelCall": .optional(.string),
            "viewControllerCall": .string,
        ],
        "finish method": [
            "name": .string,
            "docLines": .strings,
            "signature": .string,
            "result": .string,
            "hasPayload": .bool,
            "isFirstMethod": .bool,
        ],
        "transform": [
            "protocolName": .string,
            "signature": .string,
            "call": .string,
            "takesDisposeBag": .bool,
            "inputFields": .objects("field"),
            "outputFields": .objects("field"),
            "hasInputFields": .bool,
            "hasOutputFields": .bool,
            "bindsOutput": .bool,
            "inputPlaceholderLines": .strings,
            "outputPlaceholderLines": .strings,
            "todoLines": .strings,
            "actionBindingHints": .strings,
            "relays": .objects("field"),
            "hasRelays": .bool,
            "relayBindingHints": .strings,
        ],
        "field": [
            "name": .string,
            "docLines": .strings,
            "declaration": .string,
        ],
        "transform tests": [
            "subjectDeclarations": .strings,
            "subjectSetUps": .strings,
            "inputArgumentLines": .strings,
            "hasInputArguments": .bool,
            "transformStatement": .string,
            "outputDeclaration": .optional(.string),
        ],
        "result enum": [
            "cases": .objects("case")
        ],
        "route": [
            "output": .string,
            "target": .string,
            "passesDependencies": .bool,
            "childCoordinator": .string,
            "childResultType": .string,
            "resultAdapter": .string,
            "methodSignature": .string,
            "hasPayload": .bool,
            "isFirstMethod": .bool,
            "valueName": .string,
            "childEndsWhenLeft": .bool,
            "observedStartLines": .strings,
            "calledStartLines": .strings,
            "docLines": .strings,
        ],
        "result mapping": [
            "variable": .string,
            "output": .string,
            "transform": .string,
        ],
        "tests": [
            "testImports": .strings,
            "mockImports": .strings,
            "testableImport": .optional(.string),
            "serviceMock": .optional(.object("mock")),
            "coordinatorMock": .optional(.object("mock")),
            "mockProperties": .objects("mock property"),
            "setUpThrows": .bool,
            "viewModelConstruction": .string,
            "wrapsViewModelConstruction": .bool,
            "viewModelArgumentLines": .strings,
            "transform": .optional(.object("transform tests")),
            "observers": .objects("observer"),
            "inputTests": .objects("input test"),
            "factories": .objects("factory"),
            "activityTest": .optional(.object("activity test")),
            "actionTests": .objects("action test"),
            "initInput": .optional(.object("init input tests")),
            "memberTests": .objects("member test"),
            "mainThreadTest": .optional(.object("main thread test")),
        ],
        "init input": [
            "fields": .objects("field"),
            "hasFields": .bool,
            "placeholderLines": .strings,
            "factoryType": .string,
        ],
        "init input tests": [
            "subjectDeclarations": .strings,
            "subjectSetUps": .strings,
            "inputArgumentLines": .strings,
            "hasInputArguments": .bool,
        ],
        "mock": [
            "name": .string,
            "protocolName": .string,
            "docLine": .string,
            "methods": .objects("mock method"),
        ],
        "mock method": [
            "signature": .string,
            "recorder": .string,
            "record": .string,
            "result": .optional(.string),
            "resultContinuation": .optional(.string),
            "resultProperty": .optional(.string),
        ],
        "mock property": [
            "name": .string,
            "type": .string,
        ],
        "observer": [
            "declaration": .string,
            "setUp": .string,
            "subscription": .string,
        ],
        "input test": [
            "name": .string,
            "testName": .string,
            "valueLine": .optional(.string),
            "value": .string,
            "isVoid": .bool,
            "isFunction": .bool,
            "sink": .string,
            "skipMessage": .string,
            "assertionExample": .optional(.string),
            "relayAccept": .optional(.string),
        ],
        "factory": [
            "name": .string,
            "type": .string,
        ],
        "shared service": [
            "specPath": .string,
            "names": .object("service names"),
            "docLines": .strings,
            "imports": .strings,
            "methods": .objects("service method"),
            "mock": .optional(.object("mock")),
            "mockImports": .strings,
            "testableImport": .optional(.string),
        ],
        "service names": [
            "service": .string,
            "serviceProtocol": .string,
            "mock": .string,
            "property": .string,
            "provider": .string,
        ],
        "container": [
            "services": .objects("contained service"),
            "providers": .string,
            "wrapsProviders": .bool,
            "providerLines": .strings,
            "appProtocols": .objects("contained service"),
            "hasAppProtocols": .bool,
            "initParameters": .string,
            "wrapsInitParameters": .bool,
            "initParameterLines": .strings,
        ],
        "contained service": [
            "property": .string,
            "protocolName": .string,
            "service": .string,
            "provider": .string,
            "isAppProtocol": .bool,
        ],
        "base coordinator": [
            "name": .string,
            "rx": .object("library names"),
        ],
        "library names": Dictionary(uniqueKeysWithValues: LibraryNames.names.map { ($0, KeyType.string) }),
        "scene presentation": [
            "name": .string,
            "rx": .object("library names"),
        ],
        "not implemented": [
            "name": .string
        ],
        "watcher": [
            "name": .string,
            "rx": .object("library names"),
        ],
        "trackers": [
            "activityTracker": .string,
            "errorTracker": .string,
            "rx": .object("library names"),
        ],
        "tracking": [
            "declarations": .strings,
            "todoLines": .strings,
        ],
        "activity test": [
            "name": .string,
            "observer": .string,
        ],
        "main thread test": [
            "name": .string,
            "watcher": .string,
            "watcherLocal": .string,
            "answerLines": .strings,
            "watchLines": .strings,
            "driveLines": .strings,
            "undrivenNotes": .strings,
        ],
        "action test": [
            "name": .string,
            "idleTestName": .string,
            "testName": .string,
            "executingObserver": .string,
            "valueLine": .optional(.string),
            "execute": .string,
            "assertionExamples": .strings,
            "skipMessage": .string,
        ],
        "view model protocol": [
            "name": .string,
            "signature": .string,
            "takesDisposeBag": .bool,
        ],
    ]

    /// The documentation's anchor for `object`'s section: `input function` is `#input-function`.
    public static func anchor(of object: String) -> String {
        object.replacingOccurrences(of: " ", with: "-")
    }
}
