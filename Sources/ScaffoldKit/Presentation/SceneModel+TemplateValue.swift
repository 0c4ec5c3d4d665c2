import ScaffoldCore

/// A presentation model as the templates see it. Each model lists its template keys once, here; the
/// keys are a public API, documented in `Documentation/TemplateContext.md` and pinned for every bundled
/// spec by `Tests/Golden/Context`. Writing the tree directly costs a fraction of going through `Encodable`.
protocol TemplateValueConvertible {
    var templateValue: TemplateValue { get }
}

extension TemplateValue {
    static func strings(_ values: [String]) -> TemplateValue { .list(values.map(TemplateValue.string)) }
    static func optional(_ value: String?) -> TemplateValue { value.map(TemplateValue.string) ?? .null }
    static func optional(_ model: (some TemplateValueConvertible)?) -> TemplateValue { model?.templateValue ?? .null }
    static func list(_ models: [some TemplateValueConvertible]) -> TemplateValue { .list(models.map(\.templateValue)) }
}

extension SceneModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "specPath": .string(specPath), "scene": .string(scene), "names": names.templateValue,
            "docLines": .strings(docLines), "generatedImports": .strings(generatedImports),
            "viewModelImports": .strings(viewModelImports), "serviceImports": .strings(serviceImports),
            "coordinatorImports": .strings(coordinatorImports),
            "viewControllerImports": .strings(viewControllerImports),
            "assemblerImports": .strings(assemblerImports),
            "inputs": .list(inputs), "outputs": .list(outputs), "actions": .list(actions),
            "state": .optional(state), "service": .optional(service), "coordinator": .optional(coordinator),
            "assembler": .optional(assembler), "wording": wording.templateValue,
            "sharedDependencies": .optional(sharedDependencies),
            "hasInputs": .bool(hasInputs), "hasOutputs": .bool(hasOutputs), "hasActions": .bool(hasActions),
            "arguments": .list(arguments), "hasArguments": .bool(hasArguments),
            "dependencies": .list(dependencies), "hasDependencies": .bool(hasDependencies),
            "hasInitParameters": .bool(hasInitParameters),
            "hasInputSetup": .bool(hasInputSetup), "navigationNotes": .strings(navigationNotes),
            "initParameters": .string(initParameters),
            "wrapsInitParameters": .bool(wrapsInitParameters), "initParameterLines": .strings(initParameterLines),
            "hasInputFunctions": .bool(hasInputFunctions),
            "inputBindingHints": .strings(inputBindingHints), "transform": .optional(transform),
            "viewModelReference": .string(viewModelReference), "tests": .optional(tests),
            "viewNoun": .string(viewNoun), "conformanceLines": .strings(conformanceLines),
            "hasInitSetup": .bool(hasInitSetup), "tracking": .optional(tracking), "rx": libraryNames.templateValue,
            "viewModelSuperclass": .optional(viewModelSuperclass), "superInitCall": .optional(superInitCall),
            "separatesSuperInit": .bool(separatesSuperInit), "initKeyword": .string(initKeyword),
            "hasInit": .bool(hasInit), "initInput": .optional(initInput),
            "properties": .list(properties), "hasProperties": .bool(hasProperties),
            "methods": .list(methods), "hasMethods": .bool(hasMethods),
        ])
    }
}

extension SceneNames: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "inputsProtocol": .string(inputsProtocol), "outputsProtocol": .string(outputsProtocol),
            "actionsProtocol": .string(actionsProtocol), "viewModelProtocol": .string(viewModelProtocol),
            "viewModel": .string(viewModel), "viewController": .string(viewController),
            "viewModelTests": .string(viewModelTests), "state": .optional(state), "service": .optional(service),
            "serviceProtocol": .optional(serviceProtocol), "serviceMock": .optional(serviceMock),
            "serviceProperty": .optional(serviceProperty), "coordinator": .optional(coordinator),
            "coordinationResult": .optional(coordinationResult),
            "coordinatorProtocol": .optional(coordinatorProtocol), "coordinatorMock": .optional(coordinatorMock),
            "coordinatorProperty": .optional(coordinatorProperty), "assembler": .optional(assembler),
        ])
    }
}

