/// What callgrind counted for one cold generate and one merge at one size, or why it did not count.
enum InstructionCounts {
    case notMeasured(size: Int, String)
    /// `merge` is nil when valgrind printed no count for it.
    case measured(size: Int, cold: Int, merge: Int?)
}
