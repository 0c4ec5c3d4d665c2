import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Runs a program as a child process, waits for it to end, and returns what it printed, how it ended and what
/// it cost. Shared by `scaffold-bench` and the tests; the `scaffold` tool itself never runs a process.
///
/// It spawns with `posix_spawn` and reaps with `wait4`: Foundation's `Process` reaps its children itself, so it
/// cannot report a child's own CPU time and peak memory, which the benchmark measures.
public enum ProcessRunner {
    /// Runs `executable` with `arguments`, reads its standard output and standard error as they come, and
    /// waits for it to end.
    ///
    /// Both outputs are read concurrently, so a child that fills one pipe while this process waits on the
    /// other cannot block. The child gets only its standard input, output and error: every other descriptor of
    /// this process is closed in it (glibc 2.34 or later, or Darwin), so a child never holds open a file that
    /// another thread is writing, nor another child's pipe. It starts with no signal blocked and SIGINT and
    /// SIGTERM at their default actions, as a shell starts a command, whatever this process blocks or ignores.
    /// Safe to call from several threads at once.
    ///
    /// - Parameters:
    ///   - executable: The program's path. `PATH` is not searched; run `/usr/bin/env` with the program's
    ///     name as the first argument for that.
    ///   - arguments: The arguments after the program's name.
    ///   - directory: The child's working folder; nil keeps this process's. This process's own working
    ///     folder never changes.
    ///   - environment: The child's whole environment; nil passes this process's environment on.
    ///   - standardInput: What the child reads from standard input, given as an unlinked temporary file so
    ///     that a child which never reads it cannot block; nil gives it `/dev/null`.
    ///   - whileRunning: Called on another thread once the child has started, to watch it or send it a
    ///     signal; `run` returns only after it has returned.
    /// - Returns: How the child ended, what it printed, and its wall time, CPU time and peak memory. A child
    ///   that exits non-zero or is killed is a result, not an error.
    /// - Throws: `ProcessRunnerError` when the child cannot be started: no such program, no such folder,
    ///   or the system refused a pipe or the spawn.
    public static func run(
        _ executable: String, _ arguments: [String] = [], in directory: String? = nil,
        environment: [String: String]? = nil, standardInput: Data? = nil,
        whileRunning: (@Sendable (RunningChild) -> Void)? = nil
    ) throws -> ProcessResult {
        let command = ([executable] + arguments).joined(separator: " ")
        func failure(_ reason: String) -> ProcessRunnerError {
            ProcessRunnerError(command: command, reason: reason)
        }
        func failure(_ operation: String, code: Int32) -> ProcessRunnerError {
            failure("\(operation): \(String(cString: strerror(code)))")
        }

        if let directory {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
                throw failure("no folder at \(directory)")
            }
        }

        // Every descriptor this call opens; whatever is still open when it returns or throws is closed.
        var openDescriptors: Set<Int32> = []
        defer {
            for descriptor in openDescriptors { close(descriptor) }
        }
        func closeNow(_ descriptor: Int32) {
            close(descriptor)
            openDescriptors.remove(descriptor)
        }

        let input: Int32?
        if let standardInput {
            let file = try inputFile(standardInput, failure: failure)
            openDescriptors.insert(file)
            input = file
        } else {
            input = nil
        }
        guard let output = makePipe() else { throw failure("cannot create a pipe", code: errno) }
        openDescriptors.formUnion([output.read, output.write])
        guard let errorOutput = makePipe() else { throw failure("cannot create a pipe", code: errno) }
        openDescriptors.formUnion([errorOutput.read, errorOutput.write])