extension InputModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "name": .string(name), "docLines": .strings(docLines), "requirement": .string(requirement),
            "declarationDocLines": .strings(declarationDocLines), "declaration": .string(declaration),
            "observerSubject": .optional(observerSubject), "function": .optional(function),
            "typeName": .string(typeName),
        ])
    }
}

extension InputFunctionModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object(["docLines": .strings(docLines), "signature": .string(signature), "body": .string(body)])
    }
}

extension OutputModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "name": .string(name), "docLines": .strings(docLines), "requirement": .string(requirement),
            "declaration": .string(declaration), "binding": .optional(binding), "typeName": .string(typeName),
            "isVoid": .bool(isVoid), "source": .string(source), "isRelay": .bool(isRelay),
        ])
    }
}

extension OutputBindingModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "isFirst": .bool(isFirst), "observesOnMainScheduler": .bool(observesOnMainScheduler),
            "method": .string(method), "rendersState": .bool(rendersState), "expression": .string(expression),
            "startsNavigation": .bool(startsNavigation),
        ])
    }
}

extension ActionModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "name": .string(name), "docLines": .strings(docLines), "requirement": .string(requirement),
            "declaration": .string(declaration), "expression": .string(expression),
            "isFirstBinding": .bool(isFirstBinding),
        ])
    }
}

extension StateModel: TemplateValueConvertible {
    var templateValue: TemplateValue { .object(["cases": .list(cases)]) }
}

extension EnumCaseModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "name": .string(name), "docLines": .strings(docLines), "declaration": .string(declaration),
            "pattern": .string(pattern), "payloadName": .optional(payloadName),
            "payloadType": .optional(payloadType),
        ])
    }
}

extension ServiceModel: TemplateValueConvertible {
    var templateValue: TemplateValue { .object(["methods": .list(methods), "docLine": .string(docLine)]) }
}

extension WordingModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "service": .string(service), "serviceSection": .string(serviceSection),
            "coordinator": .string(coordinator), "coordinatorSection": .string(coordinatorSection),
        ])
    }
}

extension AssemblerModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "dependenciesType": .optional(dependenciesType), "hasStoredProperties": .bool(hasStoredProperties),
            "construction": .string(construction),
            "viewModelFactory": .optional(viewModelFactory), "viewControllerFactory": .string(viewControllerFactory),
            "viewModelConstruction": .string(viewModelConstruction),
            "wrapsViewModelConstruction": .bool(wrapsViewModelConstruction),
            "viewModelArgumentLines": .strings(viewModelArgumentLines), "viewModelCall": .optional(viewModelCall),
            "viewControllerCall": .string(viewControllerCall),
        ])
    }
}

extension ServiceMethodModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "name": .string(name), "docLines": .strings(docLines), "signature": .string(signature),
            "placeholder": .optional(placeholder), "isFirst": .bool(isFirst),
        ])
    }
}

extension PropertyModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "name": .string(name), "docLines": .strings(docLines), "requirement": .string(requirement),
            "declaration": .string(declaration), "placeholder": .string(placeholder),
        ])
    }
}

extension MemberTestModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "name": .string(name), "testName": .string(testName), "call": .string(call),
            "skipMessage": .string(skipMessage),
        ])
    }
}

extension SharedDependenciesModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "typeName": .string(typeName), "providers": .string(providers), "wrapsProviders": .bool(wrapsProviders),
            "providerLines": .strings(providerLines),
        ])
    }
}

extension SharedServiceModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "specPath": .string(specPath), "names": names.templateValue, "docLines": .strings(docLines),
            "imports": .strings(imports), "methods": .list(methods), "mock": .optional(mock),
            "mockImports": .strings(mockImports), "testableImport": .optional(testableImport),
        ])
    }
}

extension ServiceNames: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "service": .string(service), "serviceProtocol": .string(serviceProtocol), "mock": .string(mock),
            "property": .string(property), "provider": .string(provider),
        ])
    }
}

