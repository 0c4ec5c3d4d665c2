import ScaffoldCore

extension Generator {
    /// The steps flow scenes emit, checked against the app's own step enum (`supportTypes: {steps:}`) as `appCode`
    /// declares it; none without that enum. A step whose labels the validator refuses is not looked up.
    func appStepProblems(_ specs: [SceneSpec], index: AppCodeIndex, appCode: AppCodeInputs) -> [Diagnostic] {
        guard let appSteps = configuration.supportTypes.steps else { return [] }
        return AppStepChecker(
            index: index, patterns: appCode.patterns, naming: configuration.naming,
            projectConventions: configuration.conventions
        ).check(specs, appSteps: appSteps)
    }
}
