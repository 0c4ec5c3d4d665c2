/// The lines scaffold adds to a project's `.gitignore`.
public enum GitIgnore {
    public static let fileName = ".gitignore"

    /// The folder of scaffold's own state (the run cache, `scaffold.mk`'s stamps), which git must not track.
    public static let stateFolder = ".scaffold/"

    /// `.gitignore` text with `entry` (a folder, `name/`) on a line of its own at the end, keeping the file's line
    /// endings and ending with one; or `text` unchanged when a line already names the folder, anchored or not, with
    /// or without its slash (`.scaffold`, `/.scaffold/`), or negates it (`!.scaffold/`: the person decided).
    public static func adding(_ entry: String, to text: String) -> String {
        let name = bareName(entry)
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let alreadyNamed = lines.contains { line in
            // Git ignores trailing spaces, but leading ones are part of the pattern.
            var pattern = Substring(line)
            while pattern.last == " " || pattern.last == "\t" { pattern.removeLast() }
            if pattern.hasPrefix("!") { pattern.removeFirst() }
            return bareName(pattern) == name
        }
        if alreadyNamed { return text }
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        let separator = text.isEmpty || text.last?.isNewline == true ? "" : newline
        return text + separator + entry + newline
    }

    /// `entry` without the `/` that anchors it or marks it as a folder.
    private static func bareName<Text: StringProtocol>(_ entry: Text) -> Substring {
        var name = Substring(entry)
        if name.hasPrefix("/") { name.removeFirst() }
        if name.hasSuffix("/") { name.removeLast() }
        return name
    }
}
