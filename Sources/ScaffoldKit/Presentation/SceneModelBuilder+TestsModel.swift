import ScaffoldCore

extension SceneModelBuilder {
    /// The tests and mocks of a scene whose view-model parts are already built.
    func testsModel(
        folder: String, spec: SceneSpec, names: SceneNames, conventions: Conventions, outputs: [ResolvedOutput],
        coordinator: CoordinatorModel?, transform: TransformModel? = nil
    ) -> TestsModel {
        let extra = spec.imports.map(\.value)
        // The test converts each input's subject to a Driver or Signal field of `Input` with RxCocoa.
        let memberLibraries = libraryNames.modules(usedBy: spec.memberTypes)
        let usesCocoaTraits =
            Self.usesCocoaTraits(outputs) || transform?.hasInputFields == true || memberLibraries.contains("RxCocoa")
            || (conventions.takesInputInInit && spec.inputs.contains { initInputTrait($0) != .observable })
        let uiKit = UIKitTypes.areUsed(by: spec.memberTypes) ? ["UIKit"] : []
        let serviceMock = spec.service.flatMap { self.serviceMock(methods: $0.methods, names: names.table) }
        let coordinatorMock = coordinator.flatMap { coordinator in
            coordinator.hasProtocol ? self.coordinatorMock(coordinator, spec: spec, names: names) : nil
        }

        var mockProperties: [TestPropertyModel] = []
        var factories: [String: ValueFactoryModel] = [:]
        // The scene's arguments get a literal where one exists, else a fixture: one that skips skips every test, as
        // no test has a view model without it. An argument with a default is left to it, as the app leaves it.
        let passedArguments = spec.arguments.filter { $0.defaultValue == nil }
        let argumentValues = passedArguments.map { value(of: $0.type?.value ?? .void, factories: &factories) }
        let passedValues = Dictionary(
            zip(passedArguments, argumentValues).map { argument, made in
                (argument.name.value, made.tryPrefix + made.expression)
            }, uniquingKeysWith: { first, _ in first })
        let setUpThrows = argumentValues.contains { !$0.isLiteral }
        if let coordinatorMock, let property = names.coordinatorProperty {
            mockProperties.append(TestPropertyModel(name: property, type: coordinatorMock.name))
        }
        if Self.navigatesWithSceneCoordinator(conventions) {
            let property = SceneNames.sceneCoordinatorProperty
            mockProperties.append(TestPropertyModel(name: property, type: SceneNames.sceneCoordinatorMock))
        }
        let injected = injectedServices(of: spec, names: names, conventions: conventions)
        for dependency in names.dependencies {
            mockProperties.append(TestPropertyModel(name: dependency.property, type: dependency.mock))
        }
        if let serviceMock, let property = names.serviceProperty {
            mockProperties.append(TestPropertyModel(name: property, type: serviceMock.name))
        }
        let containerMock = containerMock(of: spec, names: names, conventions: conventions)
        let containerValue = containerMock.map { mock in
            let fields = containerMockArguments(of: spec, names: names, conventions: conventions) { $0.property }
            return "\(mock.name)(\(fields.joined(separator: ", ")))"
        }
        // The test builds the view model as the app does, with a mock for each service it can mock.
        let arguments = viewModelInitParameters(
            of: spec, names: names, conventions: conventions, takesCoordinator: coordinatorMock != nil
        ).arguments { role in
            switch role {
            case .input: SceneNames.initInputParameter
            case .argument(let name): passedValues[name]
            case .coordinator: names.coordinatorProperty
            case .sceneCoordinator: SceneNames.sceneCoordinatorProperty
            case .dependency(let property): property
            case .service: serviceMock.flatMap { _ in names.serviceProperty }
            case .container: containerValue
            }
        }

        let takesInputInInit = conventions.takesInputInInit
        let example = names.outputObservers.first.map { "XCTAssertEqual(\($0).events.count, 1)" }
        let inputTests = spec.inputs.map { input in
            var test = inputTest(input, conventions: conventions, names: names, example: example, factories: &factories)
            test.routeCheck = inputRouteCheck(of: input, in: spec, conventions: conventions, names: names)
            return test
        }
        let memberTests = memberTests(spec, names: names, factories: &factories)
        let actionOwner = transform == nil ? "viewModel.\(names.actionsProperty)" : "output"
        let actionTests = spec.actions.map { actionTest($0, owner: actionOwner, names: names, factories: &factories) }
        // The one value holding the services (the container mock, or the struct of `inject: struct`) unfolds when long.
        let constructionLines = LineWrapping.unfoldingCalls(
            LineWrapping.wrappedLines(arguments, fixed: "        viewModel = ()".count + names.viewModel.count),
            indent: 12)
        let observedOutputs = transform == nil ? "viewModel.\(names.outputsProperty)" : "output"
        let mainThreadTest = mainThreadTest(
            spec: spec, outputs: outputs,
            access: TestAccess(
                outputs: observedOutputs, actions: actionOwner,
                serviceMock: serviceMock.flatMap { _ in names.serviceProperty }, names: names,
                conventions: conventions))
        let activityTest = spec.tracking?.activity.flatMap { activity in
            names.table.spelling(of: .outputObserver(output: activity.value)).map {
                ActivityTestModel(name: names[.activityTest(output: activity.value)], observer: $0)
            }
        }

        var model = TestsModel(
            folder: folder,
            testImports: Self.imports(
                ["XCTest", "RxSwift"] + uiKit + (usesCocoaTraits ? ["RxCocoa"] : [])
                    + (spec.actions.isEmpty && !memberLibraries.contains("Action") ? [] : ["Action"])
                    + (Self.usesRelays(spec, conventions: conventions) || memberLibraries.contains("RxRelay")
                        ? ["RxRelay"] : []) + ["RxTest"]
                    // A routed input's test reads the steps its view model accepts.
                    + (conventions.navigation == .rxflow && !routedInputs(of: spec).isEmpty ? ["RxFlow"] : []),
                extra: extra),
            mockImports: Self.imports(
                Self.foundation(if: FoundationTypes.areUsed(by: spec.memberTypes)) + uiKit + ["RxSwift"]
                    + memberLibraries.subtracting(["RxTest"]).sorted(), extra: extra),
            testableImport: testableImport,
            serviceMock: serviceMock,
            coordinatorMock: coordinatorMock,
            setUpThrows: setUpThrows,
            mockProperties: mockProperties,
            viewModelConstruction: "\(names.viewModel)(\(arguments.joined(separator: ", ")))",
            wrapsViewModelConstruction: !constructionLines.isEmpty,
            viewModelArgumentLines: constructionLines,
            transform: transform.map {
                // The action tests and the main-thread test read `output` after `setUp`.
                transformTestsModel(
                    spec: spec, names: names, transform: $0,
                    keptOutput: spec.actions.isEmpty && mainThreadTest == nil ? nil : "\(names.viewModel).Output")
            },
            initInput: takesInputInInit ? initInputTestsModel(spec: spec, names: names) : nil,
            observers: zip(outputs, names.outputObservers).map { observer($0, property: $1, of: observedOutputs) }
                + spec.actions.flatMap { actionObservers($0, owner: actionOwner, names: names) },
            inputTests: inputTests,
            factories: factories.values.sorted { $0.name < $1.name },
            activityTest: activityTest
        )
        model.memberTests = memberTests
        model.routerMock = coordinator.flatMap { routerMock($0, spec: spec, names: names) }
        model.containerMock = containerMock
        model.checksRelease = !conventions.viewModelIsStruct
        model.actionTests = actionTests
        // An optional argument's `var` starts as nil already.
        let setAfterInit = Self.argumentInjectionLines(of: spec) {
            passedValues[$0.name.value].flatMap { $0 == "nil" ? nil : $0 }
        }
        model.injectionLines =
            Self.coordinatorInjectionLines(
                names: names, conventions: conventions, takesCoordinator: coordinatorMock != nil,
                value: names.coordinatorProperty ?? "")
            + setAfterInit
            + Self.injectionLines(
                injected, names: names, shared: \.property,
                ownService: serviceMock.flatMap { _ in names.serviceProperty })
        model.mainThreadTest = mainThreadTest
        return model
    }

