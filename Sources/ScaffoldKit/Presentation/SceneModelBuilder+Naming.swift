import ScaffoldCore

// What the project's `naming` changes besides the names themselves: the words the files use, and the assembler
// that builds a navigator's scene.
extension SceneModelBuilder {
    /// How the files speak of the service and the coordinator.
    var wording: WordingModel {
        let isUseCase = naming.service == .useCase
        let isNavigator = naming.coordinator == .navigator
        return WordingModel(
            service: isUseCase ? "use case" : "service", serviceSection: isUseCase ? "Use case" : "Service",
            coordinator: isNavigator ? "navigator" : "coordinator",
            coordinatorSection: isNavigator ? "Navigator" : "Coordinator")
    }

    /// The doc comment of the service skeleton of the scene called `scene`.
    func serviceDocLine(scene: String) -> String {
        switch naming.service {
        case .service: return "Does the work the \(scene) view model asks for: network, storage, formatting."
        case .useCase:
            return "Carries out the \(scene) use case: the work its view model asks for, over the app's services."
        }
    }

    /// The assembler `name` of a navigator described by `coordinator`.
    func assemblerModel(
        named name: String, spec: SceneSpec, names: SceneNames, conventions: Conventions, coordinator: CoordinatorModel,
        viewModelReference: String
    ) -> AssemblerModel {
        let sceneArguments = spec.arguments
        let navigator = names.coordinatorProperty.flatMap { property in
            names.coordinatorProtocol.map { (property: property, type: "any \($0)") }
        }
        let takesNavigator = coordinator.hasProtocol ? navigator : nil
        let takesDependencies = !names.dependencies.isEmpty
        let kept = sceneArguments.map { "\($0.name.value): \($0.name.value)" }
        let arguments = viewModelInitParameters(
            of: spec, names: names, conventions: conventions, takesCoordinator: takesNavigator != nil
        ).arguments { role in
            switch role {
            case .argument(let name): name
            case .coordinator: takesNavigator?.property
            case .dependency(let property): "dependencies.\(property)"
            case .container: "dependencies"
            case .input, .sceneCoordinator, .service: nil
            }
        }
        let constructionLines = LineWrapping.unfoldingCalls(
            LineWrapping.wrappedLines(arguments, fixed: "        let viewModel = ()".count + names.viewModel.count),
            indent: 12)
        let navigatorParameter = takesNavigator.map { "\($0.property): \($0.type)" } ?? ""
        let navigatorArgument = takesNavigator.map { "\($0.property): self" } ?? ""
        // A navigator that observes the view model's outputs needs the view model, not only its screen.
        let observesViewModel = coordinator.observesRoutes || coordinator.hasResultMappings
        return AssemblerModel(
            dependenciesType: takesDependencies ? names.coordinatorDependencies : nil,
            hasStoredProperties: takesDependencies || !sceneArguments.isEmpty,
            construction:
                "\(name)(\((kept + (takesDependencies ? ["dependencies: dependencies"] : [])).joined(separator: ", ")))",
            viewModelFactory: observesViewModel
                ? "func makeViewModel(\(navigatorParameter)) -> \(names.viewModel)" : nil,
            viewControllerFactory: observesViewModel
                ? "func makeViewController(viewModel: \(viewModelReference)) -> \(names.viewController)"
                : "func makeViewController(\(navigatorParameter)) -> \(names.viewController)",
            viewModelConstruction: "\(names.viewModel)(\(arguments.joined(separator: ", ")))",
            wrapsViewModelConstruction: !constructionLines.isEmpty,
            viewModelArgumentLines: constructionLines,
            viewModelCall: observesViewModel ? "assembler.makeViewModel(\(navigatorArgument))" : nil,
            viewControllerCall: observesViewModel
                ? "assembler.makeViewController(viewModel: viewModel)"
                : "assembler.makeViewController(\(navigatorArgument))")
    }
}
