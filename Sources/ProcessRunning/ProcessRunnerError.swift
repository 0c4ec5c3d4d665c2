/// Why `ProcessRunner.run` could not run a command at all. A command that runs and fails is not an error:
/// its `ProcessResult` says how it ended.
public struct ProcessRunnerError: Error, Sendable, CustomStringConvertible {
    /// The command as it would be typed, executable first.
    public var command: String
    /// What went wrong, in plain words, such as "No such file or directory".
    public var reason: String

    /// Makes an error for `command`.
    public init(command: String, reason: String) {
        self.command = command
        self.reason = reason
    }

    /// "cannot run 'swiftc -v': No such file or directory".
    public var description: String { "cannot run '\(command)': \(reason)" }
}
