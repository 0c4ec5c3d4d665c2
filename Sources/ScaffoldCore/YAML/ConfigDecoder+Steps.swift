extension ConfigDecoder {
    /// `supportTypes: {steps: AppStep}` names the one step enum every flow scene emits, as `names: {steps:}` would:
    /// it becomes the project's `steps` pattern, so every name of a step enum reads it. Both at once is an error at
    /// the `supportTypes` entry.
    static func nameStepEnum(of config: inout ProjectConfig, reader: inout NodeReader) {
        guard let steps = config.supportTypes.steps else { return }
        if config.naming.patterns[.steps] != nil {
            reader.report(.error(.appStep(.namesBesideAppSteps(appSteps: steps.value)), at: steps.location))
            return
        }
        config.naming.patterns[.steps] = Located(NamePattern([.text(steps.value)]), at: steps.location)
    }
}
