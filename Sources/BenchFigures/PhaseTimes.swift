/// The phases one `scaffold scene --timings` run printed on standard error, in the order it printed them.
public struct PhaseTimes: Equatable, Sendable {
    /// One `phase NAME 12.3 ms` line.
    public struct Phase: Equatable, Sendable {
        public var name: String
        public var milliseconds: Double

        public init(name: String, milliseconds: Double) {
            self.name = name
            self.milliseconds = milliseconds
        }
    }

    public var phases: [Phase]
    /// Lines that begin with `phase` but do not read as `phase NAME 12.3 ms`: a sign that the format changed.
    public var unreadLines: [String]

    public init(phases: [Phase], unreadLines: [String] = []) {
        self.phases = phases
        self.unreadLines = unreadLines
    }

    /// Reads the `phase NAME 12.3 ms` lines of `text`. Other lines (diagnostics, warnings) are skipped; a name
    /// printed twice adds up.
    public init(parsing text: String) {
        var phases: [Phase] = []
        var unreadLines: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.first == "phase" else { continue }
            guard words.count == 4, words[1].allSatisfy(Self.isNameCharacter), words[3] == "ms",
                let milliseconds = Double(words[2]), milliseconds >= 0, milliseconds.isFinite
            else {
                unreadLines.append(String(line))
                continue
            }
            let name = String(words[1])
            if let index = phases.firstIndex(where: { $0.name == name }) {
                phases[index].milliseconds += milliseconds
            } else {
                phases.append(Phase(name: name, milliseconds: milliseconds))
            }
        }
        self.init(phases: phases, unreadLines: unreadLines)
    }

    /// Phase names are words such as `lock-read`; punctuation means another format.
    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "_"
    }
}
