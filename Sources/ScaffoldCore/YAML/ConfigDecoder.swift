import Foundation
import Yams

/// Reads `scaffold.yml`.
public struct ConfigDecoder: Sendable {
    public init() {}

    /// The config in `data`, or every problem found in it.
    public func decode(_ data: Data, file: String) -> Result<ProjectConfig, DiagnosticsError> {
        let root: Node
        let text: String
        switch YAMLDocumentLoader().loadDocumentIfAny(data, file: file) {
        case .failure(let error):
            return .failure(error)
        case .success(nil):
            // A config with only comments is an empty config, not an error.
            return .success(ProjectConfig())
        case .success(let document?):
            (root, text) = document
        }
        var reader = NodeReader(file: file, text: text)
        var config = ProjectConfig()
        if let pairs = reader.mapping(root, expected: "a mapping of settings") {
            reader.checkKeys(pairs, allowed: SpecVocabulary.Config.names)
            for (key, value) in pairs {
                switch key.value {
                case "specs":
                    if case .sequence(let items) = value {
                        // An empty list would make every run succeed without reading a single spec.
                        if items.isEmpty { reader.report(.error(.emptySpecsList, at: key.location)) }
                        config.specs = (reader.sequence(value, expected: "a list of paths") ?? [])
                            .compactMap { reader.string($0, expected: "a path") }
                    } else if let path = reader.string(value, expected: "a path or a list of paths") {
                        config.specs = [path]
                    }
                case "output":
                    if let path = reader.string(value, expected: "a folder path") { config.output = path }
                case "services":
                    if let path = reader.string(value, expected: "a folder path") { config.services = path }
                case "templates":
                    config.templates = reader.string(value, expected: "a folder path")
                case "tests":
                    Self.tests(value, into: &config, reader: &reader)
                case "conventions":
                    config.conventions = ConventionsDecoder.overrides(from: value, reader: &reader)
                    if let list = config.conventions.initOrderNames {
                        reader.report(.error(.initOrderListInConfig, at: list.location))
                        config.conventions.initOrderNames = nil
                    }
                case "externalScenes":
                    config.externalScenes = Self.externalScenes(value, reader: &reader)
                case "baseCoordinator":
                    config.baseCoordinator = Self.baseCoordinator(value, reader: &reader)
                case "naming":
                    // `names:` may come first: the patterns it read are kept.
                    let patterns = config.naming.patterns
                    config.naming = Self.naming(value, reader: &reader)
                    config.naming.patterns = patterns
                case "names":
                    config.naming.patterns = NamePatternsDecoder.patterns(value, projectWide: true, reader: &reader)
                case "viewModelBaseClass":
                    config.viewModelBaseClass = ViewModelBaseClassDecoder.baseClass(value, reader: &reader)
                case "appServices":
                    config.appServices = Self.appServices(value, reader: &reader)
                case "appCode":
                    config.appCode = Self.appCode(value, reader: &reader)
                case "supportTypes":
                    config.supportTypes = Self.supportTypes(value, reader: &reader)
                case "xcode":
                    config.xcode = Self.xcode(value, reader: &reader)
                default:
                    break
                }
            }
        }
        Self.nameStepEnum(of: &config, reader: &reader)
        return reader.diagnostics.containsErrors ? .failure(DiagnosticsError(reader.diagnostics)) : .success(config)
    }

    /// `tests: SceneTests`, `tests: none`, or `tests: {folder: SceneTests, testableImport: MyApp}`.
    static func tests(_ node: Node, into config: inout ProjectConfig, reader: inout NodeReader) {
        guard case .mapping = node else {
            if let path = reader.string(node, expected: "a folder path, 'none', or a mapping with 'folder'") {
                config.tests = path.value == "none" ? nil : path
            }
            return
        }
        guard let pairs = reader.mapping(node, expected: "a mapping") else { return }
        reader.checkKeys(pairs, allowed: SpecVocabulary.Tests.names)
        for (key, value) in pairs {
            switch key.value {
            case "folder":
                if let path = reader.string(value, expected: "a folder path or 'none'") {
                    config.tests = path.value == "none" ? nil : path
                }
            case "testableImport":
                if let module = reader.string(value, expected: "a module name") {
                    if let problem = SwiftIdentifier.problem(with: module.value) {
                        reader.report(.error(problem, at: reader.identifierProblemLocation(problem, in: module)))
                    } else {
                        config.testableImport = module
                    }
                }
            default:
                break
            }
        }
    }
}