        var actions = makeFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errorOutput.write, 2)
        if let directory {
            let code = addChangeDirectory(&actions, directory)
            guard code == 0 else { throw failure("cannot run it in \(directory)", code: code) }
        }
        addCloseOtherDescriptors(&actions)

        var attributes = makeSpawnAttributes()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        sigaddset(&defaultSignals, SIGINT)
        sigaddset(&defaultSignals, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
        #if canImport(Darwin)
            // Darwin has no pipe2; this closes in the child every descriptor the file actions do not name.
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer {
            for argument in argv { free(argument) }
        }
        let envp = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for variable in envp { free(variable) }
        }

        let clock = ContinuousClock()
        let start = clock.now
        var pid = pid_t()
        let spawnError = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawnError == 0 else { throw failure(String(cString: strerror(spawnError))) }

        // Only the child may hold the write ends now, so each pipe ends when the child exits.
        closeNow(output.write)
        closeNow(errorOutput.write)
        if let input { closeNow(input) }
        let child = RunningChild(processIdentifier: pid)
        let watching = DispatchGroup()
        if let whileRunning {
            DispatchQueue.global().async(group: watching) { whileRunning(child) }
        }
        let (stdout, stderr) = readToEnd(output.read, errorOutput.read)

        // Waits for the end without reaping, so the id cannot be reused while `whileRunning` may signal it.
        var ending = siginfo_t()
        while waitid(P_PID, id_t(pid), &ending, WEXITED | WNOWAIT) == -1 {
            guard errno == EINTR else { throw failure("cannot wait for it to end", code: errno) }
        }
        child.markEnded()
        watching.wait()

        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw failure("cannot wait for it to end", code: errno) }
        }
        let wallTime = clock.now - start

        #if canImport(Darwin)
            let peakResidentKiB = Int(usage.ru_maxrss) / 1024  // bytes on Darwin
        #else
            let peakResidentKiB = Int(usage.ru_maxrss)  // KiB on Linux
        #endif
        return ProcessResult(
            termination: ProcessResult.Termination(waitStatus: status), stdout: stdout, stderr: stderr,
            wallTime: wallTime, cpuTime: duration(usage.ru_utime) + duration(usage.ru_stime),
            peakResidentKiB: peakResidentKiB)
    }

    /// Reads both pipes until each reports end of file, taking from whichever has data, so a child that writes
    /// a lot to one while this process waits on the other cannot block.
    private static func readToEnd(_ first: Int32, _ second: Int32) -> (Data, Data) {
        var buffers = [Data(), Data()]
        var watched = [first, second].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while watched.contains(where: { $0.fd >= 0 }) {
            if poll(&watched, nfds_t(watched.count), -1) == -1 {
                if errno == EINTR { continue }
                break
            }
            for index in watched.indices where watched[index].fd >= 0 && watched[index].revents != 0 {
                let descriptor = watched[index].fd
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    buffers[index].append(contentsOf: chunk[..<count])
                } else if count == 0 || errno != EINTR {
                    // poll skips negative descriptors; the caller closes the real one.
                    watched[index].fd = -1
                }
            }
        }
        return (buffers[0], buffers[1])
    }

    /// An unlinked temporary file holding `data`, positioned at its start.
    private static func inputFile(
        _ data: Data, failure: (String, Int32) -> ProcessRunnerError
    ) throws -> Int32 {
        let path = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("process-runner-\(UUID().uuidString)").path
        let file = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard file >= 0 else { throw failure("cannot create a file for its standard input at \(path)", errno) }
        unlink(path)
        var writeError: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(file, buffer.baseAddress! + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno != EINTR {
                    writeError = errno
                    return
                }
            }
        }
        guard writeError == 0, lseek(file, 0, SEEK_SET) == 0 else {
            let code = writeError != 0 ? writeError : errno
            close(file)
            throw failure("cannot write its standard input to a temporary file", code)
        }
        return file
    }

    private static func duration(_ time: timeval) -> Duration {
        .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
    }
}

// MARK: - What Swift's C modules import differently

#if canImport(Darwin)
    private func makeFileActions() -> posix_spawn_file_actions_t? { nil }
    private func makeSpawnAttributes() -> posix_spawnattr_t? { nil }

    /// Nothing to add: `POSIX_SPAWN_CLOEXEC_DEFAULT` closes them.
    private func addCloseOtherDescriptors(_ actions: inout posix_spawn_file_actions_t?) {}

    private func addChangeDirectory(_ actions: inout posix_spawn_file_actions_t?, _ directory: String) -> Int32 {
        posix_spawn_file_actions_addchdir_np(&actions, directory)
    }

    /// A pipe whose ends close on exec; `POSIX_SPAWN_CLOEXEC_DEFAULT` covers a spawn on another thread meanwhile.
    private func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }
#else
    private func makeFileActions() -> posix_spawn_file_actions_t { posix_spawn_file_actions_t() }
    private func makeSpawnAttributes() -> posix_spawnattr_t { posix_spawnattr_t() }

    // Glibc declares posix_spawn_file_actions_addchdir_np (2.29), posix_spawn_file_actions_addclosefrom_np (2.34)
    // and pipe2 only for _GNU_SOURCE, so Swift's Glibc module does not import them; they are looked up by name.
    private typealias AddChangeDirectory =
        @convention(c) (
            UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
        ) -> Int32
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32

    /// Sets the child's working folder without touching this process's, which other threads share.
    private func addChangeDirectory(_ actions: inout posix_spawn_file_actions_t, _ directory: String) -> Int32 {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return ENOSYS }
        return unsafeBitCast(symbol, to: AddChangeDirectory.self)(&actions, directory)
    }

    /// Closes every descriptor above standard error in the child, as Foundation's `Process` does. Foundation opens
    /// files without close-on-exec, so a child spawned while another thread writes a file would keep it open, and
    /// running that file then fails with "Text file busy". Older glibc lacks the call; children then inherit them.
    private func addCloseOtherDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
    }

    /// A pipe whose ends are close-on-exec from the start, so a child spawned on another thread never holds them
    /// (it would keep the pipe open after our child exits).
    private func makePipe() -> (read: Int32, write: Int32)? {
        guard let symbol = dlsym(nil, "pipe2") else { return nil }
        var ends: [Int32] = [-1, -1]
        guard unsafeBitCast(symbol, to: Pipe2.self)(&ends, O_CLOEXEC) == 0 else { return nil }
        return (ends[0], ends[1])
    }
#endif
