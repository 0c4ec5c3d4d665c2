/// A file `init`, `new` or `templates export` writes, and what to do when the person already has one.
public struct StarterFile: Sendable {
    /// What to do with a file already at the path whose bytes differ from what would be written.
    public enum WhenExisting: Sendable {
        /// Stop the whole run, writing nothing, with this message at the file.
        case refuse(String)
        /// Leave it as it is, reported as `skip` with this reason.
        case keep(String)
        /// Write over it (`--force`), reported as `update`.
        case replace
        /// Rewrite it as this function of its text, e.g. a `.gitignore` gaining a line; `update` when that
        /// changes it.
        case amend(@Sendable (String) -> String)
    }

    /// Relative to the folder written in, or absolute.
    public var path: String
    /// The whole file, when there is none yet.
    public var text: String
    public var whenExisting: WhenExisting

    public init(path: String, text: String, whenExisting: WhenExisting) {
        self.path = path
        self.text = text
        self.whenExisting = whenExisting
    }
}
