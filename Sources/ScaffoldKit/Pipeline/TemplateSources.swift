import ScaffoldCore

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
