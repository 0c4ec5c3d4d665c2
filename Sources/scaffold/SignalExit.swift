import Dispatch
import Foundation
import ScaffoldKit

/// Ends the process on Ctrl-C (SIGINT) or SIGTERM once no file is half written, with the status a shell
/// gives a command a signal ended: 128 plus its number (130, 143).
///
/// The signals are ignored and watched by dispatch sources, so the handler runs on an ordinary thread,
/// not in a signal handler, and may wait: it stops the writes (`WriteInterruption`), which leaves every file
/// old or new and no temporary file behind, runs `beforeExit` (clearing a progress line), then exits.
final class SignalExit {
    private let sources: [DispatchSourceSignal]

    /// Watches SIGINT and SIGTERM for the rest of the process.
    init(beforeExit: @escaping @Sendable () -> Void) {
        sources = [SIGINT, SIGTERM].map { number in
            // Ignored first, as the dispatch source needs: otherwise the default action ends the process at once.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                WriteInterruption.shared.stopWrites()
                beforeExit()
                // Not exit(): the other threads are parked mid-run, and atexit work must not run under them.
                _exit(128 + number)
            }
            source.resume()
            return source
        }
    }
}
