import BenchFigures
import Testing

@Suite struct PhaseTableTests {
    private func run(_ phases: KeyValuePairs<String, Double>) -> PhaseTimes {
        PhaseTimes(phases: phases.map { PhaseTimes.Phase(name: $0.key, milliseconds: $0.value) })
    }

    @Test func takesTheMedianOfEachPhaseInEachColumn() {
        let cold = [
            run(["read": 4, "render": 80, "total": 90]),
            run(["read": 6, "render": 90, "total": 100]),
            run(["read": 5, "render": 70, "total": 80]),
        ]
        let merge = [run(["read": 7, "render": 100, "total": 120]), run(["read": 9, "render": 110, "total": 130])]
        #expect(
            PhaseTable(columns: [cold, merge]).rows == [
                .init(phase: "read", milliseconds: [5, 8]),
                .init(phase: "render", milliseconds: [80, 105]),
                .init(phase: "total", milliseconds: [90, 125]),
            ])
    }

    @Test func countsAPhaseMissingFromARunAsZero() {
        let cold = [
            run(["read": 4, "total": 10]), run(["read": 4, "total": 10]), run(["read": 4, "write": 3, "total": 10]),
        ]
        #expect(
            PhaseTable(columns: [cold]).rows == [
                .init(phase: "read", milliseconds: [4]),
                .init(phase: "write", milliseconds: [0]),
                .init(phase: "total", milliseconds: [10]),
            ])
    }

    @Test func putsAPhaseOnlyOneColumnHasAfterThePhaseBeforeIt() {
        let cold = [run(["read": 1, "render": 2, "other": 3, "total": 6])]
        let merge = [run(["lock-read": 4, "read": 1, "render": 2, "write": 5, "other": 3, "total": 15])]
        #expect(
            PhaseTable(columns: [cold, merge]).rows.map(\.phase) == [
                "lock-read", "read", "render", "write", "other", "total",
            ])
    }

    @Test func aColumnWithoutRunsIsZero() {
        let cold = [run(["read": 4])]
        #expect(PhaseTable(columns: [cold, []]).rows == [.init(phase: "read", milliseconds: [4, 0])])
    }
}
