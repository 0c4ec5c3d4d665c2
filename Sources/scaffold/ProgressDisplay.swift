import Dispatch
import Foundation
import ScaffoldKit

/// Shows a run's `RunProgress` on one line of standard error, rewritten in place (`\r`), from half a second
/// into the run until it ends, and clears that line before anything else is printed.
///
/// A timer on its own queue reads the progress ten times a second, so the run itself only counts.
final class ProgressDisplay: @unchecked Sendable {
    private let progress: RunProgress
    private let queue = DispatchQueue(label: "scaffold.progress")
    /// Touched only on `queue`.
    private var timer: DispatchSourceTimer?
    /// What the terminal shows now, empty for nothing; touched only on `queue`.
    private var shown = ""

    init(progress: RunProgress) {
        self.progress = progress
    }

    /// Runs `body`, showing its progress meanwhile when `isShown`.
    func showing<Value, Failure: Error>(when isShown: Bool, _ body: () throws(Failure) -> Value) throws(Failure)
        -> Value
    {
        guard isShown else { return try body() }
        start()
        defer { clear() }
        return try body()
    }

    private func start() {
        queue.sync {
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + ProgressLine.delay, repeating: 0.1)
            timer.setEventHandler { [unowned self] in draw(progress.line.text) }
            timer.resume()
            self.timer = timer
        }
    }

    /// Stops drawing and clears the line; from any thread, any number of times.
    func clear() {
        queue.sync {
            timer?.cancel()
            timer = nil
            if !shown.isEmpty {
                FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
                shown = ""
            }
        }
    }

    private func draw(_ text: String) {
        guard text != shown else { return }
        // `\e[K` clears what a longer line before left.
        FileHandle.standardError.write(Data("\r\(text)\u{1B}[K".utf8))
        shown = text
    }
}
