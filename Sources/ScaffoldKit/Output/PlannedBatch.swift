/// A batch of scene files after the output stage looked at them as they were rendered: the files the run keeps,
/// and the plan already made for each.
struct PlannedBatch: Sendable {
    /// The batch's files in order; those already planned keep no text, which nothing after their plan reads.
    var files: [OutputFile]
    /// The plan of each of `files`, nil where `OutputStage.apply` is to make it.
    var plans: [FilePlan?]
}
