import ScaffoldCore

extension SceneModelBuilder {
    /// The tests and mocks of a scene whose view-model parts are already built.
    func testsModel(
        folder: String, spec: SceneSpec, conventions: Conventions, outputs: [OutputModel],
        service: ServiceModel?, coordinator: CoordinatorModel?
    ) -> TestsModel {
        let scene = spec.name.value
        let extra = spec.imports.map(\.value)
        let usesCocoaTraits = Self.usesCocoaTraits(outputs)
        let serviceMock = service.map { self.serviceMock($0) }
        let coordinatorMock = coordinator.flatMap { coordinator in
            coordinator.protocolModel.map { self.coordinatorMock(protocolName: $0.name, routes: coordinator.routes) }
        }

        var mockProperties: [TestPropertyModel] = []
        var arguments: [String] = []
        if let coordinatorMock {
            mockProperties.append(TestPropertyModel(declaration: "private var coordinator: \(coordinatorMock.name)!",
                                                    setUp: "coordinator = \(coordinatorMock.name)()"))
            arguments.append("coordinator: coordinator")
        }
        if let service, let serviceMock {
            mockProperties.append(TestPropertyModel(
                declaration: "private var \(service.propertyName): \(serviceMock.name)!",
                setUp: "\(service.propertyName) = \(serviceMock.name)()"))
            arguments.append("\(service.propertyName): \(service.propertyName)")
        }

        var factories: [String: ValueFactoryModel] = [:]
        let example = outputs.first.map { "XCTAssertEqual(\($0.name)Observer.events.count, 1)" }
        let inputTests = spec.inputs.map { input in
            inputTest(input, convention: conventions.inputs, example: example, factories: &factories)
        }

        return TestsModel(
            folder: folder,
            testImports: Self.imports(["XCTest", "RxSwift"] + (usesCocoaTraits ? ["RxCocoa"] : []) + ["RxTest"],
                                      extra: extra),
            mockImports: Self.imports(["Foundation", "RxSwift"], extra: extra),
            testableImport: testableImport,
            serviceMock: serviceMock,
            coordinatorMock: coordinatorMock,
            hasMocks: serviceMock != nil || coordinatorMock != nil,
            mockProperties: mockProperties,
            viewModelConstruction: "\(scene)ViewModel(\(arguments.joined(separator: ", ")))",
            observers: outputs.map(observer),
            inputTests: inputTests,
            factories: factories.values.sorted { $0.name < $1.name }
        )
    }

    func serviceMock(_ service: ServiceModel) -> MockModel {
        MockModel(
            name: service.name + "Mock",
            protocolName: service.protocolName,
            docLine: "Records every call to `\(service.protocolName)` and answers with the results a test sets.",
            methods: service.methods.map { method in
                let record: String
                let recorder: String
                switch method.parameters.count {
                case 0:
                    recorder = "private(set) var \(method.name)CallCount = 0"
                    record = "\(method.name)CallCount += 1"
                case 1:
                    recorder = "private(set) var \(method.name)Calls: [\(method.argumentTupleType)] = []"
                    record = "\(method.name)Calls.append(\(method.parameters[0].name))"
                default:
                    recorder = "private(set) var \(method.name)Calls: [\(method.argumentTupleType)] = []"
                    let tuple = method.parameters.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
                    record = "\(method.name)Calls.append((\(tuple)))"
                }
                return MockMethodModel(
                    name: method.name, signature: method.signature, recorder: recorder, record: record,
                    result: "var \(method.name)Result: \(method.returnType) = .never()",
                    resultProperty: "\(method.name)Result")
            }
        )
    }

    func coordinatorMock(protocolName: String, routes: [RouteModel]) -> MockModel {
        MockModel(
            name: String(protocolName.dropLast("Type".count)) + "Mock",
            protocolName: protocolName,
            docLine: "Records every route the view model asks for and answers with the results a test sets.",
            methods: routes.map { route in
                let hasValue = route.methodSignature.contains("_ value:")
                let payload = route.payloadType
                return MockMethodModel(
                    name: route.output, signature: route.methodSignature,
                    recorder: hasValue ? "private(set) var \(route.output)Calls: [\(payload)] = []"
                                       : "private(set) var \(route.output)CallCount = 0",
                    record: hasValue ? "\(route.output)Calls.append(value)" : "\(route.output)CallCount += 1",
                    result: "var \(route.output)Result: Observable<\(route.childResultType)> = .never()",
                    resultProperty: "\(route.output)Result")
            }
        )
    }

    func observer(_ output: OutputModel) -> TestObserverModel {
        let property = output.name + "Observer"
        let type = output.elementType
        let subscribe: String
        switch output.trait {
        case OutputTrait.driver.rawValue: subscribe = "drive(\(property))"
        case OutputTrait.signal.rawValue: subscribe = "emit(to: \(property))"
        default: subscribe = "subscribe(\(property))"
        }
        return TestObserverModel(
            declaration: "private var \(property): TestableObserver<\(type)>!",
            setUp: "\(property) = scheduler.createObserver(\(TestValueLiteral.metatype(output.swiftType)))",
            subscription: "viewModel.outputs.\(output.name).\(subscribe).disposed(by: disposeBag)"
        )
    }

    func inputTest(
        _ input: MemberSpec, convention: InputConvention, example: String?,
        factories: inout [String: ValueFactoryModel]
    ) -> InputTestModel {
        let name = input.name.value
        let type = input.type?.value ?? .void
        var valueLine: String?
        let value: String
        if type.isVoid {
            value = "()"
        } else if let literal = TestValueLiteral.literal(for: type) {
            valueLine = "let value: \(type) = \(literal)"
            value = "value"
        } else {
            let factory = TestValueLiteral.factoryName(for: type)
            factories[factory] = ValueFactoryModel(name: factory, type: type.description)
            valueLine = "let value = try \(factory)()"
            value = "value"
        }
        let feed: [String]
        switch convention {
        case .subject, .observer:
            feed = [
                "scheduler.createHotObservable([.next(10, \(value))])",
                "    .bind(to: viewModel.inputs.\(name))",
                "    .disposed(by: disposeBag)",
            ]
        case .function:
            let call = type.isVoid ? "\(name)()" : "\(name)(\(value))"
            feed = ["scheduler.scheduleAt(10) { self.viewModel.inputs.\(call) }"]
        }
        return InputTestModel(
            name: name,
            testName: "test_\(name)",
            valueLine: valueLine,
            feedLines: feed,
            skipMessage: "TODO: assert what `\(name)` makes the view model emit"
                + (example.map { ", e.g. \($0)" } ?? "")
        )
    }
}