extension ServiceContainerModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "services": .list(services), "providers": .string(providers), "wrapsProviders": .bool(wrapsProviders),
            "providerLines": .strings(providerLines), "appProtocols": .list(appProtocols),
            "hasAppProtocols": .bool(hasAppProtocols),
            "initParameters": .string(initParameters), "wrapsInitParameters": .bool(wrapsInitParameters),
            "initParameterLines": .strings(initParameterLines),
        ])
    }
}

extension ContainedServiceModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "property": .string(property), "protocolName": .string(protocolName), "service": .string(service),
            "provider": .string(provider), "isAppProtocol": .bool(isAppProtocol),
        ])
    }
}

extension ArgumentModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object(["name": .string(name), "type": .string(type), "docLines": .strings(docLines)])
    }
}

extension DependencyModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object(["name": .string(name), "type": .string(type), "declaration": .string(declaration)])
    }
}

extension CoordinatorModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "docLine": .string(docLine), "baseType": .string(baseType), "resultEnum": .optional(resultEnum),
            "dependenciesType": .optional(dependenciesType), "keepsDependencies": .bool(keepsDependencies),
            "initParameters": .string(initParameters), "wrapsInitParameters": .bool(wrapsInitParameters),
            "initParameterLines": .strings(initParameterLines),
            "viewModelConstruction": .string(viewModelConstruction),
            "wrapsViewModelConstruction": .bool(wrapsViewModelConstruction),
            "viewModelArgumentLines": .strings(viewModelArgumentLines), "finishes": .bool(finishes),
            "routes": .list(routes), "resultMappings": .list(resultMappings), "mergedResults": .string(mergedResults),
            "hasResultMappings": .bool(hasResultMappings), "unmappedCases": .optional(unmappedCases),
            "hasProtocol": .bool(hasProtocol), "observesRoutes": .bool(observesRoutes),
            "finishMethods": .list(finishMethods), "finishesThroughMethods": .bool(finishesThroughMethods),
            "defaultPresentation": .string(defaultPresentation), "customPresentations": .list(customPresentations),
            "hasCustomPresentations": .bool(hasCustomPresentations),
            "viewModelFactoryLines": .strings(viewModelFactoryLines),
            "hasViewModelFactory": .bool(!viewModelFactoryLines.isEmpty),
        ])
    }
}

extension CustomPresentationModel: TemplateValueConvertible {
    var templateValue: TemplateValue { .object(["method": .string(method), "target": .string(target)]) }
}

extension FinishMethodModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "name": .string(name), "docLines": .strings(docLines), "signature": .string(signature),
            "result": .string(result), "hasPayload": .bool(hasPayload), "isFirstMethod": .bool(isFirstMethod),
        ])
    }
}

extension TransformModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "protocolName": .string(protocolName), "signature": .string(signature), "call": .string(call),
            "takesDisposeBag": .bool(takesDisposeBag), "inputFields": .list(inputFields),
            "outputFields": .list(outputFields), "hasInputFields": .bool(hasInputFields),
            "hasOutputFields": .bool(hasOutputFields), "bindsOutput": .bool(bindsOutput),
            "inputPlaceholderLines": .strings(inputPlaceholderLines),
            "outputPlaceholderLines": .strings(outputPlaceholderLines), "todoLines": .strings(todoLines),
            "actionBindingHints": .strings(actionBindingHints),
            "relays": .list(relays), "hasRelays": .bool(!relays.isEmpty),
            "relayBindingHints": .strings(relayBindingHints),
        ])
    }
}

extension TransformFieldModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object(["name": .string(name), "docLines": .strings(docLines), "declaration": .string(declaration)])
    }
}

extension TransformTestsModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "subjectDeclarations": .strings(subjectDeclarations), "subjectSetUps": .strings(subjectSetUps),
            "inputArgumentLines": .strings(inputArgumentLines), "hasInputArguments": .bool(hasInputArguments),
            "transformStatement": .string(transformStatement), "outputDeclaration": .optional(outputDeclaration),
        ])
    }
}

extension ResultEnumModel: TemplateValueConvertible {
    var templateValue: TemplateValue { .object(["cases": .list(cases)]) }
}

