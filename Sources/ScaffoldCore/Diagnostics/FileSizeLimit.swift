/// The largest file of one kind that `scaffold` reads, checked from the file's size before a byte is
/// read and again while reading, so a huge or growing file costs neither time nor memory.
///
/// Each limit is far above what a real project holds (the comment says how far), and far below what
/// would make a run slow.
public struct FileSizeLimit: Hashable, Sendable, CustomStringConvertible {
    /// The most bytes a file of this kind may hold.
    public var bytes: Int
    /// The kind of file, with its article: `a spec`.
    public var kind: String
    /// What to do about a file over the limit.
    public var advice: String

    public init(bytes: Int, kind: String, advice: String) {
        self.bytes = bytes
        self.kind = kind
        self.advice = advice
    }

    /// A spec describes one scene in a few kilobytes.
    public static let spec = FileSizeLimit(
        bytes: 1 << 20, kind: "a spec", advice: "split it into one spec per scene")
    /// `scaffold.yml` lists a few paths and conventions.
    public static let config = FileSizeLimit(
        bytes: 1 << 20, kind: "a project config", advice: "it holds paths and conventions only; trim it")
    /// A template is a Swift file with tags, a few kilobytes.
    public static let template = FileSizeLimit(
        bytes: 1 << 20, kind: "a template", advice: "split it into partials")
    /// About 1 KiB per scene (a line per file): room for some 60,000 scenes.
    public static let cache = FileSizeLimit(
        bytes: 64 << 20, kind: "the run cache", advice: "delete it; the next run rebuilds it")
    /// The skeleton bases of every scene, about 17 KiB per scene: room for some 30,000 scenes.
    public static let lock = FileSizeLimit(
        bytes: 512 << 20, kind: "the skeleton lock", advice: "check it is the file scaffold wrote")
    /// A skeleton a person edits, or a generated file compared with the new render: source files.
    public static let sourceFile = FileSizeLimit(
        bytes: 16 << 20, kind: "a Swift source file", advice: "split it or move it out of the output folder")
    /// A Swift file of the app that `appCode` lists: hand-written ones hold a few thousand lines, generated
    /// resource accessors a few megabytes.
    public static let appSource = FileSizeLimit(
        bytes: 8 << 20, kind: "a Swift file of the app", advice: "list only the folders 'appCode' needs")
    /// A JSON Schema that `scaffold schema` writes, some 30 KiB.
    public static let schema = FileSizeLimit(
        bytes: 1 << 20, kind: "a JSON schema", advice: "it is generated: delete it and run 'scaffold schema --write'")
    /// The scaffold binary itself, hashed to recognise the build that wrote the cache when it carries
    /// no build id: a debug build is about 100 MiB.
    public static let executable = FileSizeLimit(
        bytes: 1 << 30, kind: "the scaffold executable", advice: "build it with a GNU build id")

    /// `1 MiB (1048576 bytes)`.
    public var description: String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB (\(bytes) bytes)" : "\(bytes) bytes"
    }
}
