import Foundation
import ScaffoldCore

/// What the last whole-project run wrote, keyed by a fingerprint of everything that shaped it.
///
/// When the fingerprint still matches and every generated file on disk still hashes to what was
/// written, a run can report "nothing to do" without reading YAML or rendering a template, so a
/// no-op run costs about as much as reading the files. Any doubt (no cache, another fingerprint, a
/// changed or missing file, a missing skeleton) falls back to the full pipeline, which is the
/// reference behaviour; the cache only ever skips work whose result is already on disk.
public struct GenerationCache: Equatable, Sendable {
    /// One file of the run, without its contents.
    public struct Entry: Equatable, Sendable {
        public var path: String
        public var kind: OutputFile.Kind
        public var root: String
        public var spec: String?
        /// The hash of the contents written; skeletons are the user's, so theirs is not kept.
        var hash: ContentHash
    }

    var key: ContentHash
    public var entries: [Entry]
    public var sceneCount: Int

    /// The project-relative place of the cache; the same folder `scaffold.mk` keeps its stamps in.
    public static let path = ".scaffold/scene.cache"
    static let header = "scaffold scene cache 1"

    init(key: ContentHash, files: [OutputFile], sceneCount: Int) {
        self.key = key
        self.sceneCount = sceneCount
        self.entries = files.map { file in
            Entry(
                path: file.path, kind: file.kind, root: file.root, spec: file.spec,
                hash: file.kind == .generated ? ContentHash.of(file.contents) : ContentHash())
        }
    }

    init(key: ContentHash, entries: [Entry], sceneCount: Int) {
        self.key = key
        self.entries = entries
        self.sceneCount = sceneCount
    }

    /// The fingerprint of a run: the binary, the config, every spec of the project, the templates,
    /// and where output goes. Built from the bytes the pipeline itself read, so a file saved while
    /// a run is under way can never be recorded as the source of output made from its older bytes.
    static func key(
        project: Project, specs: [SpecFingerprint], templates: [TemplateSet.Entry], lock: ContentHash?, roots: [String]
    )
        -> ContentHash
    {
        var hash = ContentHash()
        hash.combine(header)
        if let executable = Bundle.main.executablePath,
            let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        {
            // An upgraded scaffold may render differently from the same inputs.
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            hash.combine("\((attributes[.size] as? Int) ?? 0) \(modified)")
        }
        hash.combine(project.configFingerprint.map(\.description) ?? "no config")
        hash.combine(roots.joined(separator: "\n"))
        // The lock holds the skeletons' bases: another base may mean another merge.
        hash.combine(lock.map(\.description) ?? "no lock")
        for spec in specs {
            hash.combine(spec.projectPath)
            hash.combine(spec.hash.description)
        }
        for entry in templates {
            hash.combine(entry.name)
            hash.combine(entry.text)
        }
        return hash
    }

    /// The cache text: a header, the key, then one line per file (`hash kind root spec path`).
    var text: String {
        var lines = [Self.header, "key \(key)", "scenes \(sceneCount)"]
        for entry in entries {
            lines.append(
                "\(entry.hash) \(entry.kind.rawValue) \(Self.field(entry.root)) \(Self.field(entry.spec ?? "")) \(entry.path)"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Parses `text`; nil for anything unexpected, which simply means "no cache".
    init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)[...]
        guard lines.popFirst().map(String.init) == Self.header,
            let keyLine = lines.popFirst(), keyLine.hasPrefix("key "),
            let scenesLine = lines.popFirst(), scenesLine.hasPrefix("scenes "),
            let sceneCount = Int(scenesLine.dropFirst("scenes ".count))
        else { return nil }
        var entries: [Entry] = []
        for line in lines {
            let fields = line.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count == 5, let kind = OutputFile.Kind(rawValue: String(fields[1])) else { return nil }
            let spec = Self.unfield(fields[3])
            entries.append(
                Entry(
                    path: String(fields[4]), kind: kind, root: Self.unfield(fields[2]),
                    spec: spec.isEmpty ? nil : spec, hash: ContentHash(hex: fields[0])))
        }
        self.init(key: ContentHash(hex: keyLine.dropFirst("key ".count)), entries: entries, sceneCount: sceneCount)
    }

    /// Spaces and empty values survive a space-separated line as escapes.
    private static func field(_ value: String) -> String {
        value.isEmpty
            ? "%" : value.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: " ", with: "%20")
    }

    private static func unfield(_ value: Substring) -> String {
        value == "%" ? "" : value.replacingOccurrences(of: "%20", with: " ").replacingOccurrences(of: "%25", with: "%")
    }
}
