import BenchFigures
import Testing

@Suite struct PhaseTimesTests {
    /// What `scaffold scene --timings` printed for the bundled specs.
    @Test func readsEveryPhaseInPrintedOrder() {
        let stderr = """
            phase read             1.5 ms
            phase cache            0.1 ms
            phase lock-read        0.0 ms
            phase templates       19.3 ms
            phase parse           16.6 ms
            phase validate         0.4 ms
            phase model            1.0 ms
            phase render           8.3 ms
            phase paths            0.7 ms
            phase compare          0.2 ms
            phase write           22.6 ms
            phase lock-write       0.6 ms
            phase cache-write      0.9 ms
            phase print            0.1 ms
            phase other            1.3 ms
            phase total           73.6 ms

            """
        let expected: KeyValuePairs<String, Double> = [
            "read": 1.5, "cache": 0.1, "lock-read": 0, "templates": 19.3, "parse": 16.6, "validate": 0.4, "model": 1,
            "render": 8.3, "paths": 0.7, "compare": 0.2, "write": 22.6, "lock-write": 0.6, "cache-write": 0.9,
            "print": 0.1, "other": 1.3, "total": 73.6,
        ]
        #expect(
            PhaseTimes(parsing: stderr)
                == PhaseTimes(phases: expected.map { PhaseTimes.Phase(name: $0.key, milliseconds: $0.value) }))
    }

    @Test func skipsLinesThatAreNotPhases() {
        let stderr = """
            Specs/A.yml:3:1: warning: unused key 'colour'
            phase read             4.2 ms
            summary: 7 files written

            """
        #expect(PhaseTimes(parsing: stderr) == PhaseTimes(phases: [.init(name: "read", milliseconds: 4.2)]))
    }

    @Test func keepsPhaseLinesOfAnotherFormatAsUnread() {
        let stderr = """
            phase read 4.2 s
            phase render: 81.0 ms
            phase write            6.0 ms

            """
        #expect(
            PhaseTimes(parsing: stderr)
                == PhaseTimes(
                    phases: [.init(name: "write", milliseconds: 6)],
                    unreadLines: ["phase read 4.2 s", "phase render: 81.0 ms"]))
    }

    @Test func addsUpAPhasePrintedTwice() {
        let stderr = "phase write 1.5 ms\nphase write 2.0 ms\n"
        #expect(PhaseTimes(parsing: stderr) == PhaseTimes(phases: [.init(name: "write", milliseconds: 3.5)]))
    }
}
