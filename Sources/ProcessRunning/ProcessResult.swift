import Foundation

/// What a child process printed, how it ended, and what it cost.
public struct ProcessResult: Sendable {
    /// How a child process ended.
    public enum Termination: Equatable, Sendable, CustomStringConvertible {
        /// The child called `exit` with this status.
        case exited(Int32)
        /// A signal with this number ended the child.
        case signalled(Int32)

        /// Decodes a status from `wait4`; WIFEXITED and friends are macros Swift does not import.
        init(waitStatus status: Int32) {
            let signal = status & 0x7f
            self = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        }

        /// "exited with status 1" or "was killed by signal 9", to follow the command in a message.
        public var description: String {
            switch self {
            case .exited(let status): return "exited with status \(status)"
            case .signalled(let signal): return "was killed by signal \(signal)"
            }
        }
    }

    /// How the child ended.
    public var termination: Termination
    /// Everything the child wrote to its standard output.
    public var stdout: Data
    /// Everything the child wrote to its standard error.
    public var stderr: Data
    /// Wall time from just before the spawn until the child was reaped, on the monotonic clock.
    public var wallTime: Duration
    /// User plus system CPU time of the child alone; above `wallTime` when it used more than one core.
    public var cpuTime: Duration
    /// The child's own peak resident set size in KiB (`ru_maxrss` from `wait4`), on every platform.
    public var peakResidentKiB: Int

    /// Makes a result from its parts; `ProcessRunner.run` is the usual source.
    public init(
        termination: Termination, stdout: Data, stderr: Data,
        wallTime: Duration = .zero, cpuTime: Duration = .zero, peakResidentKiB: Int = 0
    ) {
        self.termination = termination
        self.stdout = stdout
        self.stderr = stderr
        self.wallTime = wallTime
        self.cpuTime = cpuTime
        self.peakResidentKiB = peakResidentKiB
    }

    /// The status as a shell's `$?` shows it: the exit status, or 128 plus the number of the signal that ended it.
    public var status: Int32 {
        switch termination {
        case .exited(let status): return status
        case .signalled(let signal): return 128 + signal
        }
    }

    /// Whether the child exited with status 0.
    public var succeeded: Bool { termination == .exited(0) }

    /// `stdout` decoded as UTF-8, with invalid bytes replaced.
    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

    /// `stderr` decoded as UTF-8, with invalid bytes replaced.
    public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
}
