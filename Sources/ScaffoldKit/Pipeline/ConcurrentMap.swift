import Dispatch
import Foundation

/// Whether runs spread work over all cores: yes, unless `SCAFFOLD_JOBS=1` asks for one, which a test
/// uses to show that a parallel run prints and writes exactly what a serial one does.
enum Parallelism {
    static let isSerial = ProcessInfo.processInfo.environment["SCAFFOLD_JOBS"] == "1"
}

extension Array where Element: Sendable {
    /// `map` spread over all cores; the order of results matches the order of elements.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1, !Parallelism.isSerial else { return map(transform) }
        let buffer = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        buffer.initialize(repeating: nil)
        defer { buffer.deallocate() }
        // Each iteration writes only its own slot, so the unsynchronised buffer is safe.
        nonisolated(unsafe) let slots = buffer
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots[index] = transform(self[index])
        }
        // Moved out, not copied: a copy would leave every result retained by the slots, which `deallocate` does not
        // release, so each result (a scene's names, model, rendered files) would stay in memory to the end of the run.
        return buffer.indices.map { buffer.moveElement(from: $0)! }
    }
}
