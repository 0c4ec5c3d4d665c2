import BenchFigures
import Testing

@Suite struct CallgrindOutputTests {
    /// What valgrind 3.19 prints for `valgrind --tool=callgrind --callgrind-out-file=/dev/null /bin/true`.
    @Test func readsTheCollectedInstructions() {
        let stderr = """
            ==19579== Callgrind, a call-graph generating cache profiler
            ==19579== Copyright (C) 2002-2017, and GNU GPL'd, by Josef Weidendorfer et al.
            ==19579== Using Valgrind-3.19.0 and LibVEX; rerun with -h for copyright info
            ==19579== Command: /bin/true
            ==19579==
            ==19579== For interactive control, run 'callgrind_control -h'.
            ==19579==
            ==19579== Events    : Ir
            ==19579== Collected : 126559
            ==19579==
            ==19579== I   refs:      126,559

            """
        #expect(CallgrindOutput.instructions(in: stderr) == 126_559)
    }

    @Test func readsTheFirstEventWhenSeveralAreCollected() {
        let stderr = "==7== Events    : Ir Bc Bcm\n==7== Collected : 5000 300 12\n"
        #expect(CallgrindOutput.instructions(in: stderr) == 5000)
    }

    @Test func ignoresWhatTheProgramPrinted() {
        let stderr = "Collected : 99\n==7== Collected : 5000\n"
        #expect(CallgrindOutput.instructions(in: stderr) == 5000)
    }

    @Test func isNilWithoutACollectedLine() {
        let stderr = "valgrind: failed to start tool 'callgrind' for platform 'amd64-linux': No such file\n"
        #expect(CallgrindOutput.instructions(in: stderr) == nil)
    }
}
