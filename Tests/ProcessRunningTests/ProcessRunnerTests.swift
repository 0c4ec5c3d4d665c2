import Foundation
import ProcessRunning
import Testing

@Suite struct ProcessRunnerTests {
    @Test func capturesBothOutputsAndTheExitStatus() throws {
        let result = try ProcessRunner.run("/bin/sh", ["-c", "printf out; printf err >&2; exit 3"])
        #expect(result.termination == .exited(3))
        #expect(result.stdoutText == "out")
        #expect(result.stderrText == "err")
    }

    @Test func largeOutputOnBothStreamsDoesNotDeadlock() throws {
        let script = "head -c 3000000 /dev/zero; head -c 2000000 /dev/zero >&2"
        let result = try ProcessRunner.run("/bin/sh", ["-c", script])
        #expect(result.succeeded)
        #expect(result.stdout.count == 3_000_000)
        #expect(result.stderr.count == 2_000_000)
    }

    @Test func feedsStandardInput() throws {
        let result = try ProcessRunner.run("/bin/cat", standardInput: Data("hello\n".utf8))
        #expect(result.stdoutText == "hello\n")
    }

    @Test func runsInTheGivenFolderAndEnvironment() throws {
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", "pwd; echo $GREETING"], in: "/tmp",
            environment: ["GREETING": "hi"])
        #expect(result.stdoutText == "/tmp\nhi\n")
    }

    @Test func aKilledChildIsAResultWithTheShellStatus() throws {
        let result = try ProcessRunner.run("/bin/sh", ["-c", "kill -9 $$"])
        #expect(result.termination == .signalled(9))
        #expect(result.status == 137)
    }

    @Test func whileRunningCanSignalTheChild() throws {
        let result = try ProcessRunner.run("/bin/sleep", ["10"]) { child in
            #expect(child.signal(SIGTERM))
        }
        #expect(result.termination == .signalled(SIGTERM))
    }

    @Test func aChildThatHasEndedIsNeverSignalled() throws {
        let result = try ProcessRunner.run("/bin/sh", ["-c", "exit 0"]) { child in
            while !child.hasEnded { Thread.sleep(forTimeInterval: 0.001) }
            #expect(!child.signal(SIGTERM))
        }
        #expect(result.termination == .exited(0))
    }

    @Test func aMissingProgramThrows() {
        #expect(throws: ProcessRunnerError.self) {
            try ProcessRunner.run("/nonexistent/program")
        }
    }
}
