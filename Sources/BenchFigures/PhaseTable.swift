/// The median time of each phase over several runs, with one column per kind of run (a cold generate, a merge)
/// and the phases in the order scaffold ran them.
public struct PhaseTable: Equatable, Sendable {
    /// One phase and its median in each column, in milliseconds.
    public struct Row: Equatable, Sendable {
        public var phase: String
        public var milliseconds: [Double]

        public init(phase: String, milliseconds: [Double]) {
            self.phase = phase
            self.milliseconds = milliseconds
        }
    }

    public var rows: [Row]

    /// Builds the table from the runs of each column. A phase missing from a run counts as 0 ms in that run; a
    /// phase that only some runs printed goes right after the phase those runs printed before it.
    public init(columns: [[PhaseTimes]]) {
        let runs = columns.flatMap { $0 }
        var names: [String] = []
        for run in runs {
            var previous: String?
            for phase in run.phases {
                if !names.contains(phase.name) {
                    let index = previous.flatMap { names.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
                    names.insert(phase.name, at: index)
                }
                previous = phase.name
            }
        }
        rows = names.map { name in
            let medians = columns.map { column in
                column.map { run in run.phases.first { $0.name == name }?.milliseconds ?? 0 }.median
            }
            return Row(phase: name, milliseconds: medians)
        }
    }
}
