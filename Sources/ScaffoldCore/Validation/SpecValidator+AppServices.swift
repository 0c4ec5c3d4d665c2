// The app's own protocols (`appServices` in `scaffold.yml`) take part in every check of the shared services; this
// is the one check that is theirs.
extension SpecValidator {
    /// `services` without the app protocols that a service spec declares too, and an error at each of those: the
    /// dependency could mean either, so the config entry is refused (as `externalScenes` refuses a scene with a
    /// spec). Checked apart, those would be blamed again as services declared twice.
    static func withoutAppServicesDeclaredBySpecs(_ services: [SharedServiceSpec])
        -> (services: [SharedServiceSpec], diagnostics: [Diagnostic])
    {
        var specs: [String: SharedServiceSpec] = [:]
        for service in services where !service.isAppProtocol && specs[service.name.value] == nil {
            specs[service.name.value] = service
        }
        var kept: [SharedServiceSpec] = []
        var diagnostics: [Diagnostic] = []
        for service in services {
            guard service.isAppProtocol, let spec = specs[service.name.value] else {
                kept.append(service)
                continue
            }
            diagnostics.append(
                .error(
                    .appServiceHasSpec(service.name.value), at: service.name.location,
                    notes: [
                        .init(
                            location: spec.name.location,
                            message: "the service spec declares service '\(service.name.value)' here")
                    ]))
        }
        return (kept, diagnostics)
    }
}
