// Timing of the UIKit stand-in's transitions (see ../README.md, "UIKit behaviour").
//
// A transition's first half (the delegate's `willShow`, `viewWillAppear`/`viewWillDisappear`) runs inside
// the call that starts it. Its second half (containment's `didMove`, `viewDidAppear`/`viewDidDisappear`,
// `didShow`, completion handlers, releasing what left the screen) runs at once when the transition is not
// animated, and on a later turn of the main queue when it is, so code cannot rely on an animation
// finishing inside the call. Starting a transition first finishes every animated one still pending, in
// order, so appearance callbacks stay balanced. Tests finish pending animations with
// `runUntilTransitionsFinish()` or by letting the main queue run.

@MainActor
final class PendingTransition {
    private var finish: (() -> Void)?

    init(_ finish: @escaping () -> Void) {
        self.finish = finish
    }

    func run() {
        guard let finish else { return }
        self.finish = nil
        TransitionQueue.pending.removeAll { $0 === self }
        finish()
    }
}

@MainActor
enum TransitionQueue {
    static var pending: [PendingTransition] = []

    /// Runs `finish` now if `animated` is false, otherwise on a later turn of the main queue (or earlier, when
    /// a test or the next transition finishes pending ones).
    static func complete(animated: Bool, _ finish: @escaping () -> Void) {
        guard animated else {
            finish()
            return
        }
        let transition = PendingTransition(finish)
        pending.append(transition)
        // Holds the transition weakly: once finished it releases what it captured, even before this runs.
        DispatchQueue.main.async { [weak transition] in
            MainActor.assumeIsolated { transition?.run() }
        }
    }

    /// Finishes every pending animated transition, in the order they started, including ones that their
    /// completion handlers start.
    static func finishAll() {
        var rounds = 0
        while let first = pending.first {
            rounds += 1
            precondition(rounds < 100_000, "UIKit stand-in: transitions keep starting new animated transitions")
            first.run()
        }
    }
}

/// Finishes every animated transition still running (pushes, pops, presentations, dismissals), in the
/// order they started, together with the ones their completion handlers start: what letting the
/// animations play out does on a device. Test-only; not UIKit API.
@_spi(UserSimulation) @preconcurrency @MainActor
public func runUntilTransitionsFinish() {
    TransitionQueue.finishAll()
}
