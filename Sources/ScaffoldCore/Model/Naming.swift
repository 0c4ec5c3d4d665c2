/// What generated names are called: `naming:` in `scaffold.yml`, one choice for the whole project of what a scene's
/// own service and its coordinator are called, and the project's `names:` patterns, which a spec's own `names:`
/// may override for its scene.
public struct Naming: Hashable, Sendable {
    public var service: ServiceNaming
    public var coordinator: CoordinatorNaming
    /// The project's `names:`.
    public var patterns: NamePatterns
    /// Where `scaffold.yml` chooses `service`, which the names it spells are traced to; nil when it does not.
    public var serviceSetting: SourceLocation?
    /// Where `scaffold.yml` chooses `coordinator`; nil when it does not.
    public var coordinatorSetting: SourceLocation?

    public init(
        service: ServiceNaming = .service, coordinator: CoordinatorNaming = .coordinator,
        serviceSetting: SourceLocation? = nil, coordinatorSetting: SourceLocation? = nil,
        patterns: NamePatterns = NamePatterns()
    ) {
        self.service = service
        self.coordinator = coordinator
        self.patterns = patterns
        self.serviceSetting = serviceSetting
        self.coordinatorSetting = coordinatorSetting
    }

    /// The pattern that spells `key` in every scene whose spec sets none: the project's `names:`, else scaffold's
    /// default under this naming.
    public func pattern(_ key: NamePatternKey) -> NamePattern {
        patterns[key]?.value ?? key.defaultPattern(naming: self)
    }

    // Where a choice is written changes no name: two configs that choose alike are the same naming.
    public static func == (lhs: Naming, rhs: Naming) -> Bool {
        lhs.service == rhs.service && lhs.coordinator == rhs.coordinator && lhs.patterns == rhs.patterns
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(service)
        hasher.combine(coordinator)
        hasher.combine(patterns)
    }
}

/// What a scene's own `service:` is called when the spec gives it no `name:`.
public enum ServiceNaming: String, CaseIterable, Hashable, Sendable {
    /// `LoginService`, protocol `LoginServiceType`.
    case service
    /// `LoginUseCase`, protocol `LoginUseCaseType`: the use cases of Clean Architecture.
    case useCase
}

/// What a scene's coordinator is called, and how it builds its screen.
public enum CoordinatorNaming: String, CaseIterable, Hashable, Sendable {
    /// `LoginCoordinator`, which builds its view model and view controller itself; the view model holds it as
    /// `coordinator`.
    case coordinator
    /// `LoginNavigator`, which gets its view controller from a `LoginAssembler`; the view model holds it as
    /// `navigator`. The navigator routes and finishes as a coordinator does.
    case navigator
}