    /// The struct of mocks the tests hand the view model of `spec` as its `Dependencies` (`inject: container`); nil
    /// when the view model takes no `dependencies`.
    func containerMock(of spec: SceneSpec, names: SceneNames, conventions: Conventions) -> ContainerMockModel? {
        guard conventions.inject == .container else { return nil }
        let contained = containedServices(of: spec, names: names, conventions: conventions)
        guard !contained.isEmpty, let name = names.containerMock else { return nil }
        return ContainerMockModel(
            name: name, conformance: "\(names.viewModel).\(SceneSpec.containerTypealias)",
            docLine: "The services `\(names.viewModel)` takes from its `\(SceneSpec.containerParameter)`, as the tests "
                + "make them.",
            propertyLines: contained.map { "let \($0.property): \($0.dependencyType)" })
    }

    /// `userService: value(userService)` for each service the view model's `dependencies` holds, in the order of its
    /// container mock's properties.
    func containerMockArguments(
        of spec: SceneSpec, names: SceneNames, conventions: Conventions, value: (ServiceNames) -> String
    ) -> [String] {
        containedServices(of: spec, names: names, conventions: conventions).map { "\($0.property): \(value($0))" }
    }

    /// The mock of the service whose names are in `names`, with `methods`; nil when `names` has no service.
    func serviceMock(methods: [ServiceMethodSpec], properties: [ServicePropertySpec] = [], names: NamingTable)
        -> MockModel?
    {
        guard let protocolName = names.spelling(of: .serviceProtocol), let mockName = names.spelling(of: .serviceMock)
        else { return nil }
        var mock = MockModel(
            name: mockName,
            protocolName: protocolName,
            docLine: "Records every call to `\(protocolName)` and answers with the results a test sets.",
            methods: methods.map { method in
                if let shape = method.appShape {
                    return appMethodMock(method, shape: shape, mockName: mockName, names: names)
                }
                let members = names.mockMembers(of: .serviceMethod(method.name.value))
                let returns = method.returns?.value ?? .void
                let isSync = method.kind?.value == .sync
                let (argumentType, record) = Self.callRecord(
                    method.parameters.map { (name: $0.name.value, type: $0.type.value.description) }, members: members)
                var model = MockMethodModel(
                    signature: isSync ? Self.syncSignature(of: method) : asyncSignature(of: method),
                    recorder: recorder(members, argumentType: argumentType), counter: Self.counter(members),
                    record: record,
                    result: isSync && !returns.isVoid ? Self.syncMockResult(returns, property: members.result) : nil,
                    resultProperty: isSync && returns.isVoid ? nil : members.result)
                if !isSync {
                    (model.result, model.resultContinuation) = Self.failingMockResult(
                        "var \(members.result): \(returnType(of: method))", naming: "\(mockName).\(members.result)")
                }
                model.bodyLines = model.resultProperty.map { ["return \($0)"] } ?? []
                return model
            }
        )
        mock.propertyLines = mockPropertyLines(properties, names: names)
        return mock
    }

