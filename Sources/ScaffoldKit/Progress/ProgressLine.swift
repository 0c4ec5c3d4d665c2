/// One progress line of a long run, as a terminal shows it (`Generating 412/1000 scenes…`), and when a
/// terminal should show one at all.
public struct ProgressLine: Equatable, Sendable {
    /// The stages a person can tell apart, in the order a run goes through them.
    public enum Stage: Equatable, Sendable {
        /// Reading, parsing and validating specs (counts specs parsed).
        case reading
        /// Building presentation models and rendering (counts scenes rendered).
        case generating
        /// Writing files (counts files written).
        case writing
        /// Recording the skeletons' bases in `scaffold.lock` and the run in the cache.
        case recording
    }

    public var stage: Stage
    public var done: Int
    /// 0 when the stage does not count.
    public var total: Int

    public init(stage: Stage, done: Int, total: Int) {
        self.stage = stage
        self.done = done
        self.total = total
    }

    /// How long a run goes on before it shows progress: a quicker one prints nothing extra.
    public static let delay = 0.5

    /// The line's text, without `\r` or escapes.
    public var text: String {
        switch stage {
        case .reading: return "Reading \(count("spec"))…"
        case .generating: return "Generating \(count("scene"))…"
        case .writing: return "Writing \(count("file"))…"
        case .recording: return "Updating scaffold.lock…"
        }
    }

    private func count(_ noun: String) -> String {
        guard total > 0 else { return noun + "s" }
        return "\(min(done, total))/\(total) \(noun)\(total == 1 ? "" : "s")"
    }

    /// Whether a run shows progress: only for a person watching a terminal, so never when standard error
    /// is not a terminal, nor on a `dumb` one (which cannot clear a line), nor in CI (`CI` set, as
    /// GitHub Actions, GitLab and most others do), nor with machine-readable output or `--quiet`.
    public static func isShown(
        standardErrorIsTerminal: Bool, environment: [String: String], machineReadable: Bool, quiet: Bool
    ) -> Bool {
        standardErrorIsTerminal && !machineReadable && !quiet && environment["TERM"] != "dumb"
            && (environment["CI"] ?? "").isEmpty
    }
}
