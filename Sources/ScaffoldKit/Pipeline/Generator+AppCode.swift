import ScaffoldCore

/// What a run read from the app's Swift (`appCode`): the app protocols filled in, the shapes of the view model base
/// classes it declares, and the problems found.
struct AppCodeReading {
    var services: [SharedServiceSpec]
    var diagnostics: [Diagnostic] = []
    /// By class name, each base class of the specs that `appCode` declares as a class.
    var baseClassShapes: [String: AppBaseClassShape] = [:]
}

extension Generator {
    /// The app protocols of the configuration, those without listed methods given the methods of their
    /// declarations in `appCode` (parsed here, only the files that may declare them or the support types and
    /// `baseClasses`); the support types checked against their declarations; the shapes of the base classes; and
    /// the problems found, the warnings of reading the app's Swift included. Without `appCode` the app protocols
    /// are as configured.
    func readAppCode(_ appCode: AppCodeInputs?, baseClasses: Set<String> = []) -> AppCodeReading {
        guard let appCode else { return AppCodeReading(services: configuration.appServices) }
        let supportTypes = configuration.supportTypes
        let baseCoordinator = configuration.baseCoordinator
        let wanted =
            configuration.appServices.filter { $0.isAppProtocol && !$0.listsMethods }.map(\.name.value)
            + supportTypes.entries.map(\.name.value) + (baseCoordinator.isGenerated ? [] : [baseCoordinator.name.value])
            + baseClasses.sorted()
        let (index, warnings) = AppCodeIndexer.index(appCode, lookingFor: wanted)
        let resolved = AppProtocolResolver(index: index, patterns: appCode.patterns).resolve(configuration.appServices)
        let supportProblems = SupportTypeChecker(index: index, patterns: appCode.patterns).check(
            supportTypes, baseCoordinator: baseCoordinator,
            takesDisposeBag: configuration.conventions.transformTakesDisposeBag)
        var shapes: [String: AppBaseClassShape] = [:]
        for name in baseClasses {
            if let found = index.declarations(named: name).first(where: \.declaration.kind.isClass) {
                shapes[name] = AppBaseClassShape(found.declaration)
            }
        }
        return AppCodeReading(
            services: resolved.services,
            diagnostics: appCode.warnings + warnings + resolved.diagnostics + supportProblems,
            baseClassShapes: shapes)
    }
}