    /// `var loadResult: Single<User> = .error(NotImplemented("UserServiceMock.loadResult"))`, a result that fails the
    /// call until the test sets it (`.failure(` for a `Result`); broken after `.error(` when the line would pass 120
    /// columns in the mock.
    static func failingMockResult(_ declaration: String, naming what: String, failure: String = ".error") -> (
        result: String, continuation: String?
    ) {
        let line = "\(declaration) = \(failure)(\(notImplementedError(what)))"
        guard "    ".count + line.count > LineWrapping.limit else { return (line, nil) }
        return ("\(declaration) = \(failure)(", "\(notImplementedError(what)))")
    }

    /// The mock of the coordinator protocol; nil when `names` has no coordinator.
    func coordinatorMock(_ coordinator: CoordinatorModel, spec: SceneSpec, names: SceneNames) -> MockModel? {
        guard let name = names.coordinatorMock, let protocolName = names.coordinatorProtocol else { return nil }
        return MockModel(
            name: name,
            protocolName: protocolName,
            docLine: "Records every route the view model asks for and answers with the results a test sets.",
            methods: coordinator.routes.map { route in
                let members = names.table.mockMembers(of: .route(route.output))
                return MockMethodModel(
                    signature: route.implementationSignature,
                    recorder: recorder(members, argumentType: spec.payloadType(ofRoute: route.output).description),
                    counter: Self.counter(members),
                    record: members.recordsArguments
                        ? "\(members.recorder).append(\(route.methodValue))" : "\(members.recorder) += 1",
                    result: route.returnsResult
                        ? "var \(members.result): \(libraryNames("Observable"))<\(route.childResultType)> = .never()"
                        : nil,
                    resultProperty: route.returnsResult ? members.result : nil,
                    bodyLines: route.returnsResult ? ["return \(members.result)"] : [])
            }
                + zip(coordinator.finishMethods, spec.coordinator?.result ?? []).map { method, spec in
                    let members = names.table.mockMembers(of: .finish(resultCase: spec.name.value))
                    return MockMethodModel(
                        signature: method.signature,
                        recorder: recorder(
                            members, argumentType: (spec.member.type?.value ?? .void).description),
                        counter: Self.counter(members),
                        record: members.recordsArguments
                            ? "\(members.recorder).append(value)" : "\(members.recorder) += 1",
                        result: nil, resultProperty: nil, bodyLines: [])
                }
        )
    }

