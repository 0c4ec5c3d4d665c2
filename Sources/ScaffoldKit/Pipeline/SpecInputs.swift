import Foundation
import ScaffoldCore

/// The spec files of a run with the bytes read from them: everything the generator needs from disk.
public struct SpecInputs: Sendable {
    /// The specs the run was asked for, in path order.
    public var requested: [SpecInput]
    /// The project's other specs, read only to look up route targets.
    public var others: [SpecInput]
    /// True when the run covers every spec of the config, so unplanned generated files are orphans.
    public var coversWholeProject: Bool

    public init(requested: [SpecInput], others: [SpecInput] = [], coversWholeProject: Bool = true) {
        self.requested = requested
        self.others = others
        self.coversWholeProject = coversWholeProject
    }

    /// Hashes of the exact bytes read, requested specs first; nil when one could not be read.
    var fingerprints: [SpecFingerprint]? {
        var fingerprints: [SpecFingerprint] = []
        for input in requested + others {
            guard case .success(let data) = input.contents else { return nil }
            fingerprints.append(SpecFingerprint(projectPath: input.file.projectPath, hash: .of(bytes: data)))
        }
        return fingerprints
    }
}

/// One spec file and its bytes, or the reason they could not be read.
public struct SpecInput: Sendable {
    public var file: SpecFile
    public var contents: Result<Data, FileSystemProblem>

    public init(file: SpecFile, contents: Result<Data, FileSystemProblem>) {
        self.file = file
        self.contents = contents
    }
}

/// The project's template overrides as read from disk, before parsing.
public struct TemplateSources: Sendable {
    /// Files of the templates folder, sorted by name; each replaces the built-in template of its name.
    public var overrides: [TemplateSet.Entry]
    /// The templates folder as the user sees it, nil without one.
    public var folder: String?

    /// Every template by name: the built-in ones, each replaced by its override.
    public var entries: [TemplateSet.Entry] {
        var byName = Dictionary(uniqueKeysWithValues: TemplateSet.builtIn.map { ($0.name, $0) })
        for override in overrides { byName[override.name] = override }
        return byName.values.sorted { $0.name < $1.name }
    }

    /// The files a depfile lists for the templates: the folder (a new file there changes the output)
    /// and every override.
    public var paths: [String] {
        (folder.map { [$0] } ?? [])
            + overrides.compactMap {
                if case .override(let path) = $0.source { return path }
                return nil
            }
    }
}