extension RouteModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "output": .string(output), "target": .string(target), "passesDependencies": .bool(passesDependencies),
            "childCoordinator": .string(childCoordinator),
            "childResultType": .string(childResultType), "resultAdapter": .string(resultAdapter),
            "methodSignature": .string(methodSignature), "hasPayload": .bool(hasPayload),
            "isFirstMethod": .bool(isFirstMethod),
            "valueName": .string(valueName), "childEndsWhenLeft": .bool(childEndsWhenLeft),
            "observedStartLines": .strings(observedStartLines),
            "calledStartLines": .strings(calledStartLines),
            "docLines": .strings(docLines),
        ])
    }
}

extension ResultMappingModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object(["variable": .string(variable), "output": .string(output), "transform": .string(transform)])
    }
}

extension TestsModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "testImports": .strings(testImports), "mockImports": .strings(mockImports),
            "testableImport": .optional(testableImport), "serviceMock": .optional(serviceMock),
            "coordinatorMock": .optional(coordinatorMock), "mockProperties": .list(mockProperties),
            "setUpThrows": .bool(setUpThrows),
            "viewModelConstruction": .string(viewModelConstruction),
            "wrapsViewModelConstruction": .bool(wrapsViewModelConstruction),
            "viewModelArgumentLines": .strings(viewModelArgumentLines), "transform": .optional(transform),
            "observers": .list(observers),
            "inputTests": .list(inputTests), "factories": .list(factories), "memberTests": .list(memberTests),
            "activityTest": .optional(activityTest), "initInput": .optional(initInput),
            "actionTests": .list(actionTests), "mainThreadTest": .optional(mainThreadTest),
        ])
    }
}

extension MainThreadTestModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "name": .string(name), "watcher": .string(watcher), "watcherLocal": .string(watcherLocal),
            "answerLines": .strings(answerLines),
            "watchLines": .strings(watchLines),
            "driveLines": .strings(driveLines), "undrivenNotes": .strings(undrivenNotes),
        ])
    }
}

extension ActionTestModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "name": .string(name), "idleTestName": .string(idleTestName), "testName": .string(testName),
            "executingObserver": .string(executingObserver), "valueLine": .optional(valueLine),
            "execute": .string(execute), "assertionExamples": .strings(assertionExamples),
            "skipMessage": .string(skipMessage),
        ])
    }
}

extension TrackingModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object(["declarations": .strings(declarations), "todoLines": .strings(todoLines)])
    }
}

extension ActivityTestModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object(["name": .string(name), "observer": .string(observer)])
    }
}

extension TestPropertyModel: TemplateValueConvertible {
    var templateValue: TemplateValue { .object(["name": .string(name), "type": .string(type)]) }
}

extension MockModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "name": .string(name), "protocolName": .string(protocolName), "docLine": .string(docLine),
            "methods": .list(methods),
        ])
    }
}

extension MockMethodModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "signature": .string(signature), "recorder": .string(recorder), "record": .string(record),
            "result": .optional(result), "resultContinuation": .optional(resultContinuation),
            "resultProperty": .optional(resultProperty),
        ])
    }
}

extension TestObserverModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object(["declaration": .string(declaration), "setUp": .string(setUp), "subscription": .string(subscription)])
    }
}

extension InputTestModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "name": .string(name), "testName": .string(testName), "valueLine": .optional(valueLine),
            "value": .string(value), "isVoid": .bool(isVoid), "isFunction": .bool(isFunction), "sink": .string(sink),
            "skipMessage": .string(skipMessage), "assertionExample": .optional(assertionExample),
            "relayAccept": .optional(relayAccept),
        ])
    }
}

extension InitInputModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "fields": .list(fields), "hasFields": .bool(hasFields), "placeholderLines": .strings(placeholderLines),
            "factoryType": .string(factoryType),
        ])
    }
}

extension InitInputTestsModel: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object([
            "subjectDeclarations": .strings(subjectDeclarations), "subjectSetUps": .strings(subjectSetUps),
            "inputArgumentLines": .strings(inputArgumentLines), "hasInputArguments": .bool(hasInputArguments),
        ])
    }
}

extension ValueFactoryModel: TemplateValueConvertible {
    var templateValue: TemplateValue { .object(["name": .string(name), "type": .string(type)]) }
}
