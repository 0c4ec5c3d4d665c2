import Foundation
import ScaffoldCore

/// What the command line asked `scaffold scene` for.
public struct SceneRequest: Sendable {
    /// Spec files or folders relative to the working folder; empty means the config's `specs`.
    public var specPaths: [String]
    /// Output folder relative to the working folder, replacing the config's `output`.
    public var outputPath: String?
    /// Services folder relative to the working folder, replacing the config's `services`.
    public var servicesPath: String?
    /// Where test skeletons and mocks go.
    public var tests: TestsDestination
    /// Whether keys, partials and files of template overrides that nothing has are warnings (`--lenient`)
    /// rather than errors.
    public var lenientTemplates: Bool

    public init(
        specPaths: [String] = [], outputPath: String? = nil, servicesPath: String? = nil,
        tests: TestsDestination = .configured, lenientTemplates: Bool = false
    ) {
        self.specPaths = specPaths
        self.outputPath = outputPath
        self.servicesPath = servicesPath
        self.tests = tests
        self.lenientTemplates = lenientTemplates
    }

    /// Where a run writes test skeletons and mocks.
    public enum TestsDestination: Sendable, Equatable {
        /// The config's `tests` folder (none if it says `none`).
        case configured
        /// No tests or mocks.
        case none
        /// This folder, relative to the working folder.
        case folder(String)
    }
}

extension Project {
    /// The project-relative folders `request` writes scenes and tests to.
    public func roots(for request: SceneRequest) -> OutputRoots {
        let output =
            request.outputPath.map {
                relativePath(URL(fileURLWithPath: $0, relativeTo: workingDirectory))
            } ?? config.output.value
        let services =
            request.servicesPath.map {
                relativePath(URL(fileURLWithPath: $0, relativeTo: workingDirectory))
            } ?? config.services.value
        switch request.tests {
        case .configured: return OutputRoots(output: output, tests: config.tests?.value, services: services)
        case .none: return OutputRoots(output: output, tests: nil, services: services)
        case .folder(let path):
            return OutputRoots(
                output: output, tests: relativePath(URL(fileURLWithPath: path, relativeTo: workingDirectory)),
                services: services)
        }
    }

    /// The folders a lock's paths may lie below when they lie outside the project: the output folders of
    /// `request` and of the config, and the spec folders.
    public func lockFolders(for request: SceneRequest) -> [String] {
        let configured = roots(for: SceneRequest())
        return Array(Set(roots(for: request).all + configured.all + config.specs.map(\.value))).sorted()
    }

    /// The generator's settings for `request`.
    public func generatorConfiguration(for request: SceneRequest, rendersSkeletons: Bool = true)
        -> Generator.Configuration
    {
        var configuration = Generator.Configuration(
            conventions: config.resolvedConventions, roots: roots(for: request),
            testableImport: config.testableImport?.value, rendersSkeletons: rendersSkeletons,
            externalScenes: config.externalScenes, baseCoordinator: config.baseCoordinator, configFile: configFile,
            naming: config.naming)
        configuration.viewModelBaseClass = config.viewModelBaseClass
        configuration.supportTypes = config.supportTypes
        configuration.writtenConventions = config.conventions
        configuration.appServices = config.appServices.map { service in
            var service = service
            service.file = configPathInProject ?? ProjectConfig.fileName
            return service
        }
        return configuration
    }
}
