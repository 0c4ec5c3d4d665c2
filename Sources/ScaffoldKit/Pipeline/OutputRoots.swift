import ScaffoldCore

/// The project-relative folders a run writes to.
public struct OutputRoots: Hashable, Sendable {
    /// Where scenes go.
    public var output: String
    /// Where view model tests and mocks go; nil for none.
    public var tests: String?
    /// Where shared services and the app's dependency container go.
    public var services: String

    public init(output: String, tests: String? = nil, services: String = ProjectConfig.defaultServices) {
        self.output = output
        self.tests = tests
        self.services = services
    }

    /// Where the mocks of shared services go: a `Services` folder in the tests folder; nil without tests.
    public var serviceMocks: String? { tests.map { SceneRenderer.join($0, "Services") } }

    /// Every root, scenes first.
    public var all: [String] { [output] + (tests.map { [$0] } ?? []) + [services] }
}