    /// What a mock records of one call with `parameters`: the element type of its log and the statement that adds
    /// to it (`loadCalls.append((id: id, page: page))`), or `Void` and a count for a method without parameters.
    static func callRecord(_ parameters: [(name: String, type: String)], members: MockMembers) -> (
        argumentType: String, record: String
    ) {
        switch parameters.count {
        case 0:
            return ("Void", "\(members.recorder) += 1")
        case 1:
            return (parameters[0].type, "\(members.recorder).append(\(parameters[0].name))")
        default:
            let tuple = parameters.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
            return (
                "(" + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")",
                "\(members.recorder).append((\(tuple)))"
            )
        }
    }

    /// `private(set) var loadCalls: [String] = []`, or `private(set) var loadCallCount = 0`.
    func recorder(_ members: MockMembers, argumentType: String) -> String {
        members.recordsArguments
            ? "private(set) var \(members.recorder): [\(argumentType)] = []"
            : "private(set) var \(members.recorder) = 0"
    }

    /// `var loadCallCount: Int { loadCalls.count }` for a method that records its arguments (`static ` before it
    /// for a static one); nil for one whose recorder is the count.
    static func counter(_ members: MockMembers, isStatic: Bool = false) -> String? {
        guard members.recordsArguments else { return nil }
        return (isStatic ? "static " : "") + "var \(members.counter): Int { \(members.recorder).count }"
    }

    /// The observer of `output`, subscribed to `outputs.<name>`: `viewModel.outputs`, or the `output` that
    /// `transform` returned.
    func observer(_ output: ResolvedOutput, property: String, of outputs: String) -> TestObserverModel {
        let subscribe: String
        switch output.trait {
        case .driver: subscribe = "drive(\(property))"
        case .signal: subscribe = "emit(to: \(property))"
        case .observable: subscribe = "subscribe(\(property))"
        }
        return TestObserverModel(
            declaration: "private var \(property): \(libraryNames("TestableObserver"))<\(output.type)>!",
            setUp: "\(property) = scheduler.createObserver(\(TestValueLiteral.metatype(output.type)))",
            subscription: "\(outputs).\(output.name)\(output.relayFieldReading).\(subscribe).disposed(by: disposeBag)"
        )
    }

