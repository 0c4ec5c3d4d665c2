import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the built `scaffold` with its standard output on a pseudo-terminal, as in a person's shell, and its
/// standard error on a pipe: what `isatty` decides (colour) can then be tested on either stream.
struct TerminalRunner {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    var directory: URL
    /// Added to this process's environment, from which `NO_COLOR` is removed first.
    var environment: [String: String] = [:]

    /// Runs `scaffold arguments`; the terminal is raw, so the text is what the program wrote (no `\r` added).
    func run(_ arguments: [String]) throws -> CommandLineRunner.Result {
        let (primary, secondaryPath) = try Self.openPseudoTerminal()
        defer { close(primary) }
        let secondary = open(secondaryPath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard secondary >= 0 else { throw Failure(description: "cannot open \(secondaryPath): errno \(errno)") }
        var settings = termios()
        tcgetattr(secondary, &settings)
        cfmakeraw(&settings)
        tcsetattr(secondary, TCSANOW, &settings)

        let process = Process()
        process.executableURL = CommandLineRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        process.environment = environment.merging(self.environment) { _, new in new }
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle(fileDescriptor: secondary, closeOnDealloc: false)
        process.standardError = errors
        do {
            try process.run()
        } catch {
            close(secondary)
            throw error
        }
        // Once the child has exited and this copy is closed, reading the primary side ends (EIO on Linux).
        close(secondary)
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            output.append(contentsOf: buffer[0..<count])
        }
        let errorOutput = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return .init(
            status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: errorOutput, as: UTF8.self))
    }

    /// The primary side of a new pseudo-terminal, and the path of its secondary side.
    private static func openPseudoTerminal() throws -> (Int32, String) {
        let primary = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard primary >= 0 else { throw Failure(description: "cannot open /dev/ptmx: errno \(errno)") }
        #if os(Linux)
            // Glibc's module leaves out grantpt, unlockpt and ptsname; these are the ioctls they make on Linux
            // (TIOCSPTLCK and TIOCGPTN, as <asm-generic/ioctls.h> numbers them).
            var unlock: Int32 = 0
            var number: UInt32 = 0
            guard ioctl(primary, 0x4004_5431, &unlock) == 0, ioctl(primary, 0x8004_5430, &number) == 0 else {
                close(primary)
                throw Failure(description: "cannot unlock the pseudo-terminal: errno \(errno)")
            }
            return (primary, "/dev/pts/\(number)")
        #else
            guard grantpt(primary) == 0, unlockpt(primary) == 0, let name = ptsname(primary) else {
                close(primary)
                throw Failure(description: "cannot unlock the pseudo-terminal: errno \(errno)")
            }
            return (primary, String(cString: name))
        #endif
    }
}
