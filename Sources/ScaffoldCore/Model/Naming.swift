/// What a scene's own service and its coordinator are called: `naming:` in `scaffold.yml`, one choice for the
/// whole project, so every scene and route agrees on the names.
public struct Naming: Hashable, Sendable {
    public var service: ServiceNaming
    public var coordinator: CoordinatorNaming

    public init(service: ServiceNaming = .service, coordinator: CoordinatorNaming = .coordinator) {
        self.service = service
        self.coordinator = coordinator
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