    /// The observers of an action's `executing`, `elements` and `errors`, subscribed in `setUp` through `owner`
    /// (`viewModel.actions`, or the kept `output`), so they see everything from the start.
    func actionObservers(_ action: ActionSpec, owner: String, names: SceneNames) -> [TestObserverModel] {
        let name = action.name.value
        let element = action.output?.value ?? .void
        let types = [
            ("Bool", "Bool.self"),
            (element.description, TestValueLiteral.metatype(element)),
            (libraryNames("ActionError"), "\(libraryNames("ActionError")).self"),
        ]
        // In the order of `ActionReport.allCases`: executing, elements, errors.
        return zip(ActionReport.allCases, types).map { report, types in
            let (type, metatype) = types
            let property = names[.actionReportObserver(action: name, report: report)]
            return TestObserverModel(
                declaration: "private var \(property): \(libraryNames("TestableObserver"))<\(type)>!",
                setUp: "\(property) = scheduler.createObserver(\(metatype))",
                subscription: "\(owner).\(name).\(report.rawValue).subscribe(\(property)).disposed(by: disposeBag)")
        }
    }

    /// The tests of `action`: idle until run (`executing` replays `false` from the start), and a run at 10 whose
    /// reports a person asserts.
    func actionTest(
        _ action: ActionSpec, owner: String, names: SceneNames, factories: inout [String: ValueFactoryModel]
    ) -> ActionTestModel {
        let name = action.name.value
        let input = action.input?.value ?? .void
        let valueLine = input.isVoid ? nil : valueDeclaration(of: input, factories: &factories)
        let argument = input.isVoid ? "" : "value"
        func observer(_ report: ActionReport) -> String { names[.actionReportObserver(action: name, report: report)] }
        let executing = observer(.executing)
        return ActionTestModel(
            name: name,
            idleTestName: names[.actionIdleTest(action: name)],
            testName: names[.memberTest(member: name)],
            executingObserver: executing,
            valueLine: valueLine,
            execute: "self.\(owner).\(name).execute(\(argument))",
            assertionExamples: [
                "XCTAssertEqual(\(executing).events, [.next(0, false), .next(10, true), .next(10, false)])",
                "XCTAssertEqual(\(observer(.elements)).events.count, 1)",
                "XCTAssertTrue(\(observer(.errors)).events.isEmpty)",
            ],
            skipMessage: SwiftSourceText.stringLiteralContent(
                "TODO: make the mocks answer, then assert what `\(name)` reports"))
    }

    /// `let value: String = "text"`, or `let value: Repository = try Repository.fixture()`, a factory of the test
    /// file added to `factories` where no fixture can carry the type.
    func valueDeclaration(of type: SwiftType, factories: inout [String: ValueFactoryModel]) -> String {
        let made = value(of: type, factories: &factories)
        // Typed either way: a tuple or collection that mixes literals and fixtures (`(p0: [], finish: X.fixture())`)
        // gives its literals no type otherwise.
        return "let value: \(type) = " + (made.isLiteral ? "" : "try ") + made.expression
    }

    /// A test value of `type`: a literal, or a call of the fixtures of app types (`Repository.fixture()`), which the
    /// project's fixture skeletons declare; for a type no extension can carry (`any Sharing`, a metatype), the test
    /// file's own `makeType()`, added to `factories`, which skips until a person writes it.
    func value(of type: SwiftType, factories: inout [String: ValueFactoryModel]) -> TestValue {
        if let made = valueMaker.value(of: type) { return made }
        // `Foo.Bar` and `FooBar` spell the same name; the later type gets a number, so each has its own factory.
        let base = TestValueLiteral.factoryName(for: valueMaker.appSpelling(of: type))
        var factory = base
        var number = 2
        while let taken = factories[factory], taken.type != type.description {
            factory = base + String(number)
            number += 1
        }
        factories[factory] = ValueFactoryModel(name: factory, type: type.description)
        return TestValue(expression: "\(factory)()", callsFactory: true)
    }

