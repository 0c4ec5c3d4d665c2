import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program as a whole child process and measures it: wall time on the monotonic clock and the
/// child's own peak resident set size from `wait4`. Foundation's `Process` reports neither.
struct ProcessRunner {
    /// What one run cost.
    struct Measurement {
        var milliseconds: Double
        /// User plus system CPU time of the child; above `milliseconds` when it used more than one core.
        var cpuMilliseconds: Double
        /// `ru_maxrss` of the child alone, in KiB (Linux's unit).
        var peakKiB: Int
    }

    /// Where the child's stdout and stderr go, so a failure can show them.
    let logDirectory: String

    /// Runs `executable` with `arguments` in `directory` and throws `BenchError.commandFailed`
    /// unless it exits 0.
    func run(_ executable: String, _ arguments: [String], in directory: String) throws -> Measurement {
        let stdoutPath = logDirectory + "/stdout.log"
        let stderrPath = logDirectory + "/stderr.log"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let command = ([executable] + arguments).joined(separator: " ")

        // Swift's Glibc module does not import posix_spawn_file_actions_addchdir_np, so the child inherits
        // the working folder from this single-threaded process, restored right after the spawn.
        let previousDirectory = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(directory) else {
            throw BenchError.fileSystem("cannot change to \(directory)")
        }
        var pid = pid_t()
        let start = Self.now()
        let spawnError = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        _ = FileManager.default.changeCurrentDirectoryPath(previousDirectory)
        guard spawnError == 0 else {
            let reason = String(cString: strerror(spawnError))
            throw BenchError.commandFailed(command: command, status: "could not start: \(reason)", output: "")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else {
                throw BenchError.fileSystem("wait4 failed for '\(command)': \(String(cString: strerror(errno)))")
            }
        }
        let milliseconds = (Self.now() - start) * 1000

        // WIFEXITED and friends are macros Swift does not import.
        let signal = status & 0x7f
        let exitCode = (status >> 8) & 0xff
        guard signal == 0 && exitCode == 0 else {
            let outcome = signal != 0 ? "was killed by signal \(signal)" : "exited with status \(exitCode)"
            throw BenchError.commandFailed(command: command, status: outcome,
                                          output: failureOutput(stdoutPath, stderrPath))
        }
        let cpu = Self.milliseconds(usage.ru_utime) + Self.milliseconds(usage.ru_stime)
        return Measurement(milliseconds: milliseconds, cpuMilliseconds: cpu, peakKiB: usage.ru_maxrss)
    }

    /// The child's stderr, and the end of its stdout (where `--check` prints its drift).
    private func failureOutput(_ stdoutPath: String, _ stderrPath: String) -> String {
        let stderr = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        let stdout = (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? ""
        let stdoutTail = stdout.split(separator: "\n", omittingEmptySubsequences: false).suffix(40)
            .joined(separator: "\n").trimmingTrailingNewlines()
        var parts: [String] = []
        if !stderr.isEmpty { parts.append("stderr:\n" + stderr.trimmingTrailingNewlines()) }
        if !stdoutTail.isEmpty { parts.append("stdout (last lines):\n" + stdoutTail) }
        return parts.joined(separator: "\n")
    }

    private static func milliseconds(_ time: timeval) -> Double {
        Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
