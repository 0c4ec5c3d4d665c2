import Foundation
import ScaffoldCore

/// What the last whole-project run wrote, keyed by a fingerprint of everything that shaped it.
///
/// When the fingerprint still matches and every generated file on disk still hashes to what was
/// written, a run can report "nothing to do" without reading YAML or rendering a template, so a
/// no-op run costs about as much as reading the files. Any doubt (no cache, another fingerprint, a
/// changed or missing file, a missing skeleton) falls back to the full pipeline, which is the
/// reference behaviour; the cache only ever skips work whose result is already on disk. The file
/// verifies itself (a format line, the build of the binary that wrote it, a digest over all of it),
/// so a damaged or foreign cache is no cache, never a record of fewer files.
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
    static let header = "scaffold scene cache 3"

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

    /// The fingerprint of a run: the config, every spec of the project, the templates, the lock and
    /// where output goes (the binary has a line of its own). Built from the bytes the pipeline itself read, so a file saved while
    /// a run is under way can never be recorded as the source of output made from its older bytes.
    static func key(
        project: Project, specs: [SpecFingerprint], templates: [TemplateSet.Entry], lock: ContentHash?, roots: [String]
    )
        -> ContentHash
    {
        var hash = ContentHash()
        hash.combine(header)
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

    /// The cache text: the format, the binary that wrote it, the key, one line per file
    /// (`hash kind root spec path`), then a digest of every line before it.
    func text(binary: String) -> String {
        var lines = [Self.header, "binary \(binary)", "key \(key)", "scenes \(sceneCount)"]
        for entry in entries {
            lines.append(
                [
                    entry.hash.description, entry.kind.rawValue, Self.field(entry.root), Self.field(entry.spec ?? ""),
                    Self.field(entry.path),
                ].joined(separator: " "))
        }
        let body = lines.joined(separator: "\n") + "\n"
        return body + "digest \(ContentHash.of(bytes: body.utf8))\n"
    }

    /// Parses `text`, written by the binary `binary`; nil for anything unexpected (another format or
    /// binary, a digest that does not match, a cut, a malformed line), which simply means "no cache".
    /// Never a smaller cache: a cache that lists fewer files would make their scenes look deleted.
    init?(text: String, binary: String) {
        let bytes = Array(text.utf8)
        guard bytes.last == UInt8(ascii: "\n") else { return nil }
        let lastLineStart = bytes.dropLast().lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let body = bytes[..<lastLineStart]
        let digestLine = String(decoding: bytes[lastLineStart..<(bytes.count - 1)], as: UTF8.self)
        guard digestLine.hasPrefix("digest "),
            let digest = ContentHash(exactHex: digestLine.dropFirst("digest ".count)),
            digest == ContentHash.of(bytes: body)
        else { return nil }
        // Split as bytes: splitting thousands of lines by Characters showed on a no-op run.
        var lines = String(decoding: body, as: UTF8.self).utf8
            .split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Substring.init).dropLast()[...]
        guard lines.popFirst() == Substring(Self.header), lines.popFirst() == Substring("binary \(binary)"),
            let keyLine = lines.popFirst(), keyLine.hasPrefix("key "),
            let key = ContentHash(exactHex: keyLine.dropFirst("key ".count)),
            let scenesLine = lines.popFirst(), scenesLine.hasPrefix("scenes "),
            let sceneCount = Int(scenesLine.dropFirst("scenes ".count)), sceneCount >= 0
        else { return nil }
        var entries: [Entry] = []
        var paths = Set<String>()
        for line in lines {
            let fields = line.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map(
                Substring.init)
            guard fields.count == 5, let hash = ContentHash(exactHex: fields[0]),
                let kind = OutputFile.Kind(rawValue: String(fields[1])),
                let root = Self.unfield(fields[2]), let spec = Self.unfield(fields[3]),
                let path = Self.unfield(fields[4]), !path.isEmpty, paths.insert(path).inserted
            else { return nil }
            entries.append(Entry(path: path, kind: kind, root: root, spec: spec.isEmpty ? nil : spec, hash: hash))
        }
        self.init(key: key, entries: entries, sceneCount: sceneCount)
    }

    /// Spaces, line breaks and empty values survive a space-separated line as escapes.
    private static func field(_ value: String) -> String {
        value.isEmpty ? "%" : PercentEscaping.escape(value, special: [0x20, 0x0A, 0x0D])
    }

    /// The value of a field; nil when it holds a character `field` never writes.
    private static func unfield(_ value: Substring) -> String? {
        if value == "%" { return "" }
        guard !value.isEmpty, !value.utf8.contains(0x0D) else { return nil }
        return PercentEscaping.unescape(value)
    }
}
