import ScaffoldCore

extension Generator {
    /// The app protocols of the configuration, those without listed methods given the methods of their
    /// declarations in `appCode` (parsed here, only the files that may declare them); and the problems found, the
    /// warnings of reading the app's Swift included. Without `appCode` the app protocols are as configured.
    func resolvedAppServices(_ appCode: AppCodeInputs?) -> (services: [SharedServiceSpec], diagnostics: [Diagnostic]) {
        guard let appCode else { return (configuration.appServices, []) }
        let wanted = configuration.appServices.filter { $0.isAppProtocol && !$0.listsMethods }.map(\.name.value)
        let (index, warnings) = AppCodeIndexer.index(appCode, lookingFor: wanted)
        let resolved = AppProtocolResolver(index: index, patterns: appCode.patterns).resolve(configuration.appServices)
        return (resolved.services, appCode.warnings + warnings + resolved.diagnostics)
    }
}