    /// How the tests make values: with the project's typealiases and its module.
    var valueMaker: TestValueMaker {
        TestValueMaker(typeAliases: fixtures.typeAliases, testableImport: testableImport, libraryNames: libraryNames)
    }

    /// Where a test sends values into one input.
    struct InputEntry {
        /// `viewModel.inputs`, or `viewModel` for a transform view model, whose relays are its own properties.
        var inputs: String
        /// Whether the input is a method of the function convention.
        var isFunction: Bool
        /// The relay the test writes with `accept`: `viewModel.inputs.query` (a BehaviorRelay, or a PublishRelay of
        /// `inputs: publishRelay`), or the test's own `queryRelay` behind a PublishRelay field of `Input`; nil when
        /// the input is no relay.
        var relay: String?
        /// Whether the input is a relay the test writes with `accept`.
        var acceptsIntoRelay: Bool { relay != nil }
        /// The observer a value goes into otherwise: `viewModel.inputs.reload`, or the test's own `reloadSubject`
        /// behind `Input`.
        var sink: String
    }

    /// Where a test of a scene with `conventions` and `names` sends values into `input`.
    func inputEntry(_ input: InputSpec, conventions: Conventions, names: SceneNames) -> InputEntry {
        let name = input.name.value
        let isTransform = conventions.viewModel == .transform
        let isInputOutput = conventions.viewModel == .inputOutput
        let inputs =
            isTransform || isInputOutput && input.isRelay
            ? "viewModel"
            : "viewModel.\(isInputOutput ? SceneNames.inputOutputProperties.input : names.inputsProperty)"
        let isFunction = !isTransform && conventions.inputs == .function
        let relay: String?
        if input.isRelay && !isFunction || !isTransform && input.form(under: conventions.inputs) == .publishRelay {
            relay = "\(inputs).\(name)"
        } else if isTransform && input.isPublishRelayField {
            relay = names[.testInputSubject(input: name)]
        } else {
            relay = nil
        }
        return InputEntry(
            inputs: inputs, isFunction: isFunction, relay: relay,
            sink: conventions.receivesInputsAsObservables ? names[.testInputSubject(input: name)] : "\(inputs).\(name)")
    }

    func inputTest(
        _ input: InputSpec, conventions: Conventions, names: SceneNames, example: String?,
        factories: inout [String: ValueFactoryModel]
    ) -> InputTestModel {
        let name = input.name.value
        let type = input.type?.value ?? .void
        let valueLine = type.isVoid ? nil : valueDeclaration(of: type, factories: &factories)
        let value = type.isVoid ? "()" : "value"
        let entry = inputEntry(input, conventions: conventions, names: names)
        let (inputs, isFunction) = (entry.inputs, entry.isFunction)
        // A BehaviorRelay is read by value; a PublishRelay has none.
        let holdsValue = input.isRelay && !isFunction
        return InputTestModel(
            name: name,
            testName: names[.memberTest(member: name)],
            valueLine: valueLine,
            value: isFunction ? input.parameters.map { Self.inputArguments($0, value: value) } ?? value : value,
            isVoid: type.isVoid,
            isFunction: isFunction,
            relayAccept: entry.relay.map { "self.\($0).accept(\(value))" },
            sink: entry.sink,
            skipMessage: SwiftSourceText.stringLiteralContent("TODO: assert what `\(name)` makes the view model emit"),
            // A relay is read by value: the example shows it holding what the test accepted.
            assertionExample: holdsValue ? "XCTAssertEqual(\(inputs).\(name).value, \(value))" : example
        )
    }
}
