/// What callgrind counted for one cold generate and one merge at one size, or why it did not count.
enum InstructionCounts {
    /// `--instructions-size 0`.
    case skipped
    case notMeasured(String)
    /// `merge` is nil when valgrind printed no count for it.
    case measured(size: Int, cold: Int, merge: Int?)
}
