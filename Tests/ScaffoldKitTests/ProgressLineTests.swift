import ScaffoldKit
import Testing

/// The text of a long run's progress line, and when a terminal shows one.
@Suite struct ProgressLineTests {
    @Test(arguments: [
        (ProgressLine(stage: .reading, done: 0, total: 0), "Reading specs…"),
        (ProgressLine(stage: .reading, done: 568, total: 1000), "Reading 568/1000 specs…"),
        (ProgressLine(stage: .generating, done: 412, total: 1000), "Generating 412/1000 scenes…"),
        (ProgressLine(stage: .generating, done: 1, total: 1), "Generating 1/1 scene…"),
        (ProgressLine(stage: .writing, done: 7001, total: 7000), "Writing 7000/7000 files…"),
        (ProgressLine(stage: .recording, done: 0, total: 0), "Updating scaffold.lock…"),
    ])
    func text(line: ProgressLine, text: String) {
        #expect(line.text == text)
    }

    @Test func aPersonAtATerminalSeesProgress() {
        #expect(
            ProgressLine.isShown(
                standardErrorIsTerminal: true, environment: ["TERM": "xterm-256color"], machineReadable: false,
                quiet: false))
    }

    @Test(arguments: [
        (false, ["TERM": "xterm"], false, false),
        (true, ["TERM": "dumb"], false, false),
        (true, ["TERM": "xterm", "CI": "true"], false, false),
        (true, ["TERM": "xterm"], true, false),
        (true, ["TERM": "xterm"], false, true),
    ])
    func noProgressOffATerminalInCIForMachinesOrWhenQuiet(
        terminal: Bool, environment: [String: String], machineReadable: Bool, quiet: Bool
    ) {
        #expect(
            !ProgressLine.isShown(
                standardErrorIsTerminal: terminal, environment: environment, machineReadable: machineReadable,
                quiet: quiet))
    }
}
